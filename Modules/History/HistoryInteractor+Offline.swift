import Domain

/// The history as last loaded stands in for the store while it can't be reached.
extension HistoryInteractor {
    /// What `load` gives, kept as the last loaded copy; if the store can't be reached and a copy
    /// exists, that copy, offline. Any other failure, or no copy, is thrown as it came.
    func orLastCopy(_ load: () async throws -> [Gather]) async throws -> [Gather] {
        offlineSince = nil
        do {
            let history = try await load()
            await copies.keep(history: history, at: clock.now())
            return history
        } catch where ServiceError(error).isUnavailable {
            guard let copy = await copies.history() else { throw error }
            offlineSince = copy.loadedAt
            return copy.value
        }
    }
}
