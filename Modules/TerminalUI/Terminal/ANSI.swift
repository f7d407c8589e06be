/// Every escape sequence the app writes, in one place.
public enum ANSI {
    public static let clearScreen = "\u{1B}[H\u{1B}[2J"
    public static let reset = "\u{1B}[0m"
    public static let bold = "\u{1B}[1m"
    public static let dim = "\u{1B}[2m"
    public static let red = "\u{1B}[31m"
    public static let green = "\u{1B}[32m"
    public static let yellow = "\u{1B}[33m"
    public static let cyan = "\u{1B}[36m"
    public static let bell = "\u{07}"
    public static let saveCursor = "\u{1B}7"
    public static let restoreCursor = "\u{1B}8"
    public static let home = "\u{1B}[H"
    public static let clearToEndOfLine = "\u{1B}[K"
}

/// How a piece of text should look; plain when styling is off.
public enum TextStyle: Sendable, Equatable {
    case plain, title, dim, error, success, emphasis

    var escape: String {
        switch self {
        case .plain: ""
        case .title: ANSI.bold + ANSI.cyan
        case .dim: ANSI.dim
        case .error: ANSI.bold + ANSI.red
        case .success: ANSI.green
        case .emphasis: ANSI.bold
        }
    }
}

extension ANSI {
    /// `columns` to the left on the same line; nothing for none.
    public static func cursorBack(_ columns: Int) -> String {
        columns > 0 ? "\u{1B}[\(columns)D" : ""
    }

    /// The first column of `row` (1 is the top).
    public static func moveTo(row: Int) -> String {
        "\u{1B}[\(row);1H"
    }

    /// The text without escape sequences: what takes room on screen.
    static func visible(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var result = ""
        var characters = text.makeIterator()
        while let character = characters.next() {
            guard character == "\u{1B}" else {
                result.append(character)
                continue
            }
            // "ESC [ … letter" (colours), or ESC and one character ("ESC 7").
            guard characters.next() == "[" else { continue }
            while let next = characters.next(), !next.isLetter {}
        }
        return result
    }
}
