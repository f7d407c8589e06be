import Domain
import Foundation

/// `RosterFileReading` answering what a test sets, as isowords ships `testValue` beside each client:
/// unset, every read fails, saying it was not set up. (`RosterFilesInMemory` in TestSupport is the
/// fake that holds files and applies the size limit.)
public struct RosterFileReadingDouble: RosterFileReading {
    public var onContents: @Sendable (_ path: String, _ limit: Int) async -> Result<Data, FileReadProblem> = { _, _ in
        .failure(.failed("RosterFileReading.contents was not set up"))
    }

    public init() {}

    public func contents(ofPath path: String, limit: Int) async -> Result<Data, FileReadProblem> {
        await onContents(path, limit)
    }
}
