import FootballGatherApp
import Presentation
import Testing

/// Every implementation of the match screen, as the composition root builds it: each behaviour test
/// runs once per pattern, so all are held to the same lines in, the same screens and the same stored
/// match out. They come from the App's own list (`MatchPattern`, what `--pattern` takes): a pattern
/// added there is tested here by construction.
struct MatchImplementation: Sendable, CustomTestStringConvertible {
    let pattern: MatchPattern

    var name: String { pattern.title }
    var builder: any MatchScreenBuilding.Type { pattern.builder }
    var testDescription: String { name }

    static let all = MatchPattern.allCases.map(MatchImplementation.init)
}
