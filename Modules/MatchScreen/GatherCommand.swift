import Domain
import Presentation
import TerminalUI

/// A line typed at the match screen, read into what it means: every implementation reads a line
/// the same way, so the same keys do the same thing in every pattern.
public enum GatherCommand: Sendable, Equatable {
    /// `a+`, `b-`: one goal more (+1) or less (-1); `a+ 3` (or `a+3`) credits the side's player 3.
    case score(GatherSide, goals: Int, scorer: Int?)
    /// `s`: start, or resume after a pause.
    case start
    case pause
    case reset
    /// `t mm:ss`, `t m`: the new set time, in seconds.
    case setTime(seconds: Int)
    /// `sub N a|b|bench`.
    case sub(number: Int, to: Team)
    /// `end`: asks to confirm first.
    case end
    case back
    /// `share`, with what followed it (`md`, a file).
    case share(ShareCommand)
    /// Enter alone: the match again, after a share block.
    case enter
    /// Yes or no to the (y/n) question on screen.
    case answer(Bool)
    case unreadable(GatherUnreadable)
    case unknown(String)

    /// `asking`: a (y/n) question is on screen, so the line can only be its answer.
    public init(_ input: String, asking: Bool) {
        if asking {
            self = TypedInput.answer(input).map(Self.answer) ?? .unreadable(.answer)
            return
        }
        let command = CommandInput(Self.separatingScorer(input))
        switch command.word {
        case "share":
            self = ShareCommand(typed: command.text()).map(Self.share) ?? .unreadable(.share)
        case "sub":
            self = Self.substitution(command.arguments).map { .sub(number: $0.0, to: $0.1) } ?? .unreadable(.sub)
        case "t", "time":
            self = TypedInput.seconds(command.arguments.joined(separator: " ")).map(Self.setTime) ?? .unreadable(.time)
        default:
            self = Self.bare(command, input)
        }
    }

    private static let scoreCommands: [String: (GatherSide, Int)] = ["a+": (.teamA, 1), "a-": (.teamA, -1), "b+": (.teamB, 1), "b-": (.teamB, -1)]

    /// A command of one word, or a score command with its scorer's number.
    private static func bare(_ command: CommandInput, _ input: String) -> GatherCommand {
        if let (side, goals) = scoreCommands[command.word], let numbers = command.numberArguments, numbers.count == 1 {
            return .score(side, goals: goals, scorer: numbers[0])
        }
        if let (side, goals) = scoreCommands[command.word] {
            return command.arguments.isEmpty ? .score(side, goals: goals, scorer: nil) : .unreadable(.scorer(side))
        }
        return switch command.bareWord {
        case "s", "start", "resume": .start
        case "p", "pause": .pause
        case "r", "reset": .reset
        case "end": .end
        case "b", "back": .back
        case "": .enter
        default: .unknown(input)
        }
    }

    /// `sub 5 a`: one player's number, then a, b or bench.
    private static func substitution(_ arguments: [String]) -> (Int, Team)? {
        guard arguments.count == 2, arguments[0].count <= 9, let number = Int(arguments[0]) else { return nil }
        let team: Team? =
            switch arguments[1].lowercased() {
            case "a": .teamA
            case "b": .teamB
            case "bench": .bench
            default: nil
            }
        return team.map { (number, $0) }
    }

    /// "a+2" as "a+ 2": the number may follow the score command without a space.
    static func separatingScorer(_ input: String) -> String {
        let trimmed = input.trimmingCharacters(in: .whitespaces)
        let command = String(trimmed.prefix(2)).lowercased()
        let rest = trimmed.dropFirst(2)
        guard scoreCommands[command] != nil, let first = rest.first, first.isASCII, first.isNumber else { return input }
        return command + " " + rest
    }
}
