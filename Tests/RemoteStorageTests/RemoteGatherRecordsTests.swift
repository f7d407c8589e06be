import Domain
import Foundation
import GathersInterface
import RemoteTestSupport
import StoreTestSupport
import Synchronization
import TestSupport
import Testing

@testable import RemoteStorage

/// What the web-service store keeps on this machine for the gathers it starts
/// (teams, dates, a running match's progress), in that server's records database.
@Suite struct RemoteGatherRecordsTests {
    private let kickOff = Date(timeIntervalSince1970: 1_700_000_000)
    private let running = GatherProgress(score: Score(teamA: 3, teamB: 2), timer: GatherTimer(duration: 450, remaining: 321, isRunning: true))

    /// The requests `server` has had for a gather's players.
    private static func gatherPlayersRequests(on server: FakeFootballGatherServer) -> Int {
        server.requests.filter { $0.path.hasSuffix("/players") && $0.path.contains("gathers") }.count
    }

    @Test func aRunningMatch_resumesAfterARestart_onThisMachine() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max", position: .goalkeeper))
            let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
            let gather = try await ann.gathers.startGather(
                with: [
                    GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .bench),
                    GatherPlayer(playerID: nil, name: "Guest", team: .teamB),
                ], at: kickOff)
            try await ann.gathers.saveProgress(running, ofGather: gather.id)
            #expect(try permissions(of: RecordFiles(server, in: directory).database) == 0o600)

            let restarted = server.store(dataDirectory: directory)
            let user = try await restarted.logIn(Credentials(username: "ann", password: "secret"))
            let gathers = restarted.gathersService(for: user)
            #expect(try await gathers.unfinishedGather() == UnfinishedGather(gather: gather, progress: running))

            try await gathers.endGather(id: gather.id, score: Score(teamA: 0, teamB: 1), at: kickOff + 900)
            let history = try await gathers.finishedGathers()
            #expect(
                history == [
                    Gather(
                        id: gather.id, players: gather.players, score: Score(teamA: 0, teamB: 1), winner: .teamB,
                        startedAt: kickOff, endedAt: kickOff + 900
                    )
                ])
            // Ended: its progress is gone, its dates stay.
            let row = try #require(try RecordFiles(server, in: directory).rows("SELECT ended_at, progress_team_a FROM gathers").first)
            #expect(row.date(0) == kickOff + 900 && row.int(1) == nil)
        }
    }

    @Test func aRestart_keepsTheRememberedLogin_andEveryRecord() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max", skill: .professional))
            let played = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff)
            try await ann.gathers.endGather(id: played.id, score: Score(teamA: 1, teamB: 0), at: kickOff + 600)
            let playing = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamB)], at: kickOff + 700)
            try await ann.gathers.saveProgress(running, ofGather: playing.id)
            try await store.setRememberedUsername("ann")

            let restarted = server.store(dataDirectory: directory)
            let user = try #require(await restarted.restoreSession().user)
            let gathers = restarted.gathersService(for: user)
            #expect(
                try await gathers.finishedGathers() == [
                    Gather(
                        id: played.id, players: played.players, score: Score(teamA: 1, teamB: 0), winner: .teamA,
                        startedAt: kickOff, endedAt: kickOff + 600
                    )
                ])
            #expect(try await gathers.unfinishedGather() == UnfinishedGather(gather: playing, progress: running))
        }
    }

    /// A tick of the match clock saves the progress: one UPDATE of one row, nothing else.
    @Test func eachProgressSave_updatesOneRow() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let gather = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff)
            try await store.setRememberedUsername("ann")
            let files = RecordFiles(server, in: directory)
            try files.execute("CREATE TABLE change_log (change TEXT)")
            for table in ["gathers", "gather_players", "remembered_session"] {
                for event in ["INSERT", "UPDATE", "DELETE"] {
                    try files.execute(
                        "CREATE TRIGGER log_\(table)_\(event) AFTER \(event) ON \(table) BEGIN INSERT INTO change_log VALUES ('\(event) \(table)'); END"
                    )
                }
            }

            for remaining in [599, 598, 597] {
                try await ann.gathers.saveProgress(GatherProgress(timer: GatherTimer(remaining: remaining, isRunning: true)), ofGather: gather.id)
            }

            #expect(try files.rows("SELECT change FROM change_log").map { $0.text(0) } == Array(repeating: "UPDATE gathers", count: 3))
            #expect(try files.rows("SELECT timer_remaining FROM gathers").map { $0.int(0) } == [597])
        }
    }

    @Test func deletingAFinishedGather_deletesItOnTheServer_andItsRecordHere() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let kept = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff)
            try await ann.gathers.endGather(id: kept.id, score: Score(teamA: 1, teamB: 0), at: kickOff + 600)
            let deleted = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamB)], at: kickOff + 700)
            try await ann.gathers.endGather(id: deleted.id, score: Score(teamA: 0, teamB: 2), at: kickOff + 1_300)

            try await ann.gathers.deleteFinishedGather(id: deleted.id)

            #expect(server.requests.contains { $0.method == "DELETE" && $0.path.hasSuffix("/api/gathers/\(deleted.id.uuidString)") })
            let files = RecordFiles(server, in: directory)
            #expect(try files.rows("SELECT id FROM gathers").map { $0.text(0) } == [kept.id.uuidString])
            #expect(try files.rows("SELECT DISTINCT gather_id FROM gather_players").map { $0.text(0) } == [kept.id.uuidString])
        }
    }

    @Test func twoStoresOnOneDirectory_shareTheRecords() async throws {
        try await withRemoteStore { server, first, directory in
            let second = server.store(dataDirectory: directory)
            let ann = try await first.account("ann")
            try await first.setRememberedUsername("ann")
            #expect(try await second.rememberedUsername() == "ann")

            let max = try await ann.players.add(PlayerDetails(name: "Max"))
            let gather = try await ann.gathers.startGather(with: [GatherPlayer(player: max, team: .teamB)], at: kickOff)
            let user = try await second.logIn(Credentials(username: "ann", password: "secret"))
            let there = second.gathersService(for: user)
            #expect(try await there.unfinishedGather() == UnfinishedGather(gather: gather, progress: GatherProgress()))

            // Both save at once: SQLite's lock makes them take turns; the last one stays.
            async let here: Void = ann.gathers.saveProgress(running, ofGather: gather.id)
            async let away: Void = there.saveProgress(running, ofGather: gather.id)
            _ = try await (here, away)
            #expect(try await ann.gathers.unfinishedGather()?.progress == running)
        }
    }

    @Test func aSecondMachine_seesTheSameRosterAndHistory_withoutTeamsOrDates() async throws {
        try await withTemporaryDirectory { first in
            try await withTemporaryDirectory { second in
                try await withFakeServer { server in
                    let here = try await server.store(dataDirectory: first).account("ann")
                    let max = try await here.players.add(PlayerDetails(name: "Max", skill: .professional))
                    let kim = try await here.players.add(PlayerDetails(name: "Kim"))
                    let lou = try await here.players.add(PlayerDetails(name: "Lou"))
                    let played = try await here.gathers.startGather(
                        with: [
                            GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB),
                            GatherPlayer(player: lou, team: .bench), GatherPlayer(playerID: nil, name: "Guest", team: .teamA),
                        ], at: kickOff)
                    try await here.gathers.endGather(id: played.id, score: Score(teamA: 3, teamB: 3), at: kickOff + 600)
                    let running = try await here.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff + 700)

                    let otherStore = server.store(dataDirectory: second)
                    let user = try await otherStore.logIn(Credentials(username: "ann", password: "secret"))
                    let there = otherStore.account(user)
                    #expect(try await there.players.players() == [kim, lou, max])
                    // The server knows who played, not where, nor when; the bench and guests not at all.
                    // Its players come in roster order, whatever order they were attached in.
                    #expect(
                        try await there.gathers.finishedGathers() == [
                            Gather(
                                id: played.id,
                                players: [GatherPlayer(player: kim, team: .bench), GatherPlayer(player: max, team: .bench)],
                                score: Score(teamA: 3, teamB: 3),
                                winner: Winner.none
                            )
                        ])
                    // The match running on the first machine is not offered here, nor changed from here.
                    #expect(try await there.gathers.unfinishedGather() == nil)
                    await #expect(throws: ServiceError.notFound) {
                        try await there.gathers.saveProgress(GatherProgress(), ofGather: running.id)
                    }
                    #expect(try await here.gathers.unfinishedGather()?.gather.id == running.id)

                    // Deleting a player on one machine shows on the other.
                    try await there.players.delete(playerID: max.id)
                    #expect(try await here.players.players() == [kim, lou])
                    #expect(try await there.gathers.finishedGathers().first?.players == [GatherPlayer(player: kim, team: .bench)])
                    #expect(try await here.gathers.finishedGathers().first?.players.map(\.playerID) == [nil, kim.id, lou.id, nil])
                }
            }
        }
    }

    /// Records on a second machine asks the server for the players of each match started elsewhere once:
    /// the next open, and the next start of the app, read them from this machine.
    @Test func theRecordsOfMatchesPlayedElsewhere_fetchTheirPlayersOnce_andForgetWhatIsGone() async throws {
        try await withTemporaryDirectory { first in
            try await withTemporaryDirectory { second in
                try await withFakeServer { server in
                    let here = try await server.store(dataDirectory: first).account("ann")
                    let max = try await here.players.add(PlayerDetails(name: "Max"))
                    let kim = try await here.players.add(PlayerDetails(name: "Kim"))
                    var played: [UUID] = []
                    for minute in 0..<3 {
                        let gather = try await here.gathers.startGather(
                            with: [GatherPlayer(player: max, team: .teamA), GatherPlayer(player: kim, team: .teamB)], at: kickOff + Double(minute)
                        )
                        try await here.gathers.endGather(id: gather.id, score: Score(teamA: minute, teamB: 0), at: kickOff + 600)
                        played.append(gather.id)
                    }
                    func playersRequests() -> Int { Self.gatherPlayersRequests(on: server) }
                    let otherMachine = server.store(dataDirectory: second)
                    let user = try await otherMachine.logIn(Credentials(username: "ann", password: "secret"))
                    let there = otherMachine.account(user)

                    let before = playersRequests()
                    // Records come in no particular order: compared by player.
                    func table(_ account: StoreAccount) async throws -> [PlayerRecord] {
                        try await account.records.records(since: nil).records.sorted { $0.id < $1.id }
                    }
                    let reports = Mutex<[String]>([])
                    _ = try await there.records.records(since: nil) { fetched, total in reports.withLock { $0.append("\(fetched)/\(total)") } }
                    // Each match played elsewhere is fetched once, and said as it comes.
                    #expect(reports.withLock { $0 } == ["1/3", "2/3", "3/3"])
                    #expect(playersRequests() == before + 3)
                    let firstOpen = try await table(there)
                    #expect(firstOpen.map(\.played) == [3, 3])
                    // Another open, then another start of the app: nothing is fetched again.
                    #expect(try await table(there) == firstOpen)
                    let restarted = server.store(dataDirectory: second)
                    _ = try await restarted.logIn(Credentials(username: "ann", password: "secret"))
                    #expect(try await table(restarted.account(user)) == firstOpen)
                    #expect(playersRequests() == before + 3)

                    // Deleted here: forgotten. Deleted on the other machine: forgotten at the next open.
                    try await there.gathers.deleteFinishedGather(id: played[0])
                    try await here.gathers.deleteFinishedGather(id: played[1])
                    #expect(try await table(there).map(\.played) == [1, 1])
                    let kept = await RemoteFetchedPlayers(
                        database: RemoteRecordsDatabase(directory: second, server: server.baseURL), userID: user.id,
                        decoded: RemoteDecodedLists()
                    ).playerIDs(of: played)
                    #expect(Set(kept.keys) == [played[2]])
                    #expect(kept[played[2]].map(Set.init) == [max.id, kim.id], "who played is kept, by id")
                    // A player deleted since is left out, as the server leaves them out; one renamed shows the new name.
                    try await here.players.delete(playerID: max.id)
                    #expect(try await there.gathers.finishedGathers().first?.players == [GatherPlayer(player: kim, team: .bench)])
                    let renamed = try await here.players.update(Player(id: kim.id, details: PlayerDetails(name: "Kim Lee")))
                    #expect(try await there.gathers.finishedGathers().first?.players == [GatherPlayer(player: renamed, team: .bench)])
                    #expect(playersRequests() == before + 3)
                }
            }
        }
    }

    /// Records opened again is added up again when anything it is made of changed on this machine, in this
    /// window or another, even with the server's lists the same: who played a match started elsewhere,
    /// once forgotten, is fetched again.
    @Test func recordsOpenedAgain_seeWhatThisMachineForgot_inThisWindowOrAnother() async throws {
        try await withTemporaryDirectory { first in
            try await withTemporaryDirectory { second in
                try await withFakeServer { server in
                    let here = try await server.store(dataDirectory: first).account("ann")
                    let max = try await here.players.add(PlayerDetails(name: "Max"))
                    let gather = try await here.gathers.startGather(with: [GatherPlayer(player: max, team: .teamA)], at: kickOff)
                    try await here.gathers.endGather(id: gather.id, score: Score(teamA: 1, teamB: 0), at: kickOff + 600)
                    func playersRequests() -> Int { Self.gatherPlayersRequests(on: server) }
                    let otherMachine = server.store(dataDirectory: second)
                    let user = try await otherMachine.logIn(Credentials(username: "ann", password: "secret"))
                    let there = otherMachine.account(user)
                    let before = playersRequests()

                    let table = try await there.records.records(since: nil)
                    #expect(table.records.map(\.played) == [1])
                    #expect(try await there.records.records(since: nil) == table)
                    #expect(playersRequests() == before + 1, "nothing changed: nothing fetched")

                    let anotherWindow = RemoteFetchedPlayers(
                        database: RemoteRecordsDatabase(directory: second, server: server.baseURL), userID: user.id, decoded: RemoteDecodedLists()
                    )
                    await anotherWindow.forget(gather.id)
                    #expect(try await there.records.records(since: nil) == table)
                    #expect(playersRequests() == before + 2, "forgotten in another window: fetched again")

                    let thisWindow = try #require(there.gathers as? RemoteGathersService)
                    await thisWindow.fetched.forget(gather.id)
                    #expect(try await there.records.records(since: nil) == table)
                    #expect(playersRequests() == before + 3, "forgotten in this one: fetched again")
                    #expect(try await there.records.records(since: nil) == table)
                    #expect(playersRequests() == before + 3)
                }
            }
        }
    }

    /// An earlier version kept each player whole: who played is read from it, as the roster has them now.
    @Test func playersKeptWholeByAnEarlierVersion_areReadByTheirIDs() async throws {
        try await withRemoteStore { server, _, directory in
            let gather = UUID()
            let fetched = RemoteFetchedPlayers(
                database: RemoteRecordsDatabase(directory: directory, server: server.baseURL), userID: "1", decoded: RemoteDecodedLists())
            await fetched.keep([gather: []], forgettingAllBut: [gather])
            let files = RecordFiles(server, in: directory)
            try files.execute(
                """
                UPDATE fetched_gather_players SET json = '[{"id": 7, "name": "Ana", "position": "striker"}, {"id": 9, "name": "Bo"}]'
                """)
            #expect(await fetched.playerIDs(of: [gather]) == [gather: [7, 9]])
            try files.execute("UPDATE fetched_gather_players SET json = 'not json'")
            #expect(await fetched.playerIDs(of: [gather]) == [:], "what can't be read is fetched again")
        }
    }

    /// A match with no players is kept as such; an entry in part unreadable is fetched again whole, and spoils no other.
    @Test func keptPlayerIDs_anEmptyMatchKept_aDamagedEntryFetchedAgain() async throws {
        try await withRemoteStore { server, _, directory in
            let (empty, whole, damaged, notAList, other) = (UUID(), UUID(), UUID(), UUID(), UUID())
            let fetched = RemoteFetchedPlayers(
                database: RemoteRecordsDatabase(directory: directory, server: server.baseURL), userID: "1", decoded: RemoteDecodedLists())
            let kim = Player(id: 12, details: PlayerDetails(name: "Kim"))
            let max = Player(id: 3, details: PlayerDetails(name: "Max"))
            let kept = [empty: [], whole: [kim, max], damaged: [kim, max], notAList: [kim], other: [max]]
            await fetched.keep(kept, forgettingAllBut: Set(kept.keys))
            let files = RecordFiles(server, in: directory)
            try files.execute("UPDATE fetched_gather_players SET json = '[12, \"Max\"]' WHERE gather_id = '\(damaged.uuidString)'")
            try files.execute("UPDATE fetched_gather_players SET json = '{\"id\": 12}' WHERE gather_id = '\(notAList.uuidString)'")
            #expect(await fetched.playerIDs(of: [empty, whole, damaged, notAList]) == [empty: [], whole: [12, 3]])

            for odd in [#"[{"id": "x"}]"#, "[null]", "[1.5]", "[99999999999999999999]", "not json"] {
                try files.execute("UPDATE fetched_gather_players SET json = '\(odd)' WHERE gather_id = '\(damaged.uuidString)'")
                #expect(await fetched.playerIDs(of: [whole, damaged]) == [whole: [12, 3]], "\(odd)")
            }
            #expect(await fetched.playerIDs(of: [other]) == [other: [3]], "only the gathers asked for")
        }
    }

    /// Entries are read together when each is a plain list: two halves that would make lists only
    /// side by side are each unreadable, and the whole one between them keeps its own ids.
    @Test func keptPlayerIDs_halvesOfListsInTwoEntries_areNotJoined() async throws {
        try await withRemoteStore { server, _, directory in
            let (first, whole, second) = (UUID(), UUID(), UUID())
            let fetched = RemoteFetchedPlayers(
                database: RemoteRecordsDatabase(directory: directory, server: server.baseURL), userID: "1", decoded: RemoteDecodedLists())
            let max = Player(id: 3, details: PlayerDetails(name: "Max"))
            let kept = [first: [max], whole: [max], second: [max]]
            await fetched.keep(kept, forgettingAllBut: Set(kept.keys))
            let files = RecordFiles(server, in: directory)
            for (gather, json) in [(first, "[1],[2"), (whole, "[3]"), (second, "4]")] {
                try files.execute("UPDATE fetched_gather_players SET json = '\(json)' WHERE gather_id = '\(gather.uuidString)'")
            }
            #expect(await fetched.playerIDs(of: [first, whole, second]) == [whole: [3]])
            #expect(RemoteFetchedPlayers.decodedTogether(["[1],[2", "4]"]) == nil, "joined, they would read as [1] and [2, 4]")
            #expect(RemoteFetchedPlayers.decodedTogether(["[1, 2]", "[]", "[7]"]) == [[1, 2], [], [7]])
        }
    }

    @Test func aRecordThisVersionCouldNotHaveWritten_readsAsUnknown_notAsACrash() async throws {
        try await withRemoteStore { server, store, directory in
            let ann = try await store.account("ann")
            let gather = try await ann.gathers.startGather(
                with: [GatherPlayer(playerID: nil, name: "Guest", position: .winger, team: .teamA)], at: kickOff
            )
            try await ann.gathers.saveProgress(running, ofGather: gather.id)

            let files = RecordFiles(server, in: directory)
            try files.execute("UPDATE gather_players SET team = 'Team C', position = 'libero'")
            try files.execute("UPDATE gathers SET timer_remaining = 9999")

            let unfinished = try #require(try await ann.gathers.unfinishedGather())
            #expect(unfinished.gather.players == [GatherPlayer(playerID: nil, name: "Guest", team: .bench)])
            #expect(unfinished.progress == GatherProgress())

            // A progress saved only in part is no progress either.
            try files.execute("UPDATE gathers SET progress_team_b = NULL, timer_duration = NULL, timer_remaining = NULL")
            #expect(try await ann.gathers.unfinishedGather()?.progress == GatherProgress())
        }
    }

    @Test func theServersList_decidesWhichGathersAreUnfinished() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let gather = try await ann.gathers.startGather(with: [], at: kickOff)
            server.intercept { $0.method == "GET" && $0.path == "/api/gathers" ? .json(200, "[]") : nil }
            #expect(try await ann.gathers.unfinishedGather() == nil)
            #expect(try await ann.gathers.unfinishedGather()?.gather.id == gather.id)
        }
    }
}
