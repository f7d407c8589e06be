import TerminalUI

/// A terminal for tests: input is a script of lines, output is captured as text.
@MainActor
public final class ScriptedTerminal: Terminal {
    public let capabilities: TerminalCapabilities
    public private(set) var output = ""
    /// How many writes `output` holds: a cheap way to see that something was drawn.
    public private(set) var writes = 0
    /// Echo changes in order, to check that passwords are typed without echo.
    public private(set) var echoChanges: [Bool] = []
    public private(set) var restoreCount = 0
    /// The window as it is now; a test changes it to play a resize.
    public var size: TerminalSize
    private let events: [TerminalEvent]

    /// - Parameter redraws: whether the screen is cleared and rewritten in place; by default, when styled.
    public convenience init(
        lines: [String], isInteractive: Bool = false, isStyled: Bool = false, redraws: Bool? = nil, width: Int = 80, rows: Int? = nil
    ) {
        self.init(events: lines.map(TerminalEvent.line), isInteractive: isInteractive, isStyled: isStyled, redraws: redraws, width: width, rows: rows)
    }

    /// Any events (keys, as a terminal sends them to the app), then the end of input.
    public init(
        events: [TerminalEvent], isInteractive: Bool = false, isStyled: Bool = false, redraws: Bool? = nil, width: Int = 80, rows: Int? = nil
    ) {
        self.events = events
        capabilities = TerminalCapabilities(isInteractive: isInteractive, isStyled: isStyled, width: width, redraws: redraws)
        size = TerminalSize(columns: width, rows: rows)
    }

    public func write(_ text: String) {
        output += text
        writes += 1
    }

    public func inputEvents() -> AsyncStream<TerminalEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        for event in events { continuation.yield(event) }
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
