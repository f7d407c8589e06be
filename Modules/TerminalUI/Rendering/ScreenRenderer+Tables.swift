/// Tables fitted to the width: the flexible column shrinks with "…"; a table that still
/// does not fit is shown one row per block; tables side by side stack when they can't sit
/// next to each other. A table with no flexible column is drawn as it is: its rows are
/// not records (the team sheet's are teams side by side).
extension ScreenRenderer {
    func render(_ table: Table) -> [String] {
        let layout = TableLayout(table)
        let room = width - 1
        let shrinks = table.columns.contains(where: \.flexible)
        guard layout.minimum <= room || !shrinks else { return records(table) }
        var lines = layout.lines(width: room).map { $0.isEmpty ? "" : " " + $0 }
        lines[0] = style(lines[0], .dim)
        return lines
    }

    func render(sideBySide tables: [Table]) -> [String] {
        Array(lines(sideBySide: tables))
    }

    /// Tables side by side, each line put together only when it is asked for: a team sheet of 10 000 is
    /// measured whole, for its widths, but a window shows some twenty of its lines.
    func lines(sideBySide tables: [Table]) -> BodyLines {
        let layouts = tables.map(TableLayout.init)
        let gap = 2
        let room = width - 1 - gap * max(0, tables.count - 1)
        guard layouts.map(\.minimum).reduce(0, +) <= room else {
            return BodyLines(tables.enumerated().flatMap { index, table in (index == 0 ? [] : [""]) + render(table) })
        }
        let widths = Self.share(room, minimums: layouts.map(\.minimum), wanted: layouts.map(\.natural))
        // A cell that wraps makes a table's lines differ from its rows: then they are all made at once.
        guard !zip(layouts, widths).contains(where: { $0.wraps(width: $1) }) else {
            let columns = zip(layouts, widths).map { $0.lines(width: $1) }
            return BodyLines(count: columns.map(\.count).max() ?? 0) { row in
                joined(columns.map { row < $0.count ? $0[row] : "" }, widths: widths, gap: gap, row: row)
            }
        }
        let columnWidths = zip(layouts, widths).map { $0.columnWidths(width: $1) }
        return BodyLines(count: layouts.map(\.count).max() ?? 0) { row in
            joined(
                layouts.indices.map { row < layouts[$0].count ? layouts[$0].line(row, widths: columnWidths[$0]) : "" },
                widths: widths, gap: gap, row: row)
        }
    }

    /// One line of tables side by side from each one's cell, `widths` wide and `gap` apart, after the
    /// margin; the first is the titles', dimmed. No trailing spaces.
    private func joined(_ cells: [String], widths: [Int], gap: Int, row: Int) -> String {
        var bytes: [UInt8] = []
        // Spaces are owed until a cell follows them, so a line ends with no trailing spaces.
        var owed = 1
        for (index, cell) in cells.enumerated() {
            if !cell.isEmpty {
                bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: owed))
                bytes.append(contentsOf: cell.utf8)
                owed = 0
            }
            owed += max(0, widths[index] - SafeText.width(cell)) + gap
        }
        let line = String(decoding: bytes, as: UTF8.self)
        return row == 0 ? style(line, .dim) : line
    }

    /// One block per row, a "Title  value" line per non-empty cell, a blank line between rows.
    func records(_ table: Table) -> [String] {
        let titles = table.columns.map { SafeText.sanitize($0.title) }
        let titleWidth = titles.map(SafeText.width).max() ?? 0
        let valueWidth = max(4, width - 3 - titleWidth)
        var lines: [String] = []
        for row in table.rows {
            if !lines.isEmpty { lines.append("") }
            for (title, cell) in zip(titles, row) where !cell.isEmpty {
                let value = SafeText.truncate(SafeText.sanitize(cell), to: valueWidth)
                lines.append(" " + style(SafeText.pad(title, to: titleWidth), .dim) + "  " + value)
            }
        }
        return lines
    }

    /// Each gets its minimum, then the rest goes a column at a time to whoever wants more.
    static func share(_ room: Int, minimums: [Int], wanted: [Int]) -> [Int] {
        var widths = minimums
        var left = room - minimums.reduce(0, +)
        while left > 0 {
            let wanting = widths.indices.filter { widths[$0] < wanted[$0] }
            guard !wanting.isEmpty else { break }
            for index in wanting where left > 0 {
                widths[index] += 1
                left -= 1
            }
        }
        return widths
    }
}

/// A table measured once: how wide it wants to be, how narrow it can get, and its lines
/// at a given width (without the screen's left margin, and with no trailing spaces).
struct TableLayout {
    let table: Table
    /// Every cell's width, the titles' row first, in one flat array: a list can have thousands of rows.
    /// The cells stay in `table`; those that had to be made safe to show are kept here, by the same place.
    private let cellWidths: [Int32]
    private let sanitized: [Int: String]
    private let titles: [String]
    /// The titles' row, then the table's.
    private let rowCount: Int
    private let widths: [Int]
    private let flexible: Int?
    private let flexibleFloor: Int
    let natural: Int
    let minimum: Int

