import Domain
import Foundation

/// A roster brought in from a spreadsheet: read and matched first, then added all at once.
extension PlayerListInteractor {
    public func importPreview(fromPath path: String) async throws(PlayerListRefusal) -> PlayerListImportPreview {
        // `why` is about the last file named: one that can't be read has no rows to list.
        lastImport = nil
        try mayChangeRoster()
        // Without the roster, nobody on it could be told apart from a new name.
        guard isLoaded else { throw .notLoaded }
        let data: Data
        switch await rosterFiles.contents(ofPath: path, limit: RosterCSV.maximumBytes) {
        case .success(let read): data = read
        case .failure(let problem): throw .unreadable(path: path, problem)
        }
        switch RosterCSV.read(data) {
        case .success(let sheet):
            let file = RosterImport(path: path, sheet: sheet, roster: roster)
            lastImport = file
            // Ask before importing only when something is to be added.
            return PlayerListImportPreview(file: file, asks: !file.toAdd.isEmpty)
        case .failure(let problem): throw .notARoster(path: path, problem)
        }
    }

    public func addImported(_ preview: RosterImport) async throws(PlayerListRefusal) {
        try mayChangeRoster()
        do {
            _ = try await playersService.addAll(preview.toAdd)
        } catch {
            throw Self.refusal(error)
        }
    }

    @discardableResult
    public func make(_ change: PlayerListChange) async throws(PlayerListRefusal) -> GatherDiscarding? {
        switch change {
        case .delete(let player, _): try await delete(player)
        case .discard(let match): return try await discard(match)
        case .importPlayers(let file): try await addImported(file)
        }
        return nil
    }
}
