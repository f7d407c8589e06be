import Domain
import Presentation
import TerminalUI

/// What the match screen says: refusals, the score line, the clock's state.
extension GatherPresenter {
    /// Why `number` can't score for `side`: nobody has it, or they play for the other team.
    func noSuchScorer(_ side: GatherSide, number: Int) -> String {
        let players = interactor.players
        guard players.indices.contains(number - 1) else { return "No player has number \(number): use a number from \(side.team.rawValue)'s list." }
        let player = players[number - 1]
        let place = player.team == .bench ? "is on the bench" : "plays for \(player.team.rawValue)"
        return "\(player.name) (\(number)) \(place): use a number from \(side.team.rawValue)'s list."
    }

    /// "Eve (5)": a player by name and number on the team sheet.
    func name(number: Int) -> String {
        interactor.players.indices.contains(number - 1) ? "\(interactor.players[number - 1].name) (\(number))" : "Player \(number)"
    }

    /// The number of the side's first player, for an example.
    func firstNumber(of side: GatherSide) -> Int {
        (interactor.players.firstIndex { $0.team == side.team } ?? 0) + 1
    }

    /// The name of the side's player `number`, or "Player 3" if there is none.
    func name(of side: GatherSide, number: Int) -> String {
        side.index(ofNumber: number, in: interactor.players).map { interactor.players[$0].name } ?? "Player \(number)"
    }

    /// The scoreboard at the top of the match screen: "Team A  2 : 1  Team B".
    static func scoreboard(_ score: Score) -> String {
        "\(Team.teamA.rawValue)  \(score.teamA) : \(score.teamB)  \(Team.teamB.rawValue)"
    }

    static func label(_ state: GatherClockState) -> String {
        switch state {
        case .ready: "ready"
        case .running: "running"
        case .paused: "paused"
        case .timeUp: "time up"
        }
    }

    func message(for refusal: GatherRefusal) -> Message {
        switch refusal {
        case .scoreFull(let side): .error("\(side.team.rawValue) has \(Score.range.upperBound) goals, the most a score can hold.")
        case .noGoals(let side): .error("\(side.team.rawValue) has no goal to take away.")
        case .noSuchScorer(let side, let number): .error(noSuchScorer(side, number: number))
        case .scorerHasNoGoals(let side, let number): .error("\(name(of: side, number: number)) has no goal to take back.")
        case .nameTheScorer(let side):
            .error("Every \(side.team.rawValue) goal has a scorer: say whose to take back, e.g. \(side.command)- \(firstNumber(of: side)).")
        case .alreadyRunning: .info("The clock is already running.")
        case .notRunning: .info("The clock is not running. Type s to start it.")
        case .timeIsUp: .error("Time is up. Type t mm:ss to play on, r to reset the clock, or end to finish the match.")
        case .alreadyReset: .info("The clock is already at \(fullTime).")
        case .invalidTime(let error): .error(error.message)
        case .noSuchPlayer(let number): .error("No player has number \(number): use a number from the teams or the bench.")
        case .alreadyIn(let number, let team): .info("\(name(number: number)) is already \(team == .bench ? "on the bench" : "in \(team.rawValue)").")
        case .scorerStays(let number): .error("\(name(number: number)) scored for their team: a scorer stays in it.")
        }
    }

    /// Says what `s` does as the footer does: start a clock at its full time, resume a paused one.
    static func resumed(_ progress: GatherProgress, clock: GatherClockState) -> String {
        let time = switch clock {
        case .timeUp: "time is up. Type end to finish the match, or t mm:ss to play on."
        case .paused, .running: "\(Wording.clock(progress.timer.remaining)) left. Type s to resume the clock."
        case .ready: "\(Wording.clock(progress.timer.remaining)) left. Type s to start the clock."
        }
        return "Resumed where you stopped: \(sentence(progress.score)), \(time)"
    }

    static var timeUp: String { "Time is up! Type end to finish the match, or t mm:ss to play on." }

    /// "Team A won 2–1 — saved to history.", "Team B won 3–1 …", "Draw 1–1 …": the winner's goals first.
    static func saved(_ result: GatherResult) -> String {
        Wording.result(teamA: result.score.teamA, teamB: result.score.teamB) + " — saved to history."
    }

    /// "Team A 2–1 Team B", as every screen writes a score in a sentence.
    static func sentence(_ score: Score) -> String {
        Wording.score(teamA: score.teamA, teamB: score.teamB)
    }
}
