import Foundation

/// The players a line picks: numbers, ranges and lists of them in any mix ("3", "1 3 4", "1,2,3",
/// "1-4", "1-3, 7"), `all` or `none`. The Presenter reads it from the line typed (a screen of another
/// front end would make one from taps); the Interactor checks it against the roster (`numbers(in:)`).
public struct PlayerPicks: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case all
        case none
        /// Each range as typed, low to high ("4" is 4...4); empty for nothing typed.
        case numbers([ClosedRange<Int>])
    }

    public let kind: Kind

    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// Nil when the line is none of the forms above.
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

    /// Whether nothing at all was typed.
    public var isEmpty: Bool { kind == .numbers([]) }

    /// "1 3-4", "all", "none"; "" for nothing.
    public var description: String {
        switch kind {
        case .all: "all"
        case .none: "none"
        case .numbers(let ranges): ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: " ")
        }
    }

    /// The row numbers named in a roster of `count`; the first number outside it is refused.
    func numbers(in count: Int) -> Result<[Int], PlayerListRefusal> {
        switch kind {
        case .all: return .success(count > 0 ? Array(1...count) : [])
        case .none: return .success([])
        case .numbers(let ranges):
            // A range is checked by its ends, so "1-999999999" is refused without being counted out.
            if let wrong = ranges.lazy.flatMap({ [$0.lowerBound, $0.upperBound] }).first(where: { $0 < 1 || $0 > count }) {
                return .failure(.noSuchPlayer(wrong, count: count))
            }
            return .success(ranges.flatMap { Array($0) })
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
