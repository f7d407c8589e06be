import Foundation

// What a match is, as it is played: the rules of the score, the team sheet and the clock, once. Every
// pattern of the match screen applies these; they differ only in where the match's state lives, who
// talks to the services, who decides what is shown and who navigates.

/// A rule of the match refusing a change, in the match's own terms: a team, a player's number on the
/// team sheet (from 1, in the order they were picked).
public enum MatchRule: Error, Sendable, Equatable {
    /// That team has the most goals a score holds.
    case scoreFull(Team)
    /// That team has no goal to take away.
    case noGoals(Team)
    /// The player with this number can't score for that team, and why.
    case notAScorer(Team, number: Int, MatchNotAScorer)
    /// That team's player with this number has no goal to take back.
    case scorerHasNoGoals(Team, number: Int)
    /// Every goal of that team has a scorer: taking one back must say whose.
    case nameTheScorer(Team)
    case alreadyRunning
    case notRunning
    /// The clock is at 00:00: it can't run until it is reset or set.
    case timeIsUp
    /// The clock is stopped at its full set time already.
    case alreadyReset
    /// The time is not one a clock can be set to.
    case invalidTime(ValidationError)
    /// No player has this number on the team sheet.
    case noSuchPlayer(number: Int)
    /// The player is there already.
    case alreadyIn(number: Int, Team)
    /// The player scored for their team: their goals stay with it, and so do they.
    case scorerStays(number: Int)
}

/// Why a number can't score for a team.
public enum MatchNotAScorer: Sendable, Equatable {
    /// Nobody has this number on the team sheet.
    case noSuchPlayer
    case onTheBench
    /// The player plays for this team, the other one.
    case onTheOtherTeam(Team)
}

/// One goal more (+1) or less (-1) for a team, maybe its player's: a value, so it can be applied to
/// whatever score is stored when it is saved (another window's goals kept), and again after a failed save.
public struct MatchScoreChange: Sendable, Equatable {
    public struct Scorer: Sendable, Equatable {
        /// In the gather's players.
        public var index: Int
        /// As typed: the player's number on the team sheet, from 1.
        public var number: Int

        public init(index: Int, number: Int) {
            self.index = index
            self.number = number
        }
    }

    public var team: Team
    public var goals: Int
    public var scorer: Scorer?

    public init(team: Team, goals: Int, scorer: Scorer? = nil) {
        self.team = team
        self.goals = goals
        self.scorer = scorer
    }

    /// `goals` for `team`, credited to (or taken back from) its player numbered `number`; nil credits
    /// no one. A number that is not one of the team's players is refused, saying why.
    public init(team: Team, goals: Int, scorer number: Int?, players: [GatherPlayer]) throws(MatchRule) {
        self.init(team: team, goals: goals)
        guard let number else { return }
        guard players.indices.contains(number - 1), players[number - 1].team == team else {
            throw .notAScorer(team, number: number, Self.whyNotAScorer(number, in: players))
        }
        scorer = Scorer(index: number - 1, number: number)
    }

    /// Nobody has the number, or they sit on the bench or play for the other team.
    private static func whyNotAScorer(_ number: Int, in players: [GatherPlayer]) -> MatchNotAScorer {
        guard players.indices.contains(number - 1) else { return .noSuchPlayer }
        let team = players[number - 1].team
        return team == .bench ? .onTheBench : .onTheOtherTeam(team)
    }

    /// Makes the change on `progress`, or says why not and leaves it: the team's score is always its
    /// scorers' goals plus the goals credited to no one.
    public func apply(to progress: inout GatherProgress, players: [GatherPlayer]) throws(MatchRule) {
        let current = team == .teamA ? progress.score.teamA : progress.score.teamB
        guard Score.range.contains(current + goals) else { throw goals > 0 ? .scoreFull(team) : .noGoals(team) }
        var credited = progress.goals
        if let scorer {
            let scored = (credited[scorer.index] ?? 0) + goals
            guard scored >= 0 else { throw .scorerHasNoGoals(team, number: scorer.number) }
            credited[scorer.index] = scored > 0 ? scored : nil
        } else if goals < 0, progress.goals(of: team, players: players)?.withNoScorer == 0 {
            // Every goal of the team has its scorer: taking one back needs the name.
            throw .nameTheScorer(team)
        }
        if team == .teamA { progress.score.teamA += goals } else { progress.score.teamB += goals }
        progress.goals = credited
    }
}

extension GatherProgress {
    /// The team's goals as its scorers tell them (`players` credited by index), with those credited to
    /// no one; nil while none of the team's goals has a scorer.
    public func goals(of team: Team, players: [GatherPlayer]) -> TeamGoals? {
        let credited = players.enumerated().map { index, player in
            var player = player
            player.goals = goals[index] ?? 0
            return player
        }
        return TeamGoals(of: team, score: score, players: credited)
    }

    /// A window's write on the match as stored: its clock, the score changes whose saving failed (each
    /// kept only if it still holds), then `change`; the rule that refused `change`, if one did (the rest
    /// is written all the same).
    /// `halfTimeScore` is the window's: the store takes it when it has none of its own in the second
    /// half (the write at half-time failed).
    public mutating func write(
        timer: GatherTimer, unsaved: [MatchScoreChange], change: MatchScoreChange?, players: [GatherPlayer], halfTimeScore: Score? = nil
    ) -> MatchRule? {
        self.timer = timer
        if timer.half == .second, self.halfTimeScore == nil { self.halfTimeScore = halfTimeScore }
        for earlier in unsaved { try? earlier.apply(to: &self, players: players) }
        do throws(MatchRule) {
            try change?.apply(to: &self, players: players)
            return nil
        } catch {
            return error
        }
    }

