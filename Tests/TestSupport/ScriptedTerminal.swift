import TerminalUI

/// A terminal for tests: input is a script of lines, output is captured as text.
@MainActor
public final class ScriptedTerminal: Terminal {
    public let capabilities: TerminalCapabilities
    public private(set) var output = ""
    /// Echo changes in order, to check that passwords are typed without echo.
    public private(set) var echoChanges: [Bool] = []
    public private(set) var restoreCount = 0
    /// The window as it is now; a test changes it to play a resize.
    public var size: TerminalSize
    private let lines: [String]

    /// - Parameter redraws: whether the screen is cleared and rewritten in place; by default, when styled.
    public init(lines: [String], isInteractive: Bool = false, isStyled: Bool = false, redraws: Bool? = nil, width: Int = 80, rows: Int? = nil) {
        self.lines = lines
        capabilities = TerminalCapabilities(isInteractive: isInteractive, isStyled: isStyled, width: width, redraws: redraws)
        size = TerminalSize(columns: width, rows: rows)
    }

    public func write(_ text: String) {
        output += text
    }

    public func inputEvents() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        for line in lines { continuation.yield(.line(line)) }
        continuation.yield(.endOfInput)
        continuation.finish()
        return stream
    }

    public func setEcho(_ enabled: Bool) {
        echoChanges.append(enabled)
    }

    public func restore() {
        restoreCount += 1
    }
}
