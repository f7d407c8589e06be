import Domain
import LastLoadedInterface

/// The roster as last loaded stands in for the store while it can't be reached.
extension PlayerListInteractor {
    /// The roster from the store, kept as the last loaded copy; if the store can't be reached and a copy
    /// exists, that copy, offline. Any other failure, or no copy, is thrown as it came.
    func rosterOrLastCopy() async throws -> [Player] {
        offlineSince = nil
        let loaded = try await LastLoaded.liveOrCopy(
            { try await playersService.players() }, keep: { await copies.keep(players: $0, at: clock.now()) }, copy: copies.players
        )
        offlineSince = loaded.offlineSince
        return loaded.value
    }

    /// A change may go to the store, never while offline.
    public func mayChangeRoster() throws(PlayerListRefusal) {
        if isReadOnly { throw .offline }
    }
}