    /// The half-time score follows the score through the break (a goal noted late still counts for the
    /// first half), stays once the second half has started, and goes when the clock is set or reset.
    mutating func keepHalfTimeScore() {
        if timer.isHalfTime {
            halfTimeScore = score
        } else if timer.half == .first {
            halfTimeScore = nil
        }
    }

    /// Where a saved match resumes: its clock stopped (nobody watched it while the app was away), within
    /// its set time, in its half (in the break, if it was saved there).
    public var resumed: GatherProgress {
        var resumed = self
        resumed.timer = GatherTimer(
            duration: timer.duration, remaining: min(max(timer.remaining, 0), max(timer.duration, 0)), half: timer.half)
        return resumed
    }

    /// Something was played in this saved match (a goal, the clock set or run): opened again, it is
    /// resumed, and says so.
    public var isUnderway: Bool {
        self != GatherProgress()
    }

    /// The saved match's clock had run since it was last set or reset (it was running, or it stopped
    /// short of its set time): resumed, it stands paused, not ready.
    public var clockHadRun: Bool {
        timer.isRunning || resumed.timer.remaining != resumed.timer.duration
    }
}

/// A window's side of a match stored where other windows may play it too: the match as this window
/// last found it stored, and its score changes whose saving failed (made here, stored with the next
/// write), so no goal is lost and another window's goals are kept.
public struct MatchKeeping: Sendable, Equatable {
    /// The match as this window last found it stored.
    public private(set) var lastStored: GatherProgress
    /// Score changes made here whose saving failed: the next write stores them first.
    public private(set) var unsaved: [MatchScoreChange] = []

    public init(stored: GatherProgress) {
        lastStored = stored
    }

    /// What this window writes on the match as stored: `progress`'s clock, the changes whose saving
    /// failed, then `change`; the rule that refused `change`, if one did.
    public func write(_ change: MatchScoreChange?, from progress: GatherProgress, players: [GatherPlayer]) -> @Sendable (inout GatherProgress) -> MatchRule? {
        let (timer, unsaved, halfTime) = (progress.timer, unsaved, progress.halfTimeScore)
        return { stored in stored.write(timer: timer, unsaved: unsaved, change: change, players: players, halfTimeScore: halfTime) }
    }

    /// The store kept a write made on `before`: `progress` takes the stored score and scorers. True
    /// when another window had changed them since this one last looked.
    public mutating func stored(before: GatherProgress, after: GatherProgress, into progress: inout GatherProgress) -> Bool {
        unsaved = []
        let changedElsewhere = before.score != lastStored.score || before.goals != lastStored.goals
        lastStored = after
        progress.score = after.score
        progress.goals = after.goals
        progress.halfTimeScore = after.halfTimeScore
        return changedElsewhere
    }

    /// The store could not be written: `change` is made on `progress` here, and stored with the next write.
    public mutating func notStored(_ change: MatchScoreChange?, into progress: inout GatherProgress, players: [GatherPlayer]) throws(MatchRule) {
        guard let change else { return }
        try change.apply(to: &progress, players: players)
        unsaved.append(change)
    }
}

/// Who may move where on the team sheet while the match is played.
public enum MatchTeamSheet {
    /// The index of the player numbered `number`, who may move to `team`: one who is there already,
    /// or who scored (their goals stay with their team, and so do they), may not.
    public static func mayMove(number: Int, to team: Team, players: [GatherPlayer], progress: GatherProgress) throws(MatchRule) -> Int {
        let index = number - 1
        guard players.indices.contains(index) else { throw .noSuchPlayer(number: number) }
        guard players[index].team != team else { throw .alreadyIn(number: number, team) }
        guard (progress.goals[index] ?? 0) == 0 else { throw .scorerStays(number: number) }
        return index
    }
}

/// The countdown's rules: each answers the clock a command leads to, or why not.
extension GatherTimer {
    /// Stopped at its full set time (`hasRun`: it ran since it was last set or reset, and a second
    /// may not have passed yet: then it is paused, not ready).
    public func isReady(hasRun: Bool) -> Bool {
        !isRunning && remaining == duration && !hasRun
    }

    /// At half-time, the second half starts.
    public func started() throws(MatchRule) -> GatherTimer {
        guard !isRunning else { throw .alreadyRunning }
        guard !isFinished else { throw .timeIsUp }
        var started = self
        started.isRunning = true
        if isHalfTime { started.half = .second }
        return started
    }

    /// The first half is over and the second not started: the clock stands at half the set time.
    public var isHalfTime: Bool {
        !isRunning && isAtHalfTime
    }

    /// The first half's time is up: half the set time is left.
    private var isAtHalfTime: Bool {
        half == .first && remaining == duration / 2
    }

    public func paused() throws(MatchRule) -> GatherTimer {
        guard isRunning else { throw .notRunning }
        var paused = self
        paused.isRunning = false
        return paused
    }

    /// Stopped at its full set time.
    public func reset(hasRun: Bool) throws(MatchRule) -> GatherTimer {
        guard !isReady(hasRun: hasRun) else { throw .alreadyReset }
        return GatherTimer(duration: duration)
    }

    /// A clock stopped at `typed` seconds, if a clock can be set to that.
    public static func set(toSeconds typed: Int) throws(MatchRule) -> GatherTimer {
        switch Validation.duration(seconds: typed) {
        case .success(let seconds): GatherTimer(duration: seconds)
        case .failure(let error): throw .invalidTime(error)
        }
    }

    /// One second less while it runs, stopping at half-time and at 00:00; nil when it stands still.
    public var ticked: GatherTimer? {
        guard isRunning, remaining > 0 else { return nil }
        var ticked = self
        ticked.remaining -= 1
        ticked.isRunning = !ticked.isAtHalfTime && !ticked.isFinished
        return ticked
    }
}