    static let spacing = 2
    /// A name cut shorter than this no longer reads.
    static let flexibleMinimum = 6

    init(_ table: Table) {
        self.table = table
        let columnCount = table.columns.count
        titles = table.columns.map(\.title)
        rowCount = table.rows.count + 1
        var cellWidths = [Int32](repeating: 0, count: rowCount * columnCount)
        var sanitized: [Int: String] = [:]
        var widths = Array(repeating: 0, count: columnCount)
        func measure(_ row: [String], at rowIndex: Int) {
            for index in 0..<min(row.count, columnCount) {
                let cell = row[index]
                let cellWidth: Int
                // Most cells are plain: one look at their bytes gives both.
                if SafeText.isPrintableASCII(cell) {
                    cellWidth = cell.utf8.count
                } else {
                    let safe = SafeText.sanitize(cell)
                    cellWidth = SafeText.width(safe)
                    if !safe.utf8.elementsEqual(cell.utf8) { sanitized[rowIndex * columnCount + index] = safe }
                }
                cellWidths[rowIndex * columnCount + index] = Int32(clamping: cellWidth)
                widths[index] = max(widths[index], cellWidth)
            }
        }
        measure(titles, at: 0)
        for (offset, row) in table.rows.enumerated() { measure(row, at: offset + 1) }
        self.cellWidths = cellWidths
        self.sanitized = sanitized
        self.widths = widths
        flexible = table.columns.firstIndex(where: \.flexible)
        natural = widths.reduce(0, +) + Self.spacing * max(0, columnCount - 1)
        // The flexible column is cut no narrower than its title.
        let floor = flexible.map { max(Self.flexibleMinimum, Int(cellWidths[$0])) } ?? 0
        flexibleFloor = floor
        minimum = natural - (flexible.map { max(0, widths[$0] - floor) } ?? 0)
    }

    /// The cell of row `rowIndex` (0 is the titles) and `column` as it is shown: made safe, "" where a row is short.
    private func cell(_ rowIndex: Int, _ column: Int) -> String {
        if let safe = sanitized[rowIndex * widths.count + column] { return safe }
        let row = rowIndex == 0 ? titles : table.rows[rowIndex - 1]
        return column < row.count ? row[column] : ""
    }

    /// The titles' row, then the table's: a table's lines, unless a cell wraps onto more.
    var count: Int { rowCount }

    /// Whether a cell of the last column wraps onto more lines at `width`, so rows and lines differ.
    func wraps(width: Int) -> Bool {
        guard table.columns.last?.wraps == true, let last = widths.indices.last else { return false }
        let room = columnWidths(width: width)[last]
        return (0..<rowCount).contains { Int(cellWidths[$0 * widths.count + last]) > room }
    }

    /// Each column's width at `width`: the flexible one gives up what is missing, down to its floor.
    func columnWidths(width: Int) -> [Int] {
        var widths = widths
        if let flexible { widths[flexible] -= max(0, min(natural - width, widths[flexible] - flexibleFloor)) }
        return widths
    }

    func lines(width: Int) -> [String] {
        let widths = columnWidths(width: width)
        var lines: [String] = []
        lines.reserveCapacity(rowCount)
        for rowIndex in 0..<rowCount {
            let text = line(rowIndex, widths: widths)
            // Only a wrapping cell makes a row more than one line. (Searched as bytes: `contains` with a
            // string goes through Foundation, slow on a list of thousands.)
            if text.utf8.contains(UInt8(ascii: "\n")) {
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            } else {
                lines.append(text)
            }
        }
        return lines
    }

    /// Row `rowIndex` (0 is the titles) in columns `widths` wide: a wrapping cell's lines after the first
    /// follow a newline, starting under the cell.
    func line(_ rowIndex: Int, widths: [Int]) -> String {
        let columnCount = table.columns.count
        let first = rowIndex * columnCount
        // Nothing after the last non-empty cell, so lines carry no trailing spaces.
        let cells = (0..<columnCount).map { cell(rowIndex, $0) }
        guard let last = cells.lastIndex(where: { !$0.isEmpty }) else { return "" }
        let lastWraps = table.columns.last?.wraps ?? false
        // Put together as bytes and made a string once: appending to a string checks more.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(natural + 1)
        func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
        func appendSpaces(_ count: Int) { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
        for index in 0...last {
            let cell = cells[index]
            let cellWidth = Int(cellWidths[first + index])
            let alignment = table.columns[index].alignment
            if cellWidth > widths[index], index == columnCount - 1, lastWraps {
                // The lines after the first start under the cell's first line.
                let indent = "\n" + String(repeating: " ", count: SafeText.width(String(decoding: bytes, as: UTF8.self)))
                append(SafeText.wrap(cell, to: widths[index]).joined(separator: indent))
            } else if cellWidth > widths[index] {
                append(SafeText.pad(cell, to: widths[index], alignment: alignment))
            } else {
                let gap = widths[index] - cellWidth
                if alignment == .right { appendSpaces(gap) }
                append(cell)
                if alignment == .left, index < last { appendSpaces(gap) }
            }
            if index < last { appendSpaces(Self.spacing) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
