import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program a test runs with its standard streams on pipes. Input is queued and
/// written as the child reads it; output is read until a marker appears, the
/// streams end, or a deadline on the monotonic clock passes (`poll` on the pipes).
/// Nothing here ever sleeps: waiting is always for something the child does.
///
/// The waits are `async` and block a Dispatch thread, never one of Swift's few
/// cooperative threads, so tests running beside them are not held up.
/// `@unchecked Sendable`: one test owns a child and awaits each call before the
/// next, so its state is only ever touched by one thread at a time.
public final class ChildProcess: @unchecked Sendable {
    public enum Termination: Sendable, Equatable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)

        public var description: String {
            switch self {
            case .exited(let status): "exit status \(status)"
            case .signaled(let signal): "killed by signal \(signal)"
            }
        }
    }

    public let executable: URL
    public private(set) var output: [UInt8] = []
    public private(set) var errorOutput: [UInt8] = []

    private let child: Spawned
    private var pendingInput: [UInt8] = []
    private var inputDescriptor: Int32?
    private var closeInputWhenSent = false
    private var outputOpen = true
    private var errorOpen = true
    /// Set once the child is reaped: until then its process id cannot go to another program.
    private var ended: Termination?

    /// Starts `executable` at once. `environment` replaces the test's environment when given.
    public init(_ executable: URL, arguments: [String] = [], environment: [String: String]? = nil) throws {
        // A child that exits while input is still queued must not take the test process down with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        self.executable = executable
        child = try Spawned(
            executable, arguments: arguments,
            environment: CoverageProfile.forChild(of: environment ?? ProcessInfo.processInfo.environment))
        _ = fcntl(child.input, F_SETFL, fcntl(child.input, F_GETFL) | O_NONBLOCK)
        inputDescriptor = child.input
    }

    /// A child the test dropped without waiting for it is killed and reaped, its pipes closed.
    deinit {
        if ended == nil {
            _ = sendSignal(child.pid, SIGKILL)
            _ = child.wait()
        }
        closeInputDescriptor()
        close(child.output)
        close(child.error)
    }

    public var pid: Int32 { child.pid }

    /// Everything the child wrote on stdout so far, as text (invalid UTF-8 shown as U+FFFD).
    public var text: String { String(decoding: output, as: UTF8.self) }
    public var errorText: String { String(decoding: errorOutput, as: UTF8.self) }

    /// Queues bytes for the child's stdin and writes what the pipe takes now.
    public func send(_ bytes: [UInt8]) {
        pendingInput += bytes
        pump(until: .now)
    }

    public func send(_ text: String) {
        send(Array(text.utf8))
    }

    /// Lines, each followed by "\n".
    public func send(lines: [String]) {
        send(lines.map { $0 + "\n" }.joined())
    }

    /// Ends the child's input once everything queued has been written.
    public func closeInput() {
        closeInputWhenSent = true
        pump(until: .now)
    }

    /// Reads until stdout contains `marker` at or after byte `offset`; returns the
    /// offset just past it, or nil if the output ended or the deadline passed first.
    @discardableResult
    public func waitFor(_ marker: String, after offset: Int = 0, timeout: Duration = .seconds(30)) async -> Int? {
        await offThePool { self.blockingWaitFor(marker, after: offset, timeout: timeout) }
    }

    /// Waits for `marker` after `offset` and returns where it ends; fails the test with the
    /// output's tail when it never comes.
    public func expect(_ marker: String, after offset: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws -> Int {
        try #require(await waitFor(marker, after: offset), "no \"\(marker)\" in:\n\(text.suffix(2_000))", sourceLocation: sourceLocation)
    }

    private func blockingWaitFor(_ marker: String, after offset: Int, timeout: Duration) -> Int? {
        let needle = Array(marker.utf8)
        var found: Int?
        // Each read only needs searching from where the last search stopped.
        var searchFrom = offset
        pump(until: .now + timeout) {
            found = Self.find(needle, in: self.output, from: searchFrom)
            searchFrom = max(offset, self.output.count - needle.count + 1)
            return found != nil
        }
        return found
    }

    /// Reads until stdout holds at least `count` bytes; false if it ended or the deadline passed first.
    @discardableResult
    public func waitForOutput(count: Int, timeout: Duration = .seconds(30)) async -> Bool {
        await offThePool {
            self.pump(until: .now + timeout) { self.output.count >= count }
            return self.output.count >= count
        }
    }

    /// Sends a signal to the child (SIGKILL, SIGTERM…), unless it has already ended:
    /// its process id may then belong to another program.
    public func kill(_ signal: Int32) {
        guard ended == nil else { return }
        _ = sendSignal(pid, signal)
    }

    /// Closes the input, reads both streams to their end and waits for the child.
    /// Past the deadline the child is killed, and the result says so.
    public func finish(timeout: Duration = .seconds(60)) async -> Termination {
        closeInput()
        return await waitForExit(timeout: timeout)
    }

    /// Waits for the child to end without closing its input (it was killed, or exits by itself).
    public func waitForExit(timeout: Duration = .seconds(60)) async -> Termination {
        await offThePool { self.blockingWaitForExit(timeout: timeout) }
    }

    /// `waitForExit` on the calling thread, for a caller that cannot await.
    func blockingWaitForExit(timeout: Duration) -> Termination {
        pump(until: .now + timeout) { !self.outputOpen && !self.errorOpen }
        if outputOpen || errorOpen { kill(SIGKILL) }
        let termination = ended ?? child.wait()
        ended = termination
        closeInputDescriptor()
        return termination
    }

    /// Runs a blocking wait on a Dispatch thread and resumes the test when it ends.
    private func offThePool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: work()) }
        }
    }

    // MARK: - Pipes

    /// Moves bytes between the test and the child until `done` holds, both output
    /// streams end, or `deadline` passes. `.now` as deadline does what can be done at once.
    private func pump(until deadline: ContinuousClock.Instant, done: () -> Bool = { false }) {
        while !done() {
            flushInputIfPossible()
            var descriptors: [pollfd] = []
            if outputOpen { descriptors.append(pollfd(fd: child.output, events: Int16(POLLIN), revents: 0)) }
            if errorOpen { descriptors.append(pollfd(fd: child.error, events: Int16(POLLIN), revents: 0)) }
            if let input = inputDescriptor, !pendingInput.isEmpty {
                descriptors.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0))
            }
            if descriptors.isEmpty { return }
            let remaining = ContinuousClock.now.duration(to: deadline)
            let milliseconds = max(0, Int32(clamping: remaining.components.seconds * 1_000 + remaining.components.attoseconds / 1_000_000_000_000_000))
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if ready == 0 { return }
            for descriptor in descriptors where descriptor.revents != 0 {
                if descriptor.fd == child.output {
                    outputOpen = read(from: descriptor.fd, into: &output)
                } else if descriptor.fd == child.error {
                    errorOpen = read(from: descriptor.fd, into: &errorOutput)
                }
            }
        }
    }

    /// Appends what is there to read; false once the stream has ended.
    private func read(from descriptor: Int32, into buffer: inout [UInt8]) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        let count = chunk.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            buffer += chunk[0..<count]
            return true
        }
        return count < 0 && (errno == EINTR || errno == EAGAIN)
    }

    private func flushInputIfPossible() {
        guard let input = inputDescriptor else { return }
        while !pendingInput.isEmpty {
            let written = pendingInput.withUnsafeBytes { writeBytes(input, $0.baseAddress, $0.count) }
            if written > 0 {
                pendingInput.removeFirst(written)
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN {
                return
            } else {
                // The child closed its end (it exited): nothing more can reach it.
                pendingInput.removeAll()
            }
        }
        if closeInputWhenSent { closeInputDescriptor() }
    }

    private func closeInputDescriptor() {
        guard let input = inputDescriptor else { return }
        inputDescriptor = nil
        close(input)
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from offset: Int) -> Int? {
        guard !needle.isEmpty else { return offset }
        guard haystack.count >= needle.count, offset <= haystack.count - needle.count else { return nil }
        let first = needle[0]
        var index = max(0, offset)
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) {
                return index + needle.count
            }
            index += 1
        }
        return nil
    }
}

// The system calls under names the class's own methods don't shadow.
private func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 { kill(pid, signal) }
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(descriptor, buffer, count) }
private func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, buffer, count) }
