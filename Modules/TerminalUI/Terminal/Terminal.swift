/// What the run loop receives.
public enum TerminalEvent: Sendable, Equatable {
    /// A whole line, through a pipe (or a terminal the app does not edit on).
    case line(String)
    /// A key, on a terminal: the run loop edits the line itself, so it can draw it again.
    case key(Key)
    case tick
    /// The window changed size, or the app came back from Ctrl-Z: the screen is drawn again.
    case resize
    /// A screen changed by itself (a call it started ended, see `ScreenUpdates`): drawn again.
    case update
    case endOfInput
}

/// What the terminal can do, decided once at start.
public struct TerminalCapabilities: Sendable, Equatable {
    /// Input comes from a person at a terminal (not a pipe or a file).
    public var isInteractive: Bool
    /// Colours are allowed (output is a terminal, NO_COLOR is not set, TERM is not dumb).
    public var isStyled: Bool
    /// The screen may be cleared and rewritten in place (output is a terminal that is not
    /// TERM=dumb). NO_COLOR leaves this on: it removes colour, nothing else.
    public var redraws: Bool
    /// The width at start; the loop reads `Terminal.size` at every draw.
    public var width: Int

    public init(isInteractive: Bool, isStyled: Bool, width: Int, redraws: Bool? = nil) {
        self.isInteractive = isInteractive
        self.isStyled = isStyled
        self.redraws = redraws ?? isStyled
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
            width: TerminalSize.layoutWidth(columns),
            redraws: outputIsTerminal && !dumb
        )
    }
}

/// The window's size in character cells, as it is now.
public struct TerminalSize: Sendable, Equatable {
    public var columns: Int
    /// Unknown through a pipe.
    public var rows: Int?

    public init(columns: Int, rows: Int?) {
        self.columns = columns
        self.rows = rows
    }

    /// Screens are laid out for 40 to 160 columns: narrower would not read, wider gains nothing.
    public static func layoutWidth(_ columns: Int) -> Int {
        min(max(columns, 40), 160)
    }
}

/// The terminal the app talks to, injected so every screen can be tested as text.
@MainActor
public protocol Terminal: AnyObject {
    var capabilities: TerminalCapabilities { get }
    /// Read at every draw: the user may resize the window at any time.
    var size: TerminalSize { get }
    func write(_ text: String)
    /// Lines the user types (and resizes), then `.endOfInput`.
    func inputEvents() -> AsyncStream<TerminalEvent>
    /// Turns echo of typed characters off (for passwords) or back on.
    func setEcho(_ enabled: Bool)
    /// Puts the terminal back as it was found.
    func restore()
}

extension Terminal {
    /// A terminal that can't be measured keeps the width found at start.
    public var size: TerminalSize {
        TerminalSize(columns: capabilities.width, rows: nil)
    }
}
