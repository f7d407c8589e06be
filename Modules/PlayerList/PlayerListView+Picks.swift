import Foundation

/// The View reads the players a line picks.
extension PlayerPicks {
    /// Nil when the line is none of the forms a pick takes.
    public init?(_ line: String) {
        let text = line.lowercased()
            .replacingOccurrences(of: "–", with: "-")
            .replacingOccurrences(of: #"\s*-\s*"#, with: "-", options: .regularExpression)
            .trimmingCharacters(in: .whitespaces)
        switch text {
        case "all": kind = .all
        case "none": kind = .none
        default:
            let parts = text.split { $0 == "," || $0.isWhitespace }
            var ranges: [ClosedRange<Int>] = []
            for part in parts {
                guard let range = Self.range(part) else { return nil }
                ranges.append(range)
            }
            kind = .numbers(ranges)
        }
    }

    /// "4" or "2-5" (or "5-2": a range means the same both ways round).
    private static func range(_ part: Substring) -> ClosedRange<Int>? {
        let ends = part.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(ends.count) else { return nil }
        let numbers = ends.compactMap { Int($0) }
        guard numbers.count == ends.count, let first = numbers.first, let last = numbers.last else { return nil }
        return min(first, last)...max(first, last)
    }
}
