@testable import Records

/// The Interactor's tests name days as a user types them, read as the View reads them.
extension RecordsInteractor {
    func limit(since text: String) async throws(RecordsRefusal) {
        guard let day = RecordsDay(typed: text) else { preconditionFailure("\(text) is no day a View would read") }
        try await limit(since: day)
    }
}
