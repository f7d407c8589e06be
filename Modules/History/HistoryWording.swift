import Domain
import Foundation
import Presentation
import TerminalUI

/// What the history says, as pure functions of what the Interactor answered: a match's date, its
/// name in a question, its scorers, the block to paste, and why a command was refused.
enum HistoryWording {
    /// Under the share block, shown in place of the history.
    static let shareShown = "Enter goes \(shareLeavesFor)."
    static let shareLeavesFor = "back to the history"
    static let deleteHint = "Type d and one match's number, e.g. d 2: matches are deleted one at a time."
    static let shareHint = "Type share and a match's number, e.g. share 2, share 2 md or share 2 FILE."
    static let loadingBody = "Loading your finished matches…"
    static let failedBody = "Your history could not be loaded."
    static let emptyBody = "No finished matches yet — on the player list, type s to select who plays."
    /// Before the names of who played, when the store kept who played but not in which team.
    static let teamsNotRecorded = "Teams not recorded (the server keeps who played, not where): "

    /// What a match in full names above its teams.
    static let dateFact = "Date:"
    static let resultFact = "Result:"

    /// The headings of the list of matches, then of a match's teams.
    enum Heading {
        static let number = "#"
        static let date = "Date"
        static let result = "Result"
        static let teams = "Teams"
        static let team = "Team"
        static let player = "Player"
        static let position = "Pos"
    }

    /// How many played in each team, in the list: "5 v 4".
    static func sides(teamA: Int, teamB: Int) -> String {
        "\(teamA) v \(teamB)"
    }

    /// "History", "History (3)", "History · 2 of 3": the screen's title as the state shown.
    static func title(_ state: LoadState<HistoryShown>) -> String {
        switch state {
        case .loading, .failed, .empty: "History"
        case .loaded(.list(let rows)): "History (\(rows.count))"
        case .loaded(.match(let detail)): "History · \(detail.number) of \(detail.count)"
        }
    }

    /// "Bench: Eve, Bob (deleted)": who sat out, names as listed.
    static func bench(_ names: String) -> String {
        "Bench: " + names
    }

    /// A player deleted from the roster since keeps the name they had then, marked.
    static func name(_ name: String, isDeleted: Bool) -> String {
        isDeleted ? name + " (deleted)" : name
    }

    /// What each command of the history does, as its help says.
    enum Help {
        static let open = "Type a match's number to see it in full: date, result and both teams."
        static let openAnother = "Type another match's number to see it instead."
        static let delete = "Delete match N, e.g. d 2; you are asked to confirm first."
        static let share = "Match N to paste; share N md for Markdown, share N FILE saves it."
        static let deleteShown = "Delete this match; you are asked to confirm first."
        static let shareShown = "This match to paste; share md for Markdown, share FILE saves it."
        static let retry = "Try loading the history again."
        static let backToPlayers = "Back to your players."
        static let backToList = "Back to the list of finished matches."
    }

    static func deleteQuestion(_ name: String) -> String {
        "Delete \(name)? (y/n)"
    }

    static func kept(_ name: String) -> String {
        "Kept \(name)."
    }

    static func deleted(_ name: String) -> String {
        "Deleted \(name)."
    }

    static func openHint(count: Int) -> String {
        "Type just the number of a match, \(Wording.range(count: count)), to see it in full."
    }

    /// Why a match could not be used so.
    static func refusal(_ refusal: HistoryRefusal, to use: HistoryUse) -> String {
        switch (refusal, use) {
        case (.notLoaded, _): "The history is not loaded. Type r to retry."
        case (.noMatches, .open): "There are no finished matches to open yet."
        case (.noMatches, .delete): "There are no finished matches to delete."
        case (.noMatches, .share): "There are no finished matches to share yet."
        case (.noSuchMatch(let number, let count), _): Wording.noSuch("match", number, count: count)
        case (.offline, _): OfflineNotice.refusal
        case (.gone, _): ServiceError.notFound.message
        case (.failed(let failure), _): failure.message
        }
    }

