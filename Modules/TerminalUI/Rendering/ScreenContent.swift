/// Everything a screen shows at one moment, as data. Views build it; the
/// renderer turns it into text (sanitising every string on the way).
public struct ScreenContent: Sendable, Equatable {
    public var title: String
    /// Right side of the title line (who is logged in, where data lives).
    public var status: String
    public var body: [Block]
    public var message: Message?
    public var actions: [Action]
    public var prompt: Prompt
    /// Where Enter leaves this screen for ("back to the match"), when it does: a body shown in part then
    /// says so on its last lines, not that Enter starts it again.
    public var leavesFor: String?

    public init(
        title: String,
        status: String = "",
        body: [Block] = [],
        message: Message? = nil,
        actions: [Action] = [],
        prompt: Prompt = .command,
        leavesFor: String? = nil
    ) {
        self.title = title
        self.status = status
        self.body = body
        self.message = message
        self.actions = actions
        self.prompt = prompt
        self.leavesFor = leavesFor
    }
}

/// A piece of a screen's body.
public enum Block: Sendable, Equatable {
    case text(String, TextStyle = .plain)
    /// Text to copy: from the first column, without the screen's margin, so a pasted block is not indented;
    /// never wrapped (a line wider than the window is cut, ending in "…").
    case verbatim(String)
    /// A label and its value ("5  Favourite team  Borussia …"): a long value wraps under itself,
    /// `hang` columns in, not under the label.
    case labelled(String, hang: Int)
    case table(Table)
    /// Tables next to each other (two teams), one above the other when the width is too small.
    case sideBySide([Table])
    case blank
}

/// Rows under column headers; the renderer fits them to the terminal width.
public struct Table: Sendable, Equatable {
    public struct Column: Sendable, Equatable {
        public var title: String
        public var alignment: SafeText.Alignment
        /// The one column that shrinks (with "…") when the terminal is narrow; when even that
        /// is not enough, the table is shown one row per block, a cell per line.
        public var flexible: Bool
        /// The flexible column, last of its table, wraps a long cell onto more lines instead of cutting
        /// it: for text that must be read whole (why a row was refused).
        public var wraps: Bool

        public init(_ title: String, alignment: SafeText.Alignment = .left, flexible: Bool = false, wraps: Bool = false) {
            self.title = title
            self.alignment = alignment
            self.flexible = flexible
            self.wraps = wraps
        }
    }

    /// Marks the list a screen is about: on a terminal it shows the rows that fit the window, a page at
    /// a time (`n`, `p`), and `/ text` keeps the rows whose `searchedColumn` (every column when nil)
    /// contains the text, case and accents aside (the loop's `ScreenLoop.Folding`). The rows keep
    /// their own numbers: paging and finding only choose which are shown. Through a pipe every row is printed.
    public struct Paging: Sendable, Equatable {
        public var searchedColumn: Int?

        public init(searchedColumn: Int?) {
            self.searchedColumn = searchedColumn
        }
    }

    public var columns: [Column]
    public var rows: [[String]]
    public var paging: Paging?

    public init(columns: [Column], rows: [[String]], paging: Paging? = nil) {
        self.columns = columns
        self.rows = rows
        self.paging = paging
    }
}

/// A short-lived line under the body: what just happened, or what went wrong.
public struct Message: Sendable, Equatable {
    /// `alert` is news the user must not miss (time is up): it rings the bell on a terminal.
    /// `working` says what a slow call is doing: shown only while it runs (see `ScreenLoop`).
    public enum Kind: Sendable, Equatable { case info, success, error, alert, working }
    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    public static func info(_ text: String) -> Message { Message(.info, text) }
    public static func success(_ text: String) -> Message { Message(.success, text) }
    public static func error(_ text: String) -> Message { Message(.error, text) }
    public static func alert(_ text: String) -> Message { Message(.alert, text) }
    /// "Saving Ann Smith…": set just before a call to a service; the screen's next state replaces it.
    public static func working(_ text: String) -> Message { Message(.working, text) }
}

/// A command the screen offers now: `key` as typed, a short `label` for the
/// action bar, and a sentence for `?` help.
public struct Action: Sendable, Equatable {
    public var key: String
    public var label: String
    public var help: String

    public init(_ key: String, _ label: String, help: String) {
        self.key = key
        self.label = label
        self.help = help
    }
}

/// What the next line of input is for.
public struct Prompt: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A command: `?` and `q` work everywhere.
        case command
        /// Free text for a field; the screen gets every line as typed.
        case text
        /// Like `.text`, but not echoed on a terminal.
        case secret
    }

    public var label: String
    public var kind: Kind

    public init(_ label: String, kind: Kind) {
        self.label = label
        self.kind = kind
    }

    public static let command = Prompt(">", kind: .command)
    public static func text(_ label: String) -> Prompt { Prompt(label, kind: .text) }
    public static func secret(_ label: String) -> Prompt { Prompt(label, kind: .secret) }
}
