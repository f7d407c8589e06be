import Domain

/// `ShareFileWriting` answering what a test sets, as isowords ships `testValue` beside each client:
/// unset, nothing is at any path and every write fails, saying it was not set up. (`ShareFilesSpy` in
/// TestSupport is the fake that keeps what was written.)
public struct ShareFileWritingDouble: ShareFileWriting {
    public var onTarget: @Sendable (_ path: String) async -> ShareFileTarget = { _ in .nothing }
    public var onWrite: @Sendable (_ text: String, _ path: String, _ replacing: Bool) async -> ShareFileOutcome = { _, _, _ in
        .failed("ShareFileWriting.write was not set up")
    }

    public init() {}

    public func target(atPath path: String) async -> ShareFileTarget { await onTarget(path) }

    public func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await onWrite(text, path, replacing)
    }
}
