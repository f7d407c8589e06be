import Domain
import Foundation
import RosterFilesInterface

/// Roster files a test names: their bytes, or why they can't be read; any other path is not found.
public struct RosterFilesInMemory: RosterFileReading {
    private let files: [String: Result<Data, FileReadProblem>]

    public init(_ files: [String: Result<Data, FileReadProblem>] = [:]) {
        self.files = files
    }

    /// A file holding `text` as UTF-8.
    public init(_ path: String, _ text: String) {
        self.init([path: .success(Data(text.utf8))])
    }

    public func contents(ofPath path: String, limit: Int) async -> Result<Data, FileReadProblem> {
        let file = files[path] ?? .failure(.notFound)
        if case .success(let data) = file, data.count > limit { return .failure(.tooLarge(bytes: data.count)) }
        return file
    }
}
