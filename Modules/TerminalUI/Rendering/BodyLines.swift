/// A body's lines as the renderer made them, some only when asked for: tables side by side put a line
/// together when it is shown (see `ScreenRenderer.lines(sideBySide:)`), every other block is made whole.
/// So a window shows twenty lines of a team sheet of 10 000 without making the rest.
public struct BodyLines: RandomAccessCollection {
    /// Lines `start..<start + count`, each made by `line` from its index among them.
    private struct Part {
        let start: Int
        let count: Int
        let line: (Int) -> String
    }

    private var parts: [Part] = []
    public private(set) var endIndex = 0
    public var startIndex: Int { 0 }

    public init() {}

    /// Lines made already.
    public init(_ lines: [String]) {
        append(lines)
    }

    /// `count` lines, each made by `line` when asked for.
    init(count: Int, line: @escaping (Int) -> String) {
        append(count: count, line: line)
    }

    public subscript(position: Int) -> String {
        precondition(position >= 0 && position < endIndex, "no line \(position) of \(endIndex)")
        // A body has a few parts: the last one starting at or before the line is its part.
        let part = parts.last { $0.start <= position }!
        return part.line(position - part.start)
    }

    mutating func append(_ lines: [String]) {
        append(count: lines.count) { lines[$0] }
    }

    mutating func append(_ other: BodyLines) {
        for part in other.parts { append(count: part.count, line: part.line) }
    }

    private mutating func append(count: Int, line: @escaping (Int) -> String) {
        guard count > 0 else { return }
        parts.append(Part(start: endIndex, count: count, line: line))
        endIndex += count
    }
}
