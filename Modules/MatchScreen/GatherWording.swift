import Domain
import Foundation
import Presentation
import TerminalUI

/// What the match screen says, as pure functions of what its rules answered: each implementation
/// (VIPER's Presenter, MVC's controller, MVVM's view model, an MVP presenter, VIP's presenter, the
/// store's reducer) picks the sentence, these word it, so every pattern says the same.
public enum GatherWording {
    public static let title = "Match in progress"
    public static let timeUp = "Time is up! Type end to finish the match, or t mm:ss to play on."

    /// "Half-time: Team A 1–0 Team B. Type s to start the second half."
    public static func halfTime(_ score: Score) -> String {
        "Half-time: \(sentence(score)). Type s to start the second half."
    }

    /// What a clock that stopped by itself says: at half-time, with the score, and at 00:00; nil for any other.
    public static func ring(_ clock: GatherClockState, score: Score) -> Message? {
        switch clock {
        case .halfTime: .alert(halfTime(score))
        case .timeUp: .alert(timeUp)
        case .ready, .running, .paused: nil
        }
    }
    public static let goesOn = "The match goes on."
    public static let saving = "Saving the result…"
    /// Under the share block, shown in place of the match.
    public static let shareShown = "Enter goes \(shareLeavesFor)."
    /// Where Enter leads from the share block: a block too tall for the window says it on its last lines.
    public static let shareLeavesFor = "back to the match"
    public static let back = "A match in progress stays open until it ends: type end to finish it. The score and the clock are saved on every change."

    /// "Bench: Eve, "Smith, John"": who sits out, by name.
    public static func bench(_ names: [String]) -> String {
        "Bench: " + Wording.names(names)
    }

    /// What each command of the match screen does, as its help says.
    public enum Help {
        public static let start = "Start the countdown."
        public static let resume = "Resume the countdown where it was paused."
        public static let secondHalf = "Start the second half's countdown."
        public static let pause = "Pause the countdown; s resumes it."
        public static let substitute =
            "Move player N (their number on the team sheet) to \(Team.teamA.label), \(Team.teamB.label) or the bench, e.g. sub 5 a."
        public static let share = "The match as text to paste; share md for Markdown, share FILE saves it."
        public static let end = "End the match: after you confirm, the score and the winner are stored and you return to your players."

        public static func reset(to fullTime: String) -> String {
            "Stop the clock and put it back to \(fullTime)."
        }

        /// `goals`: the goals a side may have, as the rules say ("0 to 99"); empty leaves them unsaid.
        public static func score(goals range: String) -> String {
            "a+ adds a goal to \(Team.teamA.label), a- takes one away; b+ and b- do the same for \(Team.teamB.label)\(within(range)). "
                + "Add a player's number, as on the team sheet, to credit the goal to them: a+ 3 (a- 3 takes one of theirs back)."
        }

        /// `times`: the times the clock may be set to, as the rules say ("00:01 to 99:59"); empty leaves them unsaid.
        public static func setTime(times range: String) -> String {
            "Set the countdown, e.g. t 7:30, or t 7 for 7:00\(within(range)); the clock stops at the new time."
        }

        /// " (0 to 99)"; nothing when no range was given.
        private static func within(_ range: String) -> String {
            range.isEmpty ? "" : " (\(range))"
        }
    }

    public static func paused(remaining seconds: Int) -> String {
        "Paused at \(Wording.clock(seconds)). Type s to resume."
    }

    public static func reset(to fullTime: String) -> String {
        "The clock is back at \(fullTime). Type s to start it."
    }

    public static func timeSet(to fullTime: String) -> String {
        "Time set to \(fullTime). Type s to start the clock."
    }

    public static func moved(_ name: String, to team: Team) -> String {
        "\(name) \(team == .bench ? "goes to the bench" : "plays for \(team.label) now")."
    }

    /// Not made: unlike a goal, a move is not kept to be saved with the next change.
    public static func moveFailed(_ name: String, _ error: StoreFailure) -> String {
        "Could not move \(name). \(error.message) Type the move again."
    }

    public static func endQuestion(_ score: Score) -> String {
        "End the match with \(sentence(score))? (y/n)"
    }

    public static func endFailed(_ error: StoreFailure) -> String {
        "Could not end the match. \(error.message) Type end to try again."
    }

    /// The change stays made: it is saved again with the next one.
    public static func saveFailed(_ error: StoreFailure) -> String {
        "Could not save the match. \(error.message) It will be saved again with the next change."
    }

    public static func changedElsewhere(_ score: Score) -> String {
        "Changed in another window: the match stands at \(sentence(score))."
    }

    public static func gone(_ gone: GatherGone) -> String {
        switch gone {
        case .ended: "This match was ended in another window: its result is in the history."
        case .discarded: "This match was discarded in another window."
        }
    }

    /// Says what `s` does as the footer does: start a clock at its full time, resume a paused one.
    public static func resumed(_ progress: GatherProgress, clock: GatherClockState) -> String {
        let time =
            switch clock {
            case .timeUp: "time is up. Type end to finish the match, or t mm:ss to play on."
            case .halfTime: "half-time. Type s to start the second half."
            case .paused, .running: "\(Wording.clock(progress.timer.remaining)) left. Type s to resume the clock."
            case .ready: "\(Wording.clock(progress.timer.remaining)) left. Type s to start the clock."
            }
        return "Resumed where you stopped: \(sentence(progress.score)), \(time)"
    }

