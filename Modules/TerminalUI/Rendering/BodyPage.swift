/// A screen fitted to the height of its window. The title line and its rule are always the top rows and
/// the footer (the news, the commands) sits just above the prompt; the body between them is whole when
/// it fits, else the lines that fit from `firstLine` on, followed by a line saying which lines these are
/// ("lines 1–12 of 30 · Enter shows more"). Nothing is ever drawn past the window's bottom, so nothing
/// scrolls the title away. Kept by the loop for the screen on top: it starts again from the top when
/// the body changes.
struct BodyPage: Equatable {
    /// Index of the first body line shown.
    var firstLine = 0
    /// The body lines shown by the last fit; nil when the body was shown whole.
    private(set) var shown: Range<Int>?
    private(set) var total = 0

    /// Some lines below the ones shown.
    var hasMore: Bool {
        shown.map { $0.upperBound < total } ?? false
    }

    /// The last fit showed part of the body.
    var isCut: Bool { shown != nil }

    /// Enter: the lines after those shown.
    mutating func next() {
        if let shown { firstLine = shown.upperBound }
    }

    /// `header`, `body` and `footer` in at most `rows` lines. Too many lose the blank line before the
    /// footer first, and the body's own blank lines at its end; more and the body is cut. At a command prompt Enter shows the rest, and
    /// on the last lines says what it does then (`atEnd`, "Enter starts again"); at a field (`atEnd` nil) Enter is
    /// the field's, and only a taller window shows more.
    mutating func fit(header: [String], body: BodyLines, footer: [String], rows: Int, atEnd: String?, renderer: ScreenRenderer) -> [String] {
        total = body.count
        if header.count + body.count + 1 + footer.count <= rows {
            return whole(header + body + [""] + footer)
        }
        // Then the blank lines ending the body go.
        let body = body[..<(body.lastIndex { !$0.isEmpty }.map { $0 + 1 } ?? 0)]
        total = body.count
        if header.count + body.count + footer.count <= rows {
            return whole(header + body + footer)
        }
        guard !body.isEmpty else { return whole(header + footer.prefix(max(0, rows - header.count))) }
        // The note's height, its numbers as wide as they can get: the same on every page, so the last one is reached.
        let widest = Self.range(total - 1..<total, of: total)
        let endings = Self.endings(atEnd)
        let noteHeight = endings.map { renderer.render(.text(widest + " · " + $0, .dim)).count }.max() ?? 1
        let room = rows - header.count - noteHeight
        let footer = footer.prefix(max(0, room - 1))
        let size = max(1, room - footer.count)
        firstLine = max(0, min(firstLine, body.count - size))
        let page = firstLine..<min(body.count, firstLine + size)
        shown = page
        let ending = endings[page.upperBound < total || atEnd == nil ? 0 : 1]
        return header + body[page] + renderer.render(.text(Self.range(page, of: total) + " · " + ending, .dim)) + footer
    }

    private mutating func whole(_ lines: [String]) -> [String] {
        shown = nil
        firstLine = 0
        return lines
    }

    /// "lines 1–12 of 30", in the words of a list's pages.
    private static func range(_ page: Range<Int>, of total: Int) -> String {
        "lines \(Digits.grouped(page.lowerBound + 1))–\(Digits.grouped(page.upperBound)) of \(Digits.grouped(total))"
    }

    /// What follows the range: while there is more, then on the last page.
    private static func endings(_ atEnd: String?) -> [String] {
        atEnd.map { ["Enter shows more", $0] } ?? ["enlarge the window"]
    }
}
