@testable import PlayerList

/// The Interactor's tests name picks as a user types them; the Presenter reads a line the same way
/// (a line that picks no one never reaches the Interactor: it is the Presenter's to refuse).
extension PlayerListInteractor {
    func select(_ line: String) -> Result<PlayerListSelecting, PlayerListRefusal> {
        guard let picks = PlayerPicks(line) else { return .failure(.notASelection) }
        return select(picks)
    }

    func toggle(_ line: String) -> Result<Void, PlayerListRefusal> {
        guard let picks = PlayerPicks(line) else { return .failure(.notASelection) }
        return toggle(picks)
    }
}
