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
        let layouts = tables.map(TableLayout.init)
        let gap = 2
        let room = width - 1 - gap * max(0, tables.count - 1)
        guard layouts.map(\.minimum).reduce(0, +) <= room else {
            return tables.enumerated().flatMap { index, table in (index == 0 ? [] : [""]) + render(table) }
        }
        let widths = Self.share(room, minimums: layouts.map(\.minimum), wanted: layouts.map(\.natural))
        let columns = zip(layouts, widths).map { $0.lines(width: $1) }
        let height = columns.map(\.count).max() ?? 0
        var lines: [String] = []
        lines.reserveCapacity(height)
        // Put together as bytes, as a table's own lines are: a team sheet of thousands has as many lines.
        var bytes: [UInt8] = []
        for row in 0..<height {
            bytes.removeAll(keepingCapacity: true)
            // Spaces are owed until a cell follows them, so a line ends with no trailing spaces.
            var owed = 1
            for (index, column) in columns.enumerated() {
                let cell = row < column.count ? column[row] : ""
                if !cell.isEmpty {
                    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: owed))
                    bytes.append(contentsOf: cell.utf8)
                    owed = 0
                }
                owed += max(0, widths[index] - SafeText.width(cell)) + gap
            }
            lines.append(String(decoding: bytes, as: UTF8.self))
        }
        if !lines.isEmpty { lines[0] = style(lines[0], .dim) }
        return lines
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
    /// Every cell, sanitised, and its width, each in one flat array: a list can have thousands of rows.
    private let cells: [String]
    private let cellWidths: [Int]
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
        let rows = [table.columns.map(\.title)] + table.rows
        var cells = [String](repeating: "", count: rows.count * columnCount)
        var cellWidths = [Int](repeating: 0, count: rows.count * columnCount)
        var widths = Array(repeating: 0, count: columnCount)
        for (rowIndex, row) in rows.enumerated() {
            for index in 0..<min(row.count, columnCount) {
                // Most cells are plain: one look at their bytes gives both.
                let plain = SafeText.isPrintableASCII(row[index])
                let cell = plain ? row[index] : SafeText.sanitize(row[index])
                let cellWidth = plain ? cell.utf8.count : SafeText.width(cell)
                cells[rowIndex * columnCount + index] = cell
                cellWidths[rowIndex * columnCount + index] = cellWidth
                widths[index] = max(widths[index], cellWidth)
            }
        }
        self.cells = cells
        self.cellWidths = cellWidths
        rowCount = rows.count
        self.widths = widths
        flexible = table.columns.firstIndex(where: \.flexible)
        natural = widths.reduce(0, +) + Self.spacing * max(0, columnCount - 1)
        // The flexible column is cut no narrower than its title.
        let floor = flexible.map { max(Self.flexibleMinimum, cellWidths[$0]) } ?? 0
        flexibleFloor = floor
        minimum = natural - (flexible.map { max(0, widths[$0] - floor) } ?? 0)
    }

    func lines(width: Int) -> [String] {
        var widths = widths
        if let flexible { widths[flexible] -= max(0, min(natural - width, widths[flexible] - flexibleFloor)) }
        let columnCount = table.columns.count
        // Looked up once, not per cell: a list can have thousands of rows.
        let alignments = table.columns.map(\.alignment)
        let lastWraps = table.columns.last?.wraps ?? false
        // Each line is put together as bytes and made a string once: appending to a string checks more.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(natural + 1)
        func append(_ text: String) { bytes.append(contentsOf: text.utf8) }
        func appendSpaces(_ count: Int) { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
        func line(_ rowIndex: Int) -> String {
            let first = rowIndex * columnCount
            // Nothing after the last non-empty cell, so lines carry no trailing spaces.
            guard let last = (0..<columnCount).last(where: { !cells[first + $0].isEmpty }) else { return "" }
            bytes.removeAll(keepingCapacity: true)
            for index in 0...last {
                let cell = cells[first + index]
                let cellWidth = cellWidths[first + index]
                let alignment = alignments[index]
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
        var lines: [String] = []
        lines.reserveCapacity(rowCount)
        for rowIndex in 0..<rowCount {
            let text = line(rowIndex)
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
}
