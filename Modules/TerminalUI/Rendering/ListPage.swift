import Foundation

extension ScreenLoop {
    /// How `/ text` folds the text and each cell of a list before looking for the one in the other.
    public typealias Folding = @Sendable (String) -> String

    /// Foundation's case and accent folding: `/ diaz` finds Díaz. An app can pass its own, to find
    /// names as it sorts them.
    public nonisolated static let capitalsAndAccentsAside: Folding = {
        $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

/// Which rows of a screen's list (`Table.paging`) are shown: those matching what was found with
/// `/ text`, from `firstRow` on, as many as fit the window. Kept per screen by the loop, so a
/// resize keeps the first row shown and going back to a list finds it as it was left.
struct ListPage: Equatable {
    /// Index of the first row shown, among the rows that match.
    var firstRow = 0
    /// What `/ text` asked for; nil shows every row.
    var found: String?
    /// Rows shown on the last page drawn: what `n` and `p` move by.
    var lastPageSize = 0

    /// A command the list takes, when the screen has one: `n`, `p`, `/ text`, `/`.
    enum Command: Equatable {
        case next, previous, find(String?)

        /// Finding works through a pipe too; pages exist only on a terminal.
        var worksThroughAPipe: Bool {
            if case .find = self { true } else { false }
        }

        init?(_ line: String) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            switch trimmed.lowercased() {
            case "n": self = .next
            case "p": self = .previous
            default:
                guard trimmed.hasPrefix("/") else { return nil }
                let text = trimmed.dropFirst().trimmingCharacters(in: .whitespaces)
                self = .find(text.isEmpty ? nil : text)
            }
        }
    }

    mutating func apply(_ command: Command) {
        switch command {
        case .next: firstRow += max(1, lastPageSize)
        case .previous: firstRow = max(0, firstRow - max(1, lastPageSize))
        case .find(let text):
            found = text
            firstRow = 0
        }
    }

    /// The rows of `table` that match what was found (each keeps the number its View gave it): a
    /// cell matches when it holds the text, both folded by `folding` (capitals and accents aside),
    /// en dashes as hyphens (`/ 2-1` finds a score written 2–1).
    func matching(_ table: Table, folding: ScreenLoop.Folding = ScreenLoop.capitalsAndAccentsAside) -> [[String]] {
        guard let found else { return table.rows }
        let text = Array(folding(Self.hyphenated(found)).utf8)
        let column = table.paging?.searchedColumn
        return table.rows.filter { row in
            let cells = column.map { $0 < row.count ? [row[$0]] : [] } ?? row
            return cells.contains { Self.bytes(Array(folding(Self.hyphenated($0)).utf8), contain: text) }
        }
    }

    /// En dashes as the hyphens typed for them.
    private static func hyphenated(_ text: String) -> String {
        // An en dash is U+2013 (E2 80 93 in UTF-8), which nothing else stands for: a text without
        // that first byte has none, and is not handed to Foundation (a search through every row).
        text.utf8.contains(0xE2) && text.contains("–") ? text.replacingOccurrences(of: "–", with: "-") : text
    }

    /// Whether `part` is in `whole`, byte for byte (in UTF-8 a text is found only where a character
    /// starts): several times faster than `String.contains`, for every row at every draw.
    static func bytes(_ whole: [UInt8], contain part: [UInt8]) -> Bool {
        guard whole.count >= part.count else { return false }
        guard let first = part.first else { return true }
        var start = 0
        while let found = whole[start...].firstIndex(of: first), found + part.count <= whole.count {
            if whole[found..<(found + part.count)].elementsEqual(part) { return true }
            start = found + 1
        }
        return false
    }
}

extension ListPage {
    /// `content` with its list (the first table with `paging`) cut to the rows that match what was found
    /// and, on a terminal `rows` lines tall, to the page that fits under the title and above the commands,
    /// with a line saying which rows these are. Through a pipe (`rows` nil) every matching row is shown.
    /// A list that fits whole, with nothing found, is shown as it is.
    mutating func shown(
        in content: ScreenContent, rows: Int?, renderer: ScreenRenderer, showingHelp: Bool, folding: ScreenLoop.Folding
    ) -> ScreenContent {
        guard let index = content.body.firstIndex(where: Self.isList), case .table(var table) = content.body[index] else { return content }
        let all = table.rows.count
        let matching = matching(table, folding: folding)
        let whole = content
        var content = content
        content.actions += Self.actions(paged: rows != nil)
        let others = content.body.enumerated().filter { $0.offset != index }.flatMap { renderer.render($0.element) }
        let fixed = renderer.header(content).count + others.count + 2 + renderer.footer(content, showingHelp: showingHelp).count + 1
        var pageSize = matching.count
        if let rows {
            // The line saying which rows these are may wrap in a narrow window: its height is found in two tries at most.
            var noteHeight = 1
            for _ in 0..<2 {
                pageSize = Self.rowsThatFit(table, matching, lines: rows - fixed - (noteHeight - 1), renderer: renderer)
                firstRow = min(firstRow, max(0, matching.count - pageSize))
                let shown = min(pageSize, matching.count - firstRow)
                let height = renderer.render(.text(note(shown: shown, matching: matching.count, all: all), .dim)).count
                if height <= noteHeight { break }
                noteHeight = height
            }
        } else {
            firstRow = 0
        }
        lastPageSize = pageSize
        guard found != nil || pageSize < matching.count else { return whole }
        table.rows = Array(matching[firstRow..<min(matching.count, firstRow + pageSize)])
        content.body[index] = .table(table)
        content.body.insert(.text(note(shown: table.rows.count, matching: matching.count, all: all), .dim), at: index + 1)
        return content
    }

    private func note(shown: Int, matching: Int, all: Int) -> String {
        if let found, matching == 0 {
            return "no row matches “\(found)” (\(Digits.grouped(all)) in all) · / alone shows every row"
        }
        let range = shown == 0 ? "no rows" : "rows \(Digits.grouped(firstRow + 1))–\(Digits.grouped(firstRow + shown))"
        let of = found.map { "of \(Digits.grouped(matching)) matching “\($0)” (\(Digits.grouped(all)) in all)" } ?? "of \(Digits.grouped(all))"
        let more = firstRow + shown < matching ? " · n next page" : ""
        let back = firstRow > 0 ? " · p previous" : ""
        return "\(range) \(of)\(more)\(back)" + (found == nil ? " · / text to find" : " · / alone shows every row")
    }

    /// As many rows as fit `lines` (one at least): a narrow table shows each row on several lines.
    private static func rowsThatFit(_ table: Table, _ rows: [[String]], lines: Int, renderer: ScreenRenderer) -> Int {
        func height(_ count: Int) -> Int {
            var page = table
            page.rows = Array(rows.prefix(count))
            return renderer.render(.table(page)).count
        }
        var count = min(rows.count, max(1, lines - 1))
        while count > 1 {
            let used = height(count)
            if used <= lines { break }
            count = max(1, min(count - 1, count * lines / used))
        }
        // The guess may have gone below what fits (rows of several lines each): one more while it fits.
        while count < rows.count, height(count + 1) <= lines { count += 1 }
        return count
    }

    static func isList(_ block: Block) -> Bool {
        if case .table(let table) = block { table.paging != nil } else { false }
    }

    private static func actions(paged: Bool) -> [Action] {
        (paged
            ? [
                Action("n", "next page", help: "Show the next rows of the list."),
                Action("p", "previous page", help: "Show the rows before these."),
            ] : [])
            + [Action("/ text", "find", help: "Show only the rows with text in their name, capitals and accents aside; / alone shows every row again.")]
    }
}
