@testable import Records

/// The Interactor's tests name days as a user types them; the Presenter reads a line the same way.
extension RecordsInteractor {
    func limit(since text: String) async throws -> Result<String, RecordsRefusal> {
        guard let day = RecordsDay(typed: text) else { return .failure(.notADay(text)) }
        return try await limit(since: day)
    }
}
