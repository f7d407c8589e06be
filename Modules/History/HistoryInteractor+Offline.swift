import Domain
import GathersInterface
import LastLoadedInterface

/// The history as last loaded stands in for the store while it can't be reached.
extension HistoryInteractor {
    /// What `load` gives, kept as the last loaded copy; if the store can't be reached and a copy
    /// exists, that copy, offline (a match kept without its players can't be opened until `r`
    /// works). Any other failure, or no copy, is thrown as it came.
    func orLastCopy(_ load: () async throws -> FinishedGatherList) async throws -> FinishedGatherList {
        offlineSince = nil
        let loaded = try await LastLoaded.liveOrCopy(
            load, keep: { await copies.keep(history: $0.gathers, at: clock.now()) },
            copy: {
                await copies.history().map { copy in
                    LastLoaded(
                        FinishedGatherList(gathers: copy.value, playersLeftOut: Set(copy.value.filter(\.players.isEmpty).map(\.id))),
                        loadedAt: copy.loadedAt)
                }
            }
        )
        offlineSince = loaded.offlineSince
        return loaded.value
    }
}
