import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
import TestSupport
import Testing

@testable import GatherVIP

/// The worker on a gathers double: it calls the services and answers in the screen's terms, a
/// service's error turned into a refusal.
@MainActor
@Suite struct GatherVIPWorkerTests {
    let id = UUID()
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy()

    func worker(_ gathers: GathersServiceDouble) -> GatherVIPWorker {
        GatherVIPWorker(gathers: gathers, shareFiles: shareFiles, clock: clock)
    }

    @Test func aWrite_isMadeOnTheMatchAsStored() async throws {
        var gathers = GathersServiceDouble()
        gathers.onChangeProgress = { _ in .at(1, 0) }

        let stored = try await worker(gathers).saveProgress(ofGather: id) {
            $0.score.teamB += 1; return nil
        }.get()

        #expect(stored.before == .at(1, 0))
        #expect(stored.after == .at(1, 1))
    }

    @Test(arguments: [
        (GatherGone.ended as any Error, GatherVIP.Refusal.gone(.ended)), (ServiceError.notFound, .gone(.discarded)),
        (ServiceError.unexpected("disk full"), .failed(StoreFailure(ServiceError.unexpected("disk full")))),
    ])
    func eachServiceError_isARefusal(error: any Error, refusal: GatherVIP.Refusal) async {
        var gathers = GathersServiceDouble()
        gathers.onChangeProgress = { _ in throw error }
        gathers.onMovePlayer = { _, _, _ in throw error }
        gathers.onEndGather = { _, _, _ in throw error }
        let sut = worker(gathers)

        #expect(await sut.saveProgress(ofGather: id) { _ in nil }.map { _ in 0 } == .failure(refusal))
        #expect(await sut.movePlayer(at: 0, to: .bench, inGather: id).map { _ in 0 } == .failure(refusal))
        #expect(await sut.endGather(id: id, score: Score()) == .failure(refusal))
    }

    @Test func theEnd_isStoredNow_andAMove_forThatPlayer() async {
        let calls = CallLog()
        var gathers = GathersServiceDouble()
        gathers.onEndGather = { _, score, date in
            await calls.add("end \(score) at \(date.timeIntervalSince1970)")
            return .stored
        }
        gathers.onMovePlayer = { index, team, _ in await calls.add("move \(index) to \(team)") }
        let sut = worker(gathers)

        #expect(await sut.movePlayer(at: 4, to: .teamA, inGather: id).map { _ in 0 } == .success(0))
        #expect(await sut.endGather(id: id, score: Score(teamA: 2)) == .success(.stored))

        #expect(await calls.lines == ["move 4 to \(Team.teamA)", "end 2-0 at \(clock.now().timeIntervalSince1970)"])
    }

    @Test func sharing_writesThroughTheShareFiles() async {
        let outcome = await worker(GathersServiceDouble()).write("Team A 1 : 0 Team B", toPath: "match.txt", replacing: true)

        #expect(outcome == .written)
        #expect(shareFiles.writes.map(\.text) == ["Team A 1 : 0 Team B"])
    }
}

/// What the doubles were asked, in order.
actor CallLog {
    private(set) var lines: [String] = []

    func add(_ line: String) { lines.append(line) }
}
