import TerminalUI

/// Checks that a table printed as text lines up on a terminal: each column starts
/// at the same display column (measured with `SafeText.width`, where wide
/// characters take two) on the header and on every row.
public enum TableAlignment {
    /// The display columns where the header's titles start (after two or more spaces).
    public static func columnStarts(ofHeader header: String) -> [Int] {
        var starts: [Int] = []
        var column = 0
        var spaces = 2
        for character in header {
            if character == " " {
                spaces += 1
            } else {
                if spaces >= 2 { starts.append(column) }
                spaces = 0
            }
            column += SafeText.width(String(character))
        }
        return starts
    }

    /// The row cut at the header's column starts; nil when a cut falls inside a wide character.
    public static func cells(of row: String, at starts: [Int]) -> [String]? {
        var cells = Array(repeating: "", count: starts.count)
        var column = 0
        for character in row {
            let width = SafeText.width(String(character))
            guard let index = starts.lastIndex(where: { $0 <= column }) else {
                cells[0].append(character)  // the margin before the first column
                column += width
                continue
            }
            // A character that starts before a column start and ends after it straddles the cut.
            if starts.contains(where: { $0 > column && $0 < column + width }) { return nil }
            cells[index].append(character)
            column += width
        }
        return cells
    }

    /// What is out of line in `rows` under `header`; empty when everything lines up.
    /// `rightAligned` columns may start with spaces; every other non-empty cell starts
    /// with its text, and every cell but the last ends with the two-space gap.
    public static func problems(header: String, rows: [String], rightAligned: Set<Int> = []) -> [String] {
        let starts = columnStarts(ofHeader: header)
        guard starts.count > 1 else { return ["no columns in “\(header)”"] }
        var problems: [String] = []
        for row in [header] + rows {
            guard let cells = cells(of: row, at: starts) else {
                problems.append("a wide character straddles a column in “\(row)”")
                continue
            }
            let lastFilled = cells.lastIndex { !$0.allSatisfy { $0 == " " } } ?? 0
            for (index, cell) in cells.enumerated() where index <= lastFilled {
                let blank = cell.allSatisfy { $0 == " " }
                let startsWithText = cell.first.map { $0 != " " } ?? false
                if !blank, !rightAligned.contains(index), index > 0, !startsWithText {
                    problems.append("column \(index + 1) starts late in “\(row)”")
                }
                if index < lastFilled, !cell.hasSuffix("  ") {
                    problems.append("column \(index + 1) runs into the next in “\(row)”")
                }
            }
        }
        return problems
    }
}
