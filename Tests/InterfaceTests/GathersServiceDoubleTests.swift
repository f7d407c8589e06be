import Domain
import Foundation
import GathersInterface
import Testing

@Suite struct GathersServiceDoubleTests {
    let id = UUID()
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let ana = GatherPlayer(playerID: 1, name: "Ana", team: .teamA)
    var match: Gather { Gather(id: id, players: [ana], score: Score(teamA: 2, teamB: 1), winner: .teamA, endedAt: date) }

    @Test func forwardsEveryCallToItsClosure() async throws {
        let calls = Calls()
        let (match, ana) = (match, ana)
        var double = GathersServiceDouble()
        double.onStartGather = { players, _ in Gather(id: match.id, players: players) }
        double.onEndGather = { _, score, _ in
            calls.record("end \(score)")
            return .waitingForServer
        }
        double.onAddFinishedGather = { $0 }
        double.onAddFinishedGathers = { $0 }
        double.onFinishedGathers = { [match] }
        double.onFinishedGatherList = { FinishedGatherList(gathers: [match], playersLeftOut: [match.id]) }
        double.onPlayersOfFinishedGather = { _ in [ana] }
        double.onMovePlayer = { index, team, _ in calls.record("move \(index) \(team)") }
        double.onUnfinishedGather = { UnfinishedGather(gather: match, progress: GatherProgress()) }
        double.onDiscardGather = { _ in
            calls.record("discard")
            return .discarded
        }
        double.onDeleteFinishedGather = { _ in calls.record("delete") }

        #expect(try await double.startGather(with: [ana], at: date) == Gather(id: id, players: [ana]))
        #expect(try await double.endGather(id: id, score: Score(teamA: 1), at: date) == .waitingForServer)
        #expect(try await double.addFinishedGather(match) == match)
        #expect(try await double.addFinishedGathers([match]) == [match])
        #expect(try await double.finishedGathers() == [match])
        #expect(try await double.finishedGatherList() == FinishedGatherList(gathers: [match], playersLeftOut: [id]))
        #expect(try await double.players(ofFinishedGather: id) == [ana])
        try await double.movePlayer(at: 0, to: .teamB, inGather: id)
        #expect(try await double.unfinishedGather() == UnfinishedGather(gather: match, progress: GatherProgress()))
        #expect(try await double.discardGather(id: id) == .discarded)
        try await double.deleteFinishedGather(id: id)
        #expect(calls.all == ["end 1-0", "move 0 teamB", "discard", "delete"])
    }

    @Test func changeProgress_changesWhatItsClosureSaysIsStored_andAnswersWhatItDid() async throws {
        var double = GathersServiceDouble()
        double.onChangeProgress = { _ in GatherProgress(score: Score(teamA: 1)) }

        let change = try await double.changeProgress(ofGather: id) { progress -> Bool in
            progress.score.teamB += 1
            return true
        }

        #expect(change.outcome)
        #expect(change.before == GatherProgress(score: Score(teamA: 1)))
        #expect(change.after == GatherProgress(score: Score(teamA: 1, teamB: 1)))
    }

    @Test func changeProgress_keepsWhatAChangeLeft_andFailsWhenKeepingItFails() async throws {
        let calls = Calls()
        var double = GathersServiceDouble()
        double.onChangeProgress = { _ in GatherProgress(score: Score(teamA: 1)) }
        double.onKeepProgress = { _, progress in calls.record("keep \(progress.score)") }

        _ = try await double.changeProgress(ofGather: id) { $0.score.teamB += 1 }
        _ = try await double.changeProgress(ofGather: id) { _ in }
        #expect(calls.all == ["keep 1-1"], "a change that changes nothing keeps nothing")

        double.onKeepProgress = { _, _ in throw ServiceError.unavailable("disk") }
        await #expect(throws: ServiceError.unavailable("disk")) { try await double.changeProgress(ofGather: id) { $0.score.teamB += 1 } }
        #expect(try await double.changeProgress(ofGather: id) { _ in }.after == GatherProgress(score: Score(teamA: 1)))
    }

    @Test func unsetCallsFail_namingTheCall() async {
        let double = GathersServiceDouble()

        await #expect(throws: notSetUp("startGather")) { try await double.startGather(with: [ana], at: date) }
        await #expect(throws: notSetUp("endGather")) { try await double.endGather(id: id, score: Score(), at: date) }
        await #expect(throws: notSetUp("addFinishedGather")) { try await double.addFinishedGather(match) }
        await #expect(throws: notSetUp("addFinishedGathers")) { try await double.addFinishedGathers([match]) }
        await #expect(throws: notSetUp("finishedGathers")) { try await double.finishedGathers() }
        await #expect(throws: notSetUp("finishedGatherList")) { try await double.finishedGatherList() }
        await #expect(throws: notSetUp("players(ofFinishedGather:)")) { try await double.players(ofFinishedGather: id) }
        await #expect(throws: notSetUp("changeProgress")) { try await double.changeProgress(ofGather: id) { _ in } }
        await #expect(throws: notSetUp("movePlayer")) { try await double.movePlayer(at: 0, to: .teamA, inGather: id) }
        await #expect(throws: notSetUp("unfinishedGather")) { try await double.unfinishedGather() }
        await #expect(throws: notSetUp("discardGather")) { try await double.discardGather(id: id) }
        await #expect(throws: notSetUp("deleteFinishedGather")) { try await double.deleteFinishedGather(id: id) }
    }

    private func notSetUp(_ call: String) -> ServiceError {
        .unexpected("GathersService.\(call) was not set up")
    }
}
