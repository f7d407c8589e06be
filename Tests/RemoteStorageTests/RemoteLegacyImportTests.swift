import Domain
import Foundation
import RemoteTestSupport
import StoreTestSupport
import TestSupport
import Testing

@testable import RemoteStorage

/// The previous version's JSON files, and records files that can't be used.
@Suite struct RemoteLegacyImportTests {
    private let kickOff = Date(timeIntervalSince1970: 1_700_000_000)
    private let running = GatherProgress(score: Score(teamA: 3, teamB: 2), timer: GatherTimer(duration: 450, remaining: 321, isRunning: true))

    private func exists(_ file: URL) -> Bool {
        FileManager.default.fileExists(atPath: file.path)
    }

    /// JSON as the previous version wrote it (Foundation's default date encoding, sorted keys).
    private func write(_ object: [String: Any], to file: URL) throws {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: file)
    }

    @Test func thePreviousVersionsFiles_areImportedOnce_thenRemoved() async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                // What the previous version left: a remembered login, and a match it was running.
                let ann = try await server.store(dataDirectory: nil).account("ann")
                let max = try await ann.players.add(PlayerDetails(name: "Max", position: .goalkeeper))
                let gather = try await ann.gathers.startGather(
                    with: [GatherPlayer(player: max, team: .teamA), GatherPlayer(playerID: nil, name: "Guest", team: .bench)], at: kickOff
                )
                let files = RecordFiles(server, in: directory)
                let session: [String: Any] = ["username": "ann", "userID": ann.user.id, "token": try server.lastToken()]
                try write(session, to: files.session)
                try write(
                    [
                        "version": 1,
                        "gathers": [
                            gather.id.uuidString: [
                                "userID": ann.user.id,
                                "startedAt": kickOff.timeIntervalSinceReferenceDate,
                                "players": [
                                    ["playerID": max.id, "name": "Max", "position": "goalkeeper", "team": "Team A"],
                                    ["name": "Guest", "team": "Bench"],
                                ],
                                "progress": ["teamA": 3, "teamB": 2, "duration": 450, "remaining": 321, "isRunning": true],
                            ]
                        ],
                    ], to: files.gathers)

                let store = server.store(dataDirectory: directory)
                let user = try #require(await store.restoreSession().user)
                #expect(user == ann.user)
                #expect(try await store.gathersService(for: user).unfinishedGather() == UnfinishedGather(gather: gather, progress: running))
                #expect(!exists(files.session) && !exists(files.gathers))
                #expect(try permissions(of: files.database) == 0o600)

                // Once: what the user changes since stays changed, and a file that shows up
                // again (an older copy of the app ran meanwhile) is not read.
                try await store.setRememberedUsername(nil)
                try write(session, to: files.session)
                let restarted = server.store(dataDirectory: directory)
                #expect(try await restarted.rememberedUsername() == nil)
                #expect(!exists(files.session))
            }
        }
    }

    @Test func valuesTheOldFileCouldNotHaveHeld_readAsUnknown() async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                let ann = try await server.store(dataDirectory: nil).account("ann")
                let gather = try await ann.gathers.startGather(with: [], at: kickOff)
                try write(
                    [
                        "version": 1,
                        "gathers": [
                            gather.id.uuidString: [
                                "userID": ann.user.id,
                                "startedAt": kickOff.timeIntervalSinceReferenceDate,
                                "players": [["name": "Guest", "position": "libero", "skill": "legend", "team": "Team C"]],
                                "progress": ["teamA": 1, "teamB": 0, "duration": 300, "remaining": 9_999, "isRunning": false],
                            ]
                        ],
                    ], to: RecordFiles(server, in: directory).gathers)

                let store = server.store(dataDirectory: directory)
                let user = try await store.logIn(Credentials(username: "ann", password: "secret"))
                let unfinished = try #require(try await store.gathersService(for: user).unfinishedGather())
                #expect(unfinished.gather.players == [GatherPlayer(playerID: nil, name: "Guest", team: .bench)])
                #expect(unfinished.progress == GatherProgress())
            }
        }
    }

    @Test func damagedFilesOfThePreviousVersion_areIgnored_andRemoved() async throws {
        try await withRemoteStore { server, store, directory in
            let files = RecordFiles(server, in: directory)
            try Data("{\"username\": 7".utf8).write(to: files.session)
            try Data([0xFF, 0x00, 0x7B]).write(to: files.gathers)

            #expect(try await store.rememberedUsername() == nil)
            #expect(await store.restoreSession().user == nil)
            #expect(!exists(files.session) && !exists(files.gathers))
            let ann = try await store.account("ann")
            let gather = try await ann.gathers.startGather(with: [], at: kickOff)
            #expect(try await ann.gathers.unfinishedGather()?.gather.id == gather.id)
        }
    }

    @Test func aGatherKeyedTwiceInTheOldFile_isImportedOnce_andAnUnreadableKeyNotAtAll() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await server.store(dataDirectory: nil).account("ann")
            let id = UUID()
            let record: [String: Any] = ["userID": ann.user.id, "startedAt": kickOff.timeIntervalSinceReferenceDate, "players": []]
            let files = RecordFiles(server, in: directory)
            try write(["version": 1, "gathers": [id.uuidString: record, id.uuidString.lowercased(): record, "not-a-uuid": record]], to: files.gathers)

            #expect(try await store.rememberedUsername() == nil)
            #expect(try files.rows("SELECT id FROM gathers").map { $0.text(0) } == [id.uuidString])
        }
    }

    @Test func aRecordsFileThatCannotBeOpened_isUnavailable() async throws {
        try await withRemoteStore { server, store, directory in
            // A directory where the file should be.
            let file = RecordFiles(server, in: directory).database
            try FileManager.default.createDirectory(at: file.appending(path: "inside"), withIntermediateDirectories: true)
            let error = await #expect(throws: ServiceError.self) { try await store.rememberedUsername() }
            #expect(error.flatMap(detail(of:))?.hasPrefix("cannot open \(file.path)") == true, "\(String(describing: error))")
            #expect(await store.restoreSession().user == nil)
        }
    }
}
