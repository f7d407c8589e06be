import Foundation
import TerminalUI

/// The View reads the players a line picks.
extension PlayerPicks {
    /// Nil when the line is none of the forms a pick takes.
    public init?(_ line: String) {
        let text = line.lowercased().trimmingCharacters(in: .whitespaces)
        switch text {
        case "all": kind = .all
        case "none": kind = .none
        default:
            guard let ranges = CommandInput.numberRanges(text) else { return nil }
            kind = .numbers(ranges)
        }
    }
}
