import Domain
import Foundation
import GathersInterface
import StoreTestSupport
import TestSupport
import Testing

@testable import FootballGatherApp

/// Every call of a user's services, through the App's wrapper: a session the store says has
/// expired brings the app back to Login (here, a counter), whatever the screen asked for.
@MainActor
@Suite struct SessionWatchingServicesTests {
    @Test func anExpiredSession_isReported_fromEveryGathersAndRecordsCall() async throws {
        let user = try await RegisteredUser.make()
        let running = try await user.gathers.startGather(with: [], at: Date())
        user.services.fail(times: nil, with: .sessionExpired)
        var expired = 0
        let gathers = SessionWatchingGathersService(base: user.gathers) { expired += 1 }
        let records = SessionWatchingRecordsService(base: user.records) { expired += 1 }
        let id = running.id
        let calls: [@MainActor () async throws -> Void] = [
            { _ = try await gathers.startGather(with: [], at: Date()) },
            { try await gathers.endGather(id: id, score: Score(), at: Date()) },
            { _ = try await gathers.addFinishedGather(Self.match) },
            { _ = try await gathers.addFinishedGathers([Self.match]) },
            { _ = try await gathers.finishedGathers() },
            { _ = try await gathers.finishedGatherList() },
            { _ = try await gathers.players(ofFinishedGather: id) },
            { _ = try await gathers.changeProgress(ofGather: id) { $0.score.teamA += 1 } },
            { try await gathers.movePlayer(at: 0, to: .teamA, inGather: id) },
            { _ = try await gathers.unfinishedGather() },
            { _ = try await gathers.discardGather(id: id) },
            { try await gathers.deleteFinishedGather(id: id) },
            { _ = try await records.records(since: nil) },
            { _ = try await records.records(ofPlayer: 1, since: nil, progress: nil) },
            { _ = try await records.matches(ofPlayer: 1, limit: 5) },
        ]
        for call in calls {
            await #expect(throws: ServiceError.sessionExpired) { try await call() }
        }
        #expect(expired == calls.count)
    }

    static let match = Gather(id: UUID(), players: [], score: Score(teamA: 1, teamB: 0), startedAt: Date(), endedAt: Date())

    /// An import stopped midway says how far it got: an expired session stopping it is told all the same.
    @Test func anImportStoppedByAnExpiredSession_isReported_andSaysHowFarItGot() async throws {
        let user = try await RegisteredUser.make()
        user.services.fail(.addFinishedGather, with: .sessionExpired)
        var expired = 0
        let gathers = SessionWatchingGathersService(base: user.gathers) { expired += 1 }

        await #expect(throws: FinishedGathersStopped(added: [], error: .sessionExpired)) {
            _ = try await gathers.addFinishedGathers([Self.match])
        }
        #expect(expired == 1)
    }
}
