import Domain

/// The history as last loaded stands in for the store while it can't be reached.
extension HistoryInteractor {
    /// What `load` gives, kept as the last loaded copy; if the store can't be reached and a copy
    /// exists, that copy, offline (a match kept without its players can't be opened until `r`
    /// works). Any other failure, or no copy, is thrown as it came.
    func orLastCopy(_ load: () async throws -> FinishedGatherList) async throws -> FinishedGatherList {
        offlineSince = nil
        do {
            let list = try await load()
            await copies.keep(history: list.gathers, at: clock.now())
            return list
        } catch where ServiceError(error).isUnavailable {
            guard let copy = await copies.history() else { throw error }
            offlineSince = copy.loadedAt
            return FinishedGatherList(gathers: copy.value, playersLeftOut: Set(copy.value.filter(\.players.isEmpty).map(\.id)))
        }
    }
}
