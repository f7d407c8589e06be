import Domain

/// `ShareFileWriting` answering what a test sets, as isowords ships `testValue` beside each client:
/// unset, nothing is at any path and every write fails, saying it was not set up. (`ShareFilesSpy` in
/// TestSupport is the fake that keeps what was written.) A write of one file comes to `onWrite` too,
/// as the only file of its call.
public struct ShareFileWritingDouble: ShareFileWriting {
    public var onTarget: @Sendable (_ path: String) async -> ShareFileTarget = { _ in .nothing }
    public var onWrite: @Sendable (_ files: [ShareFile]) async -> ShareFilesOutcome = { _ in
        .failed("ShareFileWriting.write was not set up")
    }

    public init() {}

    public func target(atPath path: String) async -> ShareFileTarget { await onTarget(path) }

    public func write(_ files: [ShareFile]) async -> ShareFilesOutcome { await onWrite(files) }
}
