import Domain
import Foundation
import Presentation
import Testing

@testable import GatherMVC

/// The model alone: the match and its rules, telling its delegate each time it changed, and nothing
/// of the services or the screen.
@MainActor
@Suite struct GatherMVCModelTests {
    /// Counts what the model said.
    final class Observer: GatherMVCModelDelegate {
        private(set) var changes = 0
        func gatherModelDidChange(_ model: GatherMVCModel) { changes += 1 }
    }

    let observer = Observer()
    let model: GatherMVCModel

    init() {
        let players = [
            GatherPlayer(playerID: 1, name: "Ann", team: .teamA), GatherPlayer(playerID: 2, name: "Bob", team: .teamB),
            GatherPlayer(playerID: 3, name: "Cleo", team: .bench),
        ]
        model = GatherMVCModel(UnfinishedGather(gather: Gather(id: UUID(), players: players), progress: GatherProgress()))
        model.delegate = observer
    }

    @Test func eachChange_isTold_andARefusedOneChangesNothing() throws {
        try model.startClock()
        #expect(observer.changes == 1 && model.clockState == .running)

        #expect(throws: MatchRule.alreadyRunning) { try model.startClock() }
        #expect(observer.changes == 1)

        #expect(model.tick())
        #expect(model.progress.timer.remaining == 599 && observer.changes == 2)
        try model.pauseClock()
        #expect(model.clockState == .paused && !model.tick())
        try model.resetClock()
        #expect(model.clockState == .ready && observer.changes == 4)
    }

    @Test func aMove_followsTheTeamSheetsRule_andIsMadeOnceTheStoreHasIt() throws {
        #expect(throws: MatchRule.alreadyIn(number: 2, .teamB)) { try model.mayMove(number: 2, to: .teamB) }
        let index = try model.mayMove(number: 3, to: .teamA)
        #expect(model.teamSheet[index].team == .bench, "nothing moves before the store has it")

        model.moved(at: index, to: .teamA)

        #expect(model.teamSheet[2].team == .teamA && observer.changes == 1)
    }

    @Test func aGoal_isWrittenOnTheMatchAsStored_andTheStoredScoreIsTakenBack() throws {
        let goal = try model.scoreChange(of: .teamA, by: 1, scorer: 1)
        var elsewhere = GatherProgress(score: Score(teamA: 0, teamB: 2))
        let before = elsewhere

        #expect(model.write(goal)(&elsewhere) == nil)
        #expect(model.stored(before: before, after: elsewhere), "another window had scored")

        #expect(model.progress.score == Score(teamA: 1, teamB: 2) && model.progress.goals == [0: 1])
    }

    @Test func aGoalTheStoreCouldNotTake_isMadeHere_andWrittenWithTheNext() throws {
        try model.notStored(try model.scoreChange(of: .teamB, by: 1, scorer: nil))
        #expect(model.progress.score == Score(teamA: 0, teamB: 1))

        var stored = GatherProgress()
        _ = model.write(nil)(&stored)

        #expect(stored.score == Score(teamA: 0, teamB: 1), "the goal not saved goes with the next write")
    }

    @Test func aMatchGoneElsewhere_standsStill() throws {
        try model.startClock()
        model.stop()

        #expect(!model.tick())
        #expect(throws: MatchRule.noSuchPlayer(number: 3)) { try model.mayMove(number: 3, to: .teamA) }
        #expect(model.clockState != .running)
    }
}
