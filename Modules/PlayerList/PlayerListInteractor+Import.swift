import Domain
import Foundation

/// A roster brought in from a spreadsheet: read and matched first, then added all at once.
extension PlayerListInteractor {
    public func importPreview(fromPath path: String) async -> Result<RosterImport, PlayerListRefusal> {
        if case .failure(let refusal) = mayChangeRoster() { return .failure(refusal) }
        // Without the roster, nobody on it could be told apart from a new name.
        guard isLoaded else { return .failure(.notLoaded) }
        let data: Data
        switch await rosterFiles.contents(ofPath: path, limit: RosterCSV.maximumBytes) {
        case .success(let read): data = read
        case .failure(let problem): return .failure(.unreadable(path: path, problem))
        }
        return RosterCSV.read(data).mapError { .notARoster(path: path, $0) }.map { RosterImport(path: path, sheet: $0, roster: players) }
    }

    public func addImported(_ preview: RosterImport) async throws -> Result<Void, PlayerListRefusal> {
        if case .failure(let refusal) = mayChangeRoster() { return .failure(refusal) }
        _ = try await playersService.addAll(preview.toAdd)
        return .success(())
    }
}
