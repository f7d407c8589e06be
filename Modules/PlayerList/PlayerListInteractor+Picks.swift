import Foundation

/// The players a line picks: numbers, ranges and lists of them in any mix ("3", "1 3 4", "1,2,3",
/// "1-4", "1-3, 7"), `all` or `none`. The View reads it from the line typed (a screen of another
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

    /// Whether nothing at all was typed.
    public var isEmpty: Bool { kind == .numbers([]) }

    /// "1 3-4", "all", "none"; "" for nothing.
    public var description: String {
        switch kind {
        case .all: "all"
        case .none: "none"
        case .numbers(let ranges):
            ranges.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: " ")
        }
    }

    /// The row numbers named in a roster of `count`; the first number outside it is refused.
    func numbers(in count: Int) throws(PlayerListRefusal) -> [Int] {
        switch kind {
        case .all: return count > 0 ? Array(1...count) : []
        case .none: return []
        case .numbers(let ranges):
            // A range is checked by its ends, so "1-999999999" is refused without being counted out.
            if let wrong = ranges.lazy.flatMap({ [$0.lowerBound, $0.upperBound] }).first(where: { $0 < 1 || $0 > count }) {
                throw .noSuchPlayer(wrong, count: count)
            }
            return ranges.flatMap { Array($0) }
        }
    }
}
