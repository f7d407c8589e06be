import Domain
import Presentation
import TerminalUI

/// One player on the sheet, as shown.
public struct ConfirmPlayersEntry: Sendable, Equatable {
    /// What the user types to move this player; stable across moves.
    public var number: Int
    public var name: String
    /// The position's acronym, or "—".
    public var position: String
    /// The skill, short: "beg", "am", "pro", or "—".
    public var skill: String = Wording.missing
}

/// What the confirm screen is showing.
public enum ConfirmPlayersState: Sendable, Equatable {
    /// Nobody was picked (the screen was opened without players).
    case empty
    /// The three groups, each in number order.
    case teams(teamA: [ConfirmPlayersEntry], teamB: [ConfirmPlayersEntry], bench: [ConfirmPlayersEntry])
}

/// Everything the confirm view shows.
public struct ConfirmPlayersViewModel: Sendable, Equatable {
    public var state: ConfirmPlayersState = .teams(teamA: [], teamB: [], bench: [])
    /// How the last automatic split was made; gone once someone is moved by hand.
    public var explanation: String?
    /// Each team's skill points, "4 pts", whoever placed the players.
    public var teamAPoints: String = ConfirmPlayersWording.points(0)
    public var teamBPoints: String = ConfirmPlayersWording.points(0)
    public var message: Message?
    /// The question being asked, if any: the View reads the next line as its answer.
    public var question: ConfirmPlayersQuestion?
    /// The team sheet's share block, just asked for: its lines, shown once in place of the sheet.
    public var shared: [String]?
    /// A start just failed: `r` tries again.
    public var offersRetry = false
}

/// A question the sheet asks, and so how its answer is read.
public enum ConfirmPlayersQuestion: Sendable, Equatable {
    /// "… Start anyway? (y/n)", "… Replace it? (y/n)".
    case yesOrNo(String)
    /// "Another match is unfinished: … resume, discard, or b".
    case unfinishedMatch(String)

    public var text: String {
        switch self {
        case .yesOrNo(let text), .unfinishedMatch(let text): text
        }
    }
}

extension ConfirmPlayersViewModel {
    /// The sheet as shown: each group in number order, and each team's skill points.
    init(
        sheet: TeamSheet, explanation: String?, points: (teamA: Int, teamB: Int),
        message: Message?, question: ConfirmPlayersQuestion?, shared: [String]?, offersRetry: Bool
    ) {
        func entries(_ team: Team) -> [ConfirmPlayersEntry] {
            sheet.numbers(in: team).compactMap { number in
                sheet.player(numbered: number).map {
                    ConfirmPlayersEntry(
                        number: number, name: $0.name, position: $0.position?.acronym ?? Wording.missing,
                        skill: ConfirmPlayersWording.skill($0.skill)
                    )
                }
            }
        }
        self.init(
            state: sheet.players.isEmpty ? .empty : .teams(teamA: entries(.teamA), teamB: entries(.teamB), bench: entries(.bench)),
            explanation: explanation,
            teamAPoints: ConfirmPlayersWording.points(points.teamA),
            teamBPoints: ConfirmPlayersWording.points(points.teamB),
            message: message,
            question: question,
            shared: shared,
            offersRetry: offersRetry
        )
    }
}
