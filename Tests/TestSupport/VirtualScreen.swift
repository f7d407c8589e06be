/// A small terminal emulator for tests: what a window of `rows` × `columns` shows after
/// the app's output, with the few sequences the app writes (clear, cursor to a row,
/// save and restore the cursor, clear to the end of the line; colours are skipped).
/// Lines scroll off the top as on a real terminal. One column per character: tests
/// that use it write ASCII names.
public struct VirtualScreen {
    public let rows: Int
    public let columns: Int
    private var cells: [[Character]]
    private var row = 0
    private var column = 0
    private var saved = (row: 0, column: 0)
    /// At the last column, the next character wraps first (as xterm and tmux do).
    private var pendingWrap = false

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    /// The rows as shown, without trailing spaces.
    public var lines: [String] {
        cells.map { row in String(row[..<(row.lastIndex { $0 != " " }.map { $0 + 1 } ?? 0)]) }
    }

    public mutating func write(_ text: String) {
        var characters = Array(text)[...]
        while let character = characters.popFirst() {
            switch character {
            case "\u{1B}":
                escape(&characters)
            case "\n":
                // The terminal's line discipline turns "\n" into "\r\n".
                column = 0
                lineFeed()
            case "\r":
                column = 0
                pendingWrap = false
            case "\u{07}":
                break
            default:
                put(character)
            }
        }
    }

    private mutating func put(_ character: Character) {
        if pendingWrap {
            column = 0
            lineFeed()
        }
        cells[row][column] = character
        if column == columns - 1 {
            pendingWrap = true
        } else {
            column += 1
        }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if row == rows - 1 {
            cells.removeFirst()
            cells.append(Array(repeating: " ", count: columns))
        } else {
            row += 1
        }
    }

    private mutating func escape(_ characters: inout ArraySlice<Character>) {
        guard let next = characters.popFirst() else { return }
        switch next {
        case "7": saved = (row, column)
        case "8": (row, column) = saved; pendingWrap = false
        case "[":
            var parameters = ""
            while let character = characters.popFirst() {
                guard !character.isLetter else {
                    control(character, parameters.split(separator: ";").compactMap { Int($0) })
                    return
                }
                parameters.append(character)
            }
        default: break
        }
    }

    private mutating func control(_ command: Character, _ parameters: [Int]) {
        pendingWrap = false
        switch command {
        case "H":
            row = min(rows, max(1, parameters.first ?? 1)) - 1
            column = min(columns, max(1, parameters.count > 1 ? parameters[1] : 1)) - 1
        case "J":
            cells = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        case "K":
            for index in column..<columns { cells[row][index] = " " }
        case "D":
            column = max(0, column - max(1, parameters.first ?? 1))
        default:
            break
        }
    }
}

extension ScriptedTerminal {
    /// What its window shows after everything written so far (40 rows when it has no height).
    public var window: [String] {
        var screen = VirtualScreen(rows: size.rows ?? 40, columns: size.columns)
        screen.write(output)
        return screen.lines
    }
}