    /// A route's match that is not there: "No match 9: the history has 3." ("… is empty").
    static func noRouteMatch(_ number: Int, count: Int) -> String {
        "No match \(number): " + (count == 0 ? "the history is empty." : "the history has \(count).")
    }

    static func loading(_ number: Int) -> String {
        "Loading match \(number)…"
    }

    /// Why the history could not be loaded.
    static func loadFailed(_ refusal: HistoryRefusal) -> String {
        Self.refusal(refusal, to: .open)
    }

    static func fetchFailed(_ use: HistoryUse, _ number: Int, _ refusal: HistoryRefusal) -> String {
        "Could not \(use == .share ? "share" : "open") match \(number). \(Self.refusal(refusal, to: use))"
    }

    static func deleteFailed(_ name: String, _ refusal: HistoryRefusal) -> String {
        "Could not delete \(name). \(Self.refusal(refusal, to: .delete))"
    }

    /// "2026-11-22 18:40" in the user's time zone; "—" when no date was kept.
    static func date(_ date: Date?, in timeZone: TimeZone) -> String {
        self.date(date, in: Wording.calendar(in: timeZone))
    }

    static func date(_ date: Date?, in calendar: Calendar) -> String {
        Wording.shown(date.map { Wording.dateAndTime($0, in: calendar) })
    }

    /// "the match of 2026-11-20 18:30, Team A 3–2 Team B"; "match 3, Team A 0–1 Team B" when no date was kept.
    static func name(of match: any HistoryEntity, number: Int, in timeZone: TimeZone) -> String {
        let when = match.playedAt.map { "the match of " + date($0, in: timeZone) } ?? "match \(number)"
        let score = match.score.map { Wording.score(teamA: $0.teamA, teamB: $0.teamB) } ?? "no score kept"
        return when + ", " + score
    }

    /// "Team A goals: Ana 2, Bo 1, 1 with no scorer".
    static func scorers(of team: Team, _ goals: TeamGoals) -> String {
        "\(team.label) goals: " + Wording.goals(goals)
    }

    /// The players moved while the match was played, each when: "Substitutions: 12' Eve to Team A,
    /// 31' Bob to the bench"; nil when nobody moved.
    static func substitutions(_ moves: [(minute: Int, player: GatherPlayer, team: Team)]) -> String? {
        guard !moves.isEmpty else { return nil }
        let listed = moves.map { move in
            let name = name(Wording.listed(move.player.name), isDeleted: move.player.playerID == nil)
            return "\(move.minute)' \(name) to \(move.team == .bench ? "the bench" : move.team.label)"
        }
        return "Substitutions: " + listed.joined(separator: ", ")
    }

    /// After the result in the match's details: " · half-time Team A 1–0 Team B".
    static func halfTime(_ score: Score) -> String {
        " · half-time " + Wording.score(teamA: score.teamA, teamB: score.teamB)
    }

    /// After the result of a match played while the server was away.
    static let notSentYet = " · not sent yet"

    /// "Team B won 4–3", "Draw 1–1", as share says it; without a score kept, "Team B won" or "Draw"
    /// (a match without a winner is a draw: "None" is only how the stores keep it); else "—".
    static func result(score: Score?, winner: Winner?) -> String {
        if let score { return Wording.result(teamA: score.teamA, teamB: score.teamB) }
        guard let winner else { return Wording.missing }
        return winner == .none ? "Draw" : "\(winner.label) won"
    }

    /// The match as a block to paste: date, result, both teams with positions and scorers (or who played, when the teams are unknown).
    /// `goals`: each team's, as the Interactor counts them.
    static func shareBlock(of match: any HistoryEntity, goals: (Team) -> TeamGoals?, in timeZone: TimeZone) -> ShareBlock {
        func players(_ team: Team?) -> [ShareBlock.Player] {
            match.players.filter { team == nil || $0.team == team }.map { ShareBlock.Player(name: $0.name, position: $0.position?.acronym) }
        }
        func team(_ team: Team) -> ShareBlock.Team {
            ShareBlock.Team(name: team.label, players: players(team), notes: goals(team).map { ["Scorers: " + Wording.goals($0)] } ?? [])
        }
        let teams =
            match.teamsUnknown
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
}
