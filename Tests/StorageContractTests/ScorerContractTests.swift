import Domain
import Foundation
import GathersInterface
import StorageSupport
import StoreTestSupport
import TestSupport
import Testing

/// Goals credited to players: saved with a running match's progress, kept once it ends.
@Suite(.sharedStandInServer) struct ScorerContractTests {
    private let kickOff = Date(timeIntervalSince1970: 1_700_000_000)

    /// Ann's gather of Kim (Team A), Max (Team B) and a guest on the bench.
    private func started(in store: any ContractStore) async throws -> (StoreAccount, Gather) {
        let ann = try await store.account("ann")
        let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
        let max = try await ann.players.add(PlayerDetails(name: "Max"))
        let gather = try await ann.gathers.startGather(
            with: [GatherPlayer(player: kim, team: .teamA), GatherPlayer(player: max, team: .teamB), GatherPlayer(playerID: nil, name: "Guest", team: .bench)],
            at: kickOff
        )
        return (ann, gather)
    }

    private func progress(_ teamA: Int, _ teamB: Int, goals: [Int: Int]) -> GatherProgress {
        GatherProgress(score: Score(teamA: teamA, teamB: teamB), timer: GatherTimer(remaining: 420, isRunning: true), goals: goals)
    }

    @Test(arguments: StoreKind.checked)
    func goals_areSavedWithTheProgress_andComeBackOnThePlayers(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let (ann, gather) = try await started(in: store)
            #expect(gather.players.map(\.goals) == [0, 0, 0])

            try await ann.gathers.saveProgress(progress(3, 1, goals: [0: 2, 1: 1]), ofGather: gather.id)
            let unfinished = try #require(try await ann.gathers.unfinishedGather())
            #expect(unfinished.progress == progress(3, 1, goals: [0: 2, 1: 1]))
            #expect(unfinished.gather.players.map(\.goals) == [2, 1, 0])

            // Each save replaces the last: a scorer taken back to none is no longer listed.
            try await ann.gathers.saveProgress(progress(2, 0, goals: [0: 1]), ofGather: gather.id)
            let replaced = try #require(try await ann.gathers.unfinishedGather())
            #expect(replaced.progress.goals == [0: 1])
            #expect(replaced.gather.players.map(\.goals) == [1, 0, 0])
        }
    }

    @Test(arguments: StoreKind.checked)
    func aFinishedGather_keepsItsScorers(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let (ann, gather) = try await started(in: store)
            try await ann.gathers.saveProgress(progress(3, 1, goals: [0: 2, 1: 1]), ofGather: gather.id)
            try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 3, teamB: 1), at: kickOff.addingTimeInterval(600))

            let finished = try #require(try await ann.gathers.finishedGathers().first)
            #expect(finished.players.map(\.name) == ["Kim", "Max", "Guest"])
            #expect(finished.players.map(\.goals) == [2, 1, 0])
            #expect(finished.goalsByPlayer == [0: 2, 1: 1])
        }
    }

    @Test(arguments: StoreKind.checked)
    func goalsOfNoPlayerInTheGather_areNotKept(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let (ann, gather) = try await started(in: store)
            try await ann.gathers.saveProgress(progress(2, 0, goals: [0: 1, 7: 1]), ofGather: gather.id)
            #expect(try await ann.gathers.unfinishedGather()?.progress.goals == [0: 1])
        }
    }

    @Test(arguments: StoreKind.checked)
    func goalsAScoreCantHold_areRefused(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let (ann, gather) = try await started(in: store)
            try await ann.gathers.saveProgress(progress(1, 0, goals: [0: 1]), ofGather: gather.id)
            let refusals: [GatherProgress] = [progress(1, 0, goals: [0: 2]), progress(1, 0, goals: [0: -1]), progress(5, 0, goals: [-1: 1])]
            for refused in refusals {
                await #expect(throws: ServiceError.self) { try await ann.gathers.saveProgress(refused, ofGather: gather.id) }
            }
            #expect(try await ann.gathers.unfinishedGather()?.progress.goals == [0: 1])
        }
    }

    // MARK: - Changed as stored (two windows on one match)

    @Test(arguments: StoreKind.checked)
    func aChange_isMadeOnWhatIsStored_andSaysWhatWasThere(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let (ann, gather) = try await started(in: store)
            let first = try await ann.gathers.changeProgress(ofGather: gather.id) { progress in
                progress.score.teamA += 1
                progress.goals[0, default: 0] += 1
                return "first"
            }
            #expect(first.outcome == "first")
            #expect(first.before == GatherProgress())
            #expect(first.after == GatherProgress(score: Score(teamA: 1), goals: [0: 1]))

            // Another window, which never saw the first goal, adds its own to what is stored.
            let second = try await ann.gathers.changeProgress(ofGather: gather.id) { progress in progress.score.teamB += 1 }
            #expect(second.before == first.after)
            #expect(second.after == GatherProgress(score: Score(teamA: 1, teamB: 1), goals: [0: 1]))

            // A change that leaves the progress as it was (a refusal) writes nothing.
            let refused = try await ann.gathers.changeProgress(ofGather: gather.id) { _ in false }
            #expect(refused.before == second.after && refused.after == second.after)
            #expect(try await ann.gathers.unfinishedGather()?.progress == second.after)

            // Goals with no such player are not kept; a change the store can't keep is refused whole.
            await #expect(throws: ServiceError.self) {
                try await ann.gathers.changeProgress(ofGather: gather.id) { progress in progress.score.teamA = 100 }
            }
            #expect(try await ann.gathers.unfinishedGather()?.progress == second.after)
        }
    }

    @Test(arguments: StoreKind.checked)
    func aMatchEndedOrDiscardedElsewhere_cantBeChanged_andSaysWhich(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let (ann, gather) = try await started(in: store)
            try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 1), at: kickOff + 600)
            await #expect(throws: GatherGone.ended) { try await ann.gathers.changeProgress(ofGather: gather.id) { _ in } }

            let dropped = try await ann.gathers.startGather(with: [], at: kickOff + 700)
            try await ann.gathers.discardGather(id: dropped.id)
            await #expect(throws: GatherGone.discarded) { try await ann.gathers.changeProgress(ofGather: dropped.id) { _ in } }
            await #expect(throws: GatherGone.discarded) { try await ann.gathers.changeProgress(ofGather: UUID()) { _ in } }
        }
    }

    // MARK: - Substitutes

    @Test(arguments: StoreKind.checked)
    func aPlayerMoved_duringAMatch_isKeptWithIt_andEndsInTheTeamTheyPlayFor_withWhenTheyMoved(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let lou = try await ann.players.add(PlayerDetails(name: "Lou"))
            let gather = try await ann.gathers.startGather(
                with: [GatherPlayer(player: kim, team: .teamA), GatherPlayer(player: max, team: .teamB), GatherPlayer(player: lou, team: .bench)],
                at: kickOff
            )

            try await ann.gathers.movePlayer(at: 2, to: .teamB, inGather: gather.id)
            let clock = GatherTimer(duration: 600, remaining: 479, isRunning: true)
            try await ann.gathers.saveProgress(GatherProgress(timer: clock), ofGather: gather.id)
            try await ann.gathers.movePlayer(at: 1, to: .bench, inGather: gather.id)
            #expect(try await ann.gathers.unfinishedGather()?.gather.players.map(\.team) == [.teamA, .bench, .teamB])
            await #expect(throws: ServiceError.notFound) { try await ann.gathers.movePlayer(at: 3, to: .teamA, inGather: gather.id) }

            try await ann.gathers.endGather(id: gather.id, score: Score(teamA: 0, teamB: 1), at: kickOff + 600)
            let ended = try #require(try await ann.gathers.finishedGathers().first)
            #expect(ended.players(in: .teamB).map(\.name) == ["Lou"])
            #expect(ended.players(in: .bench).map(\.name) == ["Max"])
            #expect(
                ended.substitutions == [GatherSubstitution(ordinal: 2, team: .teamB, elapsed: 0), GatherSubstitution(ordinal: 1, team: .bench, elapsed: 121)])
            #expect(ended.substitutions.map(\.minute) == [1, 3])
            await #expect(throws: GatherGone.ended) { try await ann.gathers.movePlayer(at: 0, to: .teamB, inGather: gather.id) }
            await #expect(throws: GatherGone.discarded) { try await ann.gathers.movePlayer(at: 0, to: .teamB, inGather: UUID()) }
        }
    }
}
