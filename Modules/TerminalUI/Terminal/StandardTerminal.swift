import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal: stdin and stdout of the process.
@MainActor
public final class StandardTerminal: Terminal {
    public let capabilities: TerminalCapabilities
    private let settings = TerminalSettings()
    private var signalSources: [any DispatchSourceSignal] = []
    private var resizeSource: (any DispatchSourceSignal)?
    private var suspendSources: [any DispatchSourceSignal] = []
    private var echoIsOn = true
    private let outputIsTerminal: Bool
    /// Keys, not lines, are read: a person at a terminal whose screen the app draws. The app
    /// then edits the line itself (and echoes it), so it survives every redraw.
    private let readsKeys: Bool

    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let inputIsTerminal = isatty(STDIN_FILENO) == 1
        outputIsTerminal = isatty(STDOUT_FILENO) == 1
        capabilities = .detect(
            inputIsTerminal: inputIsTerminal,
            outputIsTerminal: outputIsTerminal,
            environment: environment,
            terminalWidth: outputIsTerminal ? Self.measure()?.columns : nil
        )
        readsKeys = inputIsTerminal && outputIsTerminal && environment["TERM"] != "dumb"
        if inputIsTerminal { settings.save() }
        if readsKeys { settings.readKeys() }
        signalSources = Self.installSignalHandlers(restoring: settings)
    }

    public var size: TerminalSize {
        guard outputIsTerminal, let size = Self.measure() else { return TerminalSize(columns: capabilities.width, rows: nil) }
        return size
    }

    public func write(_ text: String) {
        Self.writeOut(text)
    }

    public func inputEvents() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        // Reading blocks, so it runs on its own thread; the main actor stays free for ticks.
        let reader = Thread { [readsKeys] in
            if readsKeys {
                Self.readKeys(into: continuation)
            } else {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(.line(line))
                }
            }
            continuation.yield(.endOfInput)
            continuation.finish()
        }
        reader.start()
        if outputIsTerminal { resizeSource = Self.observeResizes(into: continuation) }
        if readsKeys { suspendSources = Self.observeSuspension(of: settings, into: continuation) }
        return stream
    }

    /// Keys as they are typed, until the input ends.
    private nonisolated static func readKeys(into continuation: AsyncStream<TerminalEvent>.Continuation) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 512)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            for key in decoder.decode(buffer[..<count]) { continuation.yield(.key(key)) }
        }
    }

    /// Ctrl-Z gives the shell back its terminal as it was; `fg` takes it again and draws the screen.
    private nonisolated static func observeSuspension(
        of settings: TerminalSettings,
        into continuation: AsyncStream<TerminalEvent>.Continuation
    ) -> [any DispatchSourceSignal] {
        let queue = DispatchQueue(label: "footballgather.suspend")
        signal(SIGTSTP, SIG_IGN)
        let suspend = DispatchSource.makeSignalSource(signal: SIGTSTP, queue: queue)
        suspend.setEventHandler { Self.suspend(settings) { kill(getpid(), SIGSTOP) } }
        signal(SIGCONT, SIG_IGN)
        let resume = DispatchSource.makeSignalSource(signal: SIGCONT, queue: queue)
        resume.setEventHandler { Self.resume(settings, into: continuation) }
        for source in [suspend, resume] { source.resume() }
        return [suspend, resume]
    }

    /// Ctrl-Z: the terminal as the shell had it, then `stop`.
    nonisolated static func suspend(_ settings: TerminalSettings, stop: () -> Void) {
        settings.restore()
        stop()
    }

    /// `fg`: keys again, and the screen drawn again.
    nonisolated static func resume(_ settings: TerminalSettings, into continuation: AsyncStream<TerminalEvent>.Continuation) {
        settings.readKeys()
        continuation.yield(.resize)
    }

    public func setEcho(_ enabled: Bool) {
        // Reading keys, the app echoes what is typed itself, and a secret not at all.
        guard !readsKeys, capabilities.isInteractive, enabled != echoIsOn else { return }
        echoIsOn = enabled
        settings.setEcho(enabled)
    }

    public func restore() {
        settings.restore()
        echoIsOn = true
    }

    /// Ctrl-C, a closed terminal or `kill` restore the terminal before exiting.
    /// Signals are observed on a dedicated queue: the main thread may be busy.
    /// Nonisolated so the handlers do not inherit the main actor they never run on.
    private nonisolated static func installSignalHandlers(restoring settings: TerminalSettings) -> [any DispatchSourceSignal] {
        signal(SIGPIPE, SIG_IGN)
        let queue = DispatchQueue(label: "footballgather.signals")
        return [(SIGINT, Int32(130)), (SIGTERM, 143), (SIGHUP, 129)].map { number, status in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                settings.restore()
                writeOut("\n")
                exit(status)
            }
            source.resume()
            return source
        }
    }

    /// SIGWINCH, observed like the other signals on a queue of its own.
    private nonisolated static func observeResizes(into continuation: AsyncStream<TerminalEvent>.Continuation) -> any DispatchSourceSignal {
        signal(SIGWINCH, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: DispatchQueue(label: "footballgather.resize"))
        source.setEventHandler { continuation.yield(.resize) }
        source.resume()
        return source
    }

    nonisolated static func writeOut(_ text: String) {
        // Never fflush(nil) here: glibc would block on stdin held by the reader thread.
        var text = text
        // Written from the string's own bytes: a long screen is not copied into `Data` first.
        text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }
    }

    static func measure() -> TerminalSize? {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: size.ws_row > 0 ? Int(size.ws_row) : nil)
    }
}

/// The terminal settings found at start, restorable from any thread.
final class TerminalSettings: Sendable {
    private let original = Mutex<termios?>(nil)

    func save() {
        var current = termios()
        guard tcgetattr(STDIN_FILENO, &current) == 0 else { return }
        original.withLock { $0 = current }
    }

    /// Keys as they are typed, not echoed (the app draws the line); Ctrl-C and Ctrl-Z still signal.
    func readKeys() {
        var current = termios()
        guard tcgetattr(STDIN_FILENO, &current) == 0 else { return }
        current.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &current.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &current)
    }

    func setEcho(_ enabled: Bool) {
        var current = termios()
        guard tcgetattr(STDIN_FILENO, &current) == 0 else { return }
        if enabled {
            current.c_lflag |= tcflag_t(ECHO)
        } else {
            current.c_lflag &= ~tcflag_t(ECHO)
        }
        tcsetattr(STDIN_FILENO, TCSANOW, &current)
    }

    func restore() {
        original.withLock { saved in
            guard var saved else { return }
            tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        }
    }
}

/// Writes every byte, retrying after signals; gives up quietly if the reader is gone.
private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) {
    var rest = bytes
    while !rest.isEmpty {
        let written = write(descriptor, rest.baseAddress, rest.count)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return }
        rest = UnsafeRawBufferPointer(rebasing: rest[written...])
    }
}
