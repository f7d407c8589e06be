/// The line being typed at a prompt on a terminal: its text, the cursor, and ↑/↓ through the
/// lines typed before at that kind of prompt.
public struct LineEditor: Sendable, Equatable {
    /// What a key did.
    public enum Outcome: Sendable, Equatable {
        case unchanged
        case edited
        case submitted(String)
        case endOfInput
    }

    public private(set) var characters: [Character] = []
    public private(set) var cursor = 0
    /// Which earlier line ↑ shows, counted from the end of the history; nil while typing a new one.
    private var recalled: Int?
    /// The line being typed before ↑ went back through the history.
    private var draft: [Character] = []

    public init() {}

    public var text: String { String(characters) }
    /// What follows the cursor, to place the cursor after drawing the line.
    public var afterCursor: String { String(characters[cursor...]) }

    /// Applies `key`; `history` is the lines typed before at this kind of prompt, oldest first.
    public mutating func apply(_ key: Key, history: [String]) -> Outcome {
        switch key {
        case .text(let text):
            characters.insert(contentsOf: Array(text), at: cursor)
            cursor += text.count
        case .enter:
            let line = text
            self = LineEditor()
            return .submitted(line)
        case .endOfInput:
            guard characters.isEmpty else { return apply(.delete, history: history) }
            return .endOfInput
        case .backspace:
            guard cursor > 0 else { return .unchanged }
            cursor -= 1
            characters.remove(at: cursor)
        case .delete:
            guard cursor < characters.count else { return .unchanged }
            characters.remove(at: cursor)
        case .left, .right, .home, .end:
            return move(key)
        case .deleteToStart:
            guard cursor > 0 else { return .unchanged }
            characters.removeSubrange(..<cursor)
            cursor = 0
        case .deleteToEnd:
            guard cursor < characters.count else { return .unchanged }
            characters.removeSubrange(cursor...)
        case .deleteWordBack:
            guard cursor > 0 else { return .unchanged }
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .up, .down:
            return recall(key == .up, history)
        }
        // An edited line is a new one, whatever it was recalled from.
        recalled = nil
        return .edited
    }

    private mutating func move(_ key: Key) -> Outcome {
        let moved =
            switch key {
            case .left: max(cursor - 1, 0)
            case .right: min(cursor + 1, characters.count)
            case .home: 0
            default: characters.count
            }
        guard moved != cursor else { return .unchanged }
        cursor = moved
        return .edited
    }

    private mutating func recall(_ earlier: Bool, _ history: [String]) -> Outcome {
        let next: Int?
        if earlier {
            guard !history.isEmpty else { return .unchanged }
            next = min((recalled ?? -1) + 1, history.count - 1)
        } else {
            guard let recalled else { return .unchanged }
            next = recalled > 0 ? recalled - 1 : nil
        }
        guard next != recalled else { return .unchanged }
        if recalled == nil { draft = characters }
        recalled = next
        characters = next.map { Array(history[history.count - 1 - $0]) } ?? draft
        cursor = characters.count
        return .edited
    }
}