    /// "Team A won 2–1 — saved to history.", "Team B won 3–1 …", "Draw 1–1 …": the winner's goals first.
    public static func saved(_ result: GatherResult) -> String {
        switch result.ending {
        case .stored: Wording.result(teamA: result.score.teamA, teamB: result.score.teamB) + " — saved to history."
        case .waitingForServer:
            Wording.result(teamA: result.score.teamA, teamB: result.score.teamB)
                + " — kept on this computer: the server can't be reached, so it is sent when the server is back."
        }
    }

    /// "Team A 2–1 Team B", as every screen writes a score in a sentence.
    public static func sentence(_ score: Score) -> String {
        Wording.score(teamA: score.teamA, teamB: score.teamB)
    }

    /// The scoreboard at the top of the match screen: "Team A  2 : 1  Team B".
    public static func scoreboard(_ score: Score) -> String {
        "\(Team.teamA.label)  \(score.teamA) : \(score.teamB)  \(Team.teamB.label)"
    }

    public static func label(_ state: GatherClockState) -> String {
        switch state {
        case .ready: "ready"
        case .running: "running"
        case .paused: "paused"
        case .halfTime: "half-time"
        case .timeUp: "time up"
        }
    }

    /// "Eve (5)": a player by name and number on the team sheet; "Player 5" if there is none.
    public static func name(number: Int, in players: [any MatchPlayer]) -> String {
        players.indices.contains(number - 1) ? "\(players[number - 1].name) (\(number))" : "Player \(number)"
    }

    /// What could not be read: the time as the rules say a time is, or the answers a question takes.
    public static func unreadable(_ what: GatherUnreadable) -> String {
        switch what {
        case .time: ValidationError.notADuration(field: .time).message
        case .answer: Wording.yesOrNo
        case .share: ShareCommand.usage
        case .sub: "Type sub, a player's number on the team sheet and where they go: sub 5 a, sub 5 b or sub 5 bench."
        case .scorer(let side):
            "To credit a goal, add one number from \(side.team.label)'s list, e.g. \(side.command)+ 3; \(side.command)+ alone counts it with no scorer."
        }
    }

    /// Another window scored since "End the match …?" was asked: the result is not stored.
    public static func scoreChangedSinceAsked(_ score: Score) -> Message {
        .error("The score changed since you were asked: it is now \(sentence(score)).")
    }

    /// Why a rule of the match (Domain's `MatchRule`) refused a command; the match stays as it was.
    public static func rule(_ rule: MatchRule, players: [any MatchPlayer], fullTime: String) -> Message {
        switch rule {
        case .scoreFull(let team): .error("\(team.label) has \(Score.range.upperBound) goals, the most a score can hold.")
        case .noGoals(let team): .error("\(team.label) has no goal to take away.")
        case .notAScorer(let team, let number, let why): .error(notAScorer(GatherSide(team), number: number, why, in: players))
        case .scorerHasNoGoals(let team, let number):
            .error("\(GatherSide(team).index(ofNumber: number, in: players).map { players[$0].name } ?? "Player \(number)") has no goal to take back.")
        case .nameTheScorer(let team):
            .error(
                "Every \(team.label) goal has a scorer: say whose to take back, e.g. \(GatherSide(team).command)- "
                    + "\((players.firstIndex { $0.team == team } ?? 0) + 1).")
        case .alreadyRunning: .info("The clock is already running.")
        case .notRunning: .info("The clock is not running. Type s to start it.")
        case .timeIsUp: .error("Time is up. Type t mm:ss to play on, r to reset the clock, or end to finish the match.")
        case .alreadyReset: .info("The clock is already at \(fullTime).")
        case .invalidTime(let error): .error(error.message)
        case .noSuchPlayer(let number): .error("No player has number \(number): use a number from the teams or the bench.")
        case .alreadyIn(let number, let team):
            .info("\(name(number: number, in: players)) is already \(team == .bench ? "on the bench" : "in \(team.label)").")
        case .scorerStays(let number): .error("\(name(number: number, in: players)) scored for their team: a scorer stays in it.")
        }
    }

    /// Why `number` can't score for `side`, as the Interactor found it.
    private static func notAScorer(_ side: GatherSide, number: Int, _ why: MatchNotAScorer, in players: [any MatchPlayer]) -> String {
        let useANumber = "use a number from \(side.team.label)'s list."
        return switch why {
        case .noSuchPlayer: "No player has number \(number): " + useANumber
        case .onTheBench: "\(name(number: number, in: players)) is on the bench: " + useANumber
        case .onTheOtherTeam(let team): "\(name(number: number, in: players)) plays for \(team.label): " + useANumber
        }
    }

    /// The match in play as a share block.
    public static func shareBlock(
        players: [any MatchPlayer], progress: GatherProgress, goals: [GatherSide: TeamGoals], date: String?
    ) -> ShareBlock {
        let shared = { (player: any MatchPlayer) in ShareBlock.Player(name: player.name, position: player.position?.acronym) }
        return ShareBlock(
            heading: "Match",
            date: date,
            result: sentence(progress.score) + ", in play (\(Wording.clock(progress.timer.remaining)) left)",
            teams: GatherSide.allCases.map { side in
                ShareBlock.Team(
                    name: side.team.label, players: players.filter { $0.team == side.team }.map(shared),
                    notes: goals[side].map { ["Scorers: " + Wording.goals($0)] } ?? []
                )
            },
            bench: players.filter { $0.team == .bench }.map(shared)
        )
    }
}
