import Domain
import Foundation
import Presentation
import TerminalUI

/// What the team sheet says, as pure functions of what the Interactor answered.
enum ConfirmPlayersWording {
    static let title = "Team sheet"
    static let emptySheet = "No players were selected — type b to go back and select some."
    static let firstHint = "Everyone starts on the bench. Move players with m, e.g. m 1 3 a, or type auto for balanced teams."
    static let keptUneven = "The teams stay as they are: move players with m, or type auto for balanced teams."
    static let nobody = "No players were selected: type b to go back and select some."
    static let moveHint = "Type m, the players' numbers and where to, e.g. m 1 3 a (a, b or bench)."
    static let startHint = "Each team needs at least one player: move players with m, e.g. m 1 a, or type auto for balanced teams."
    static let starting = "Starting the match…"
    /// Under the share block, shown in place of the sheet.
    static let shareShown = "Enter goes \(shareLeavesFor)."
    static let shareLeavesFor = "back to the team sheet"
    static let waitingAnswers = "Type resume, discard or b."
    static let nothingStarted = "Nothing started: the unfinished match waits on your players list (resume or discard)."

    /// How the sheet opened: from the last match's teams or as left, and who joins the bench.
    static func opened(fromLastMatch: Bool, latecomers: [Int], on sheet: TeamSheet) -> String {
        let teams = fromLastMatch ? "The teams are as in the last match" : "The teams are as you left them"
        guard !latecomers.isEmpty else { return teams + "." }
        return "\(teams); \(named(latecomers, on: sheet)) \(latecomers.count == 1 ? "joins" : "join") the bench."
    }

    static func moved(_ move: ConfirmPlayersMove, to team: Team, on sheet: TeamSheet) -> String {
        switch move {
        case .moved(let players): "Moved \(named(players, on: sheet)) to \(team == .bench ? "the bench" : team.label)."
        case .alreadyThere(let players):
            "\(named(players, on: sheet)) \(players.count == 1 ? "is" : "are") already \(team == .bench ? "on the bench" : "in \(team.label)")."
        }
    }

    /// Why a use case refused; the two the Presenter asks about instead say their question.
    static func refusal(_ refusal: ConfirmPlayersRefusal) -> Message {
        switch refusal {
        case .nobodyPicked: .error(nobody)
        case .noSuchPlayer(let number, let count): .error(Wording.noSuch("player", number, count: count))
        case .tooFewToSplit: .error("A split needs at least \(Gather.minimumPlayers) players: type b to go back and select more.")
        case .noOtherBalancedSplit: .info("No other split is as balanced: these are the fairest teams.")
        case .teamWithoutPlayers: .error(startHint)
        case .gone:
            .error("A player on the team sheet is no longer on your roster (deleted in another window): type b to go back and select again.")
        case .failed(let failure): .error("Could not start the match. \(failure.message) Type r to try again.")
        case .unevenTeams(let teamA, let teamB): .info(unevenQuestion((teamA, teamB)))
        case .anotherMatchUnfinished(let match): .info(waitingQuestion(match))
        }
    }

    /// The teams as they stand, with positions, dated `date`.
    static func shareBlock(of sheet: TeamSheet, date: String) -> ShareBlock {
        func players(_ team: Team) -> [ShareBlock.Player] {
            sheet.numbers(in: team).compactMap(sheet.player(numbered:)).map { ShareBlock.Player(name: $0.name, position: $0.position?.acronym) }
        }
        return ShareBlock(
            heading: "Team sheet",
            date: date,
            teams: [ShareBlock.Team(name: Team.teamA.label, players: players(.teamA)), ShareBlock.Team(name: Team.teamB.label, players: players(.teamB))],
            bench: players(.bench)
        )
    }

    /// Up to this many goalkeepers, the explanation names them; more are counted.
    static let namedGoalkeepers = 4

