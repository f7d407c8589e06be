/// What the run loop receives.
public enum TerminalEvent: Sendable, Equatable {
    case line(String)
    case tick
    case endOfInput
}

/// What the terminal can do, decided once at start.
public struct TerminalCapabilities: Sendable, Equatable {
    /// Input comes from a person at a terminal (not a pipe or a file).
    public var isInteractive: Bool
    /// Colours and redraws are allowed (output is a terminal and NO_COLOR is not set).
    public var isStyled: Bool
    public var width: Int

    public init(isInteractive: Bool, isStyled: Bool, width: Int) {
        self.isInteractive = isInteractive
        self.isStyled = isStyled
        self.width = width
    }

    /// Decides styling the way users expect: only on a terminal, never with NO_COLOR or TERM=dumb.
    public static func detect(
        inputIsTerminal: Bool,
        outputIsTerminal: Bool,
        environment: [String: String],
        terminalWidth: Int?
    ) -> TerminalCapabilities {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        let dumb = environment["TERM"] == "dumb"
        let columns = terminalWidth ?? environment["COLUMNS"].flatMap(Int.init) ?? 80
        return TerminalCapabilities(
            isInteractive: inputIsTerminal,
            isStyled: outputIsTerminal && !noColor && !dumb,
            width: min(max(columns, 40), 160)
        )
    }
}

/// The terminal the app talks to, injected so every screen can be tested as text.
@MainActor
public protocol Terminal: AnyObject {
    var capabilities: TerminalCapabilities { get }
    func write(_ text: String)
    /// Lines the user types, then `.endOfInput`.
    func inputEvents() -> AsyncStream<TerminalEvent>
    /// Turns echo of typed characters off (for passwords) or back on.
    func setEcho(_ enabled: Bool)
    /// Puts the terminal back as it was found.
    func restore()
}
