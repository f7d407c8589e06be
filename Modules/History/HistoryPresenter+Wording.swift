import Domain
import Foundation
import Presentation
import TerminalUI

/// How History words a match: its date, its name in a question, its scorers, the block to paste.
extension HistoryPresenter {
    /// "Team A goals: Ana 2, Bo 1, 1 with no scorer".
    static func scorers(of team: Team, _ goals: TeamGoals) -> String {
        "\(team.rawValue) goals: " + words(goals)
    }

    /// "Ana 2, Bo 1, 1 with no scorer".
    static func words(_ goals: TeamGoals) -> String {
        Wording.goals(goals.scorers.map { ($0.name, $0.goals) }, withNoScorer: goals.withNoScorer)
    }

    func message(for refusal: HistoryRefusal) -> String {
        switch refusal {
        case .noSuchMatch(let number, let count): Wording.noSuch("match", number, count: count)
        case .offline: OfflineNotice.refusal
        }
    }

    static func noMatches(to use: HistoryUse) -> String {
        switch use {
        case .open: "There are no finished matches to open yet."
        case .delete: "There are no finished matches to delete."
        case .share: "There are no finished matches to share yet."
        }
    }

    /// "2026-11-22 18:40" in the user's time zone; "—" when no date was kept.
    func dateText(_ date: Date?) -> String {
        Wording.shown(date.map { Wording.dateAndTime($0, in: timeZone) })
    }

    /// "the match of 2026-11-20 18:30, Team A 3–2 Team B"; "match 3, Team A 0–1 Team B" when no date was kept.
    func name(of match: Match, number: Int) -> String {
        let when = match.playedAt.map { "the match of " + dateText($0) } ?? "match \(number)"
        let score = match.score.map { Wording.score(teamA: $0.teamA, teamB: $0.teamB) } ?? "no score kept"
        return when + ", " + score
    }

    /// The match as a block to paste: date, result, both teams with positions and scorers (or who played, when the teams are unknown).
    /// `goals`: each team's, as the Interactor counts them.
    func shareBlock(of match: Match, goals: (Team) -> TeamGoals?) -> ShareBlock {
        func players(_ team: Team?) -> [ShareBlock.Player] {
            match.players.filter { team == nil || $0.team == team }.map { ShareBlock.Player(name: $0.name, position: $0.position?.acronym) }
        }
        func team(_ team: Team) -> ShareBlock.Team {
            ShareBlock.Team(name: team.rawValue, players: players(team), notes: goals(team).map { ["Scorers: " + Self.words($0)] } ?? [])
        }
        let teams = match.teamsUnknown
            ? [ShareBlock.Team(name: "Played (teams not recorded)", players: players(nil))]
            : [team(.teamA), team(.teamB)]
        return ShareBlock(
            heading: "Match",
            date: match.playedAt.map { Wording.dateAndTime($0, in: timeZone) },
            result: match.score.map { ShareBlock.result(teamA: $0.teamA, teamB: $0.teamB) },
            teams: teams,
            bench: match.teamsUnknown ? [] : players(.bench)
        )
    }

    /// A match without a winner is a draw; "None" is only how the stores keep it.
    static func winner(_ winner: Winner) -> String {
        winner == .none ? "Draw" : winner.rawValue
    }

    static func line(_ player: GatherPlayer) -> HistoryPlayerLine {
        HistoryPlayerLine(name: player.name, position: player.position?.acronym ?? Wording.missing, isDeleted: player.playerID == nil)
    }
}