    /// One line that says how the split made the teams.
    static func explanation(of split: BalancedSplit, on sheet: TeamSheet) -> String {
        /// The name, and the number too when another player on the sheet has the same name.
        func name(_ number: Int) -> String {
            guard let player = sheet.player(numbered: number) else { return "#\(number)" }
            return sheet.players.count { $0.name == player.name } > 1 ? "\(player.name) (#\(number))" : player.name
        }
        let heading = split.rank == 1 ? "Balanced by skill" : "Split \(split.rank), as balanced"
        var parts = ["\(heading): Team A \(points(split.pointsA)) · Team B \(points(split.pointsB))"]
        let keepers = split.goalkeepersA.count + split.goalkeepersB.count
        if keepers > namedGoalkeepers {
            // A group of hundreds: a list of every goalkeeper's name would be pages long.
            parts.append("goalkeepers: \(split.goalkeepersA.count) in A, \(split.goalkeepersB.count) in B")
        } else if keepers > 0 {
            let named = split.goalkeepersA.map { "\(name($0)) in A" } + split.goalkeepersB.map { "\(name($0)) in B" }
            parts.append((keepers == 1 ? "goalkeeper: " : "goalkeepers: ") + named.joined(separator: ", "))
        }
        let unrated = split.unrated
        let unratedPoints = points(SkillPoints.of(nil))
        switch unrated.count {
        case 0: break
        case 1: parts.append("\(name(unrated[0])) has no skill set, counted as amateur (\(unratedPoints))")
        default: parts.append("\(unrated.count) players have no skill set, counted as amateurs (\(unratedPoints))")
        }
        let next = split.rank > 1 && !split.hasNext ? " The last as balanced: auto again starts over." : ""
        return parts.joined(separator: "; ") + "." + next
    }

    static func points(_ value: Int) -> String {
        value == 1 ? "1 pt" : "\(value) pts"
    }

    /// Short enough for three teams side by side; `?` spells them out.
    static func skill(_ skill: PlayerSkill?) -> String {
        switch skill {
        case .beginner: "beg"
        case .amateur: "am"
        case .professional: "pro"
        case nil: Wording.missing
        }
    }

    static func unevenQuestion(_ sizes: (teamA: Int, teamB: Int)) -> String {
        "Team A has \(Wording.players(sizes.teamA)) and Team B \(Wording.players(sizes.teamB)). Start anyway? (y/n)"
    }

    /// "Another match is unfinished: Team A 2 : 1 Team B, 07:42 left. resume it, discard it and start this one, or b?"
    static func waitingQuestion(_ match: UnfinishedGather) -> String {
        let (score, timer) = (match.progress.score, match.progress.timer)
        let time = timer.isFinished ? "time is up" : "\(Wording.clock(timer.remaining)) left"
        return "Another match is unfinished: \(Wording.score(teamA: score.teamA, teamB: score.teamB)), \(time)."
            + " Type resume to play it, discard to drop it and start this one, or b to go back:"
    }

    /// "Ann (ST, #1)", "Ann (ST, #1) and Bob (GK, #2)", …: two players of the same name are told apart.
    static func named(_ numbers: [Int], on sheet: TeamSheet) -> String {
        let names = numbers.compactMap { number in
            sheet.player(numbered: number).map { player in
                let details = [player.position?.acronym, "#\(number)"].compactMap { $0 }
                return "\(player.name) (\(details.joined(separator: ", ")))"
            }
        }
        guard names.count > 1 else { return names.joined() }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// "Team A (3)", "Bench (0)": a group's heading on the sheet.
    static func heading(_ team: Team, count: Int) -> String {
        "\(team.label) (\(count))"
    }

    /// "Team A 4 pts · Team B 5 pts", when no split explains the teams.
    static func pointsLine(teamA: String, teamB: String) -> String {
        "\(Team.teamA.label) \(teamA) · \(Team.teamB.label) \(teamB)"
    }

    /// The help of each command.
    enum Help {
        static let back = "Back to picking players; the picks and the teams are kept."
        static let move = "Move players by number to a, b or the bench, e.g. m 1 3 a."
        /// The points are the split's own.
        static let auto =
            "Split everyone into two teams of equal skill: beg(inner) \(points(SkillPoints.of(.beginner))), "
            + "am(ateur) \(SkillPoints.of(.amateur)), pro(fessional) \(SkillPoints.of(.professional)); no skill counts as am. "
            + "auto again shows another split as balanced, if there is one."
        static let start = "Start the match; each team needs at least one player, and uneven teams are asked about first."
        static let share = "The teams as text to paste; share md for Markdown, share FILE saves it."
    }
}
