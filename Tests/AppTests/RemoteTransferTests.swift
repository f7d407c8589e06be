import Domain
import Foundation
import RemoteStorage
import RemoteTestSupport
import Synchronization
import TestSupport
import Testing
import Transfer

/// An export imported into the web service, stopped by the server midway and run again.
@MainActor
@Suite struct RemoteTransferTests {
    private static let day = Date(timeIntervalSince1970: 1_760_011_200)

    /// Three players and three matches, a day apart.
    private static let export: GroupExport = {
        let names = ["Ann", "Bob", "Cy"]
        let matches = [Score(teamA: 1, teamB: 0), Score(teamA: 2, teamB: 2), Score(teamA: 0, teamB: 4)].enumerated().map { index, score in
            Gather(
                id: UUID(),
                players: [
                    GatherPlayer(playerID: nil, name: names[0], team: .teamA, goals: score.teamA),
                    GatherPlayer(playerID: nil, name: names[1], team: .teamB, goals: score.teamB),
                    GatherPlayer(playerID: nil, name: names[2], team: .bench),
                ],
                score: score, winner: score.winner, startedAt: day + Double(index) * 86_400, endedAt: day + Double(index) * 86_400 + 3_600
            )
        }
        return GroupExport(username: "ann", exportedAt: day + 7 * 86_400, players: names.map { PlayerDetails(name: $0) }, matches: matches.reversed())
    }()

    @Test func anImportStoppedByTheServerMidway_saysHowFarItGot_andTheSameImportAddsTheRestOnce() async throws {
        let directory = ScratchSpace.root.appending(path: "fg-transfer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeFootballGatherServer()
        let store = server.store(dataDirectory: directory)
        let ann = try await store.register(Credentials(username: "ann", password: "pass-word"))
        let sut = TransferInteractor(
            owner: ann, job: .importExport(path: "all.json"), agreed: true, players: store.playersService(for: ann),
            gathers: store.gathersService(for: ann),
            files: RosterFilesInMemory("all.json", String(decoding: GroupExportJSON.encode(Self.export), as: UTF8.self)),
            exports: ShareFilesSpy(), clock: ManualClock()
        )
        // The second match's result never reaches the server.
        let results = Mutex(0)
        server.intercept { request in
            guard request.method == "PUT", request.path.hasPrefix("/api/gathers/") else { return nil }
            return results.withLock { sent in
                sent += 1
                return sent == 2
            } ? .answer(status: 503) : nil
        }

        let plan = try await sut.plan()
        await #expect {
            try await sut.carryOut(plan)
        } throws: { error in
            guard case .stopped(let progress, _) = error as? TransferRefusal else { return false }
            return progress == GroupImportProgress(playersAdded: 3, matchesAdded: 1, matchesToAdd: 3)
        }
        #expect(server.gatherCount == 1, "the half-made match is deleted again")

        let rest = try await sut.carryOut(try await sut.plan())

        #expect(rest == .groupImported(GroupImportProgress(matchesAdded: 2, matchesToAdd: 2)))
        #expect(server.gatherCount == 3)
        let history = try await store.gathersService(for: ann).finishedGathers()
        #expect(history.map(\.score) == Self.export.matches.map(\.score))
        #expect(history.map(\.endedAt) == Self.export.matches.map(\.endedAt))
        #expect(history.map { $0.players.map(\.goals) } == Self.export.matches.map { $0.players.map(\.goals) })
        #expect(try await store.playersService(for: ann).players().map(\.name) == ["Ann", "Bob", "Cy"])
    }
}
