import Domain
import Foundation
import SQLiteStorage
import StorageSupport
import TestSupport
import Testing

/// A group moved from this machine's database to the stand-in web service, through the built binary:
/// `--data-dir OLD export all.json`, then `--server URL import all.json`.
@Suite struct ServerTransferBinaryTests {
    let server = ServerBinaryTests()
    private var old: URL { server.work.appending(path: "old") }
    private var export: URL { server.work.appending(path: "all.json") }

    /// Ann's local group: five players, three finished matches with scorers.
    private func makeLocalGroup() async throws -> [Gather] {
        try await AppBinary.makeAccount(
            "ann", password: "pass-word",
            players: [
                PlayerDetails(name: "Ann", age: 30, position: .striker), PlayerDetails(name: "Bob", position: .goalkeeper),
                PlayerDetails(name: "Carla Díaz", skill: .professional), PlayerDetails(name: "Dmitri"), PlayerDetails(name: "Eve"),
            ], in: old)
        let store = try SQLiteStore(fileURL: old.appending(path: DataDirectory.databaseFileName), passwordHasher: .fast)
        let ann = try await store.logIn(Credentials(username: "ann", password: "pass-word"))
        let roster = try await store.playersService(for: ann).players()
        let gathers = store.gathersService(for: ann)
        let day = Date(timeIntervalSince1970: 1_760_011_200)  // 2025-10-09 12:00 UTC: the same day in most zones
        for (index, (score, scorer)) in [(Score(teamA: 2, teamB: 1), 0), (Score(teamA: 0, teamB: 3), 3), (Score(teamA: 1, teamB: 1), 1)].enumerated() {
            var players = roster.prefix(4).enumerated().map { GatherPlayer(player: $1, team: $0 < 2 ? .teamA : .teamB) }
            players.append(GatherPlayer(player: roster[4], team: .bench))
            players[scorer].goals = scorer < 2 ? score.teamA : score.teamB
            let start = day + Double(index) * 86_400
            _ = try await gathers.addFinishedGather(Gather(id: UUID(), players: players, score: score, startedAt: start, endedAt: start + 3_600))
        }
        return try await gathers.finishedGathers()
    }

    /// Slow set; in every run, ImportContractTests imports an export into the remote store and
    /// TransferInteractorTests checks what an export holds.
    @Test(SlowTests.only) func aLocalGroup_exportedThenImportedToTheServer_hasTheSameScoresAndWinnersThere_andAgainAddsNothing() async throws {
        defer { try? FileManager.default.removeItem(at: server.work) }
        let local = try await makeLocalGroup()
        let exported = try await AppBinary.run(["--data-dir", old.path, "export", export.path], lines: ["l", "ann", "pass-word"])
        #expect(exported.termination == .exited(0), "\(exported.error)")
        let here = server.work.appending(path: "here").path

        let (_, outputs) = try await server.sessions(
            [
                (["--data-dir", here, "import", export.path, "--yes"], ["r", "ann", "pass-word", "pass-word"]),
                (["--data-dir", here, "import", export.path, "--yes"], ["l", "ann", "pass-word"]),
                (["--data-dir", here, "open", "history/1"], ["l", "ann", "pass-word"]),
            ],
            afterSessions: Self.gathersWithPlayers
        )

        #expect(outputs[0].contains("Added 5 players and 3 matches."), "\(outputs[0])")
        #expect(outputs[1].contains("Nothing to add: everything in the file is here already."))
        let onServer = try onServer().gathers
        #expect(onServer.count == 3, "nothing added twice")
        #expect(
            onServer.map { "\($0.score ?? "") \($0.winnerTeam ?? "")" }.sorted()
                == local.map { "\($0.score?.description ?? "") \($0.winner?.rawValue ?? "")" }.sorted())
        // This machine kept the dates and scorers the server has no room for.
        let latest = BinaryTests.lastScreen(outputs[2])
        #expect(latest.contains("Date:    2025-10-11"), "\(latest)")
        #expect(latest.contains("Team A goals: Bob 1"))
    }

    /// What `gathersWithPlayers` printed.
    private struct OnServer: Decodable {
        struct Listed: Decodable {
            let score: String?
            let winnerTeam: String?
            let players: [String]
        }
        let players: [String]
        let gathers: [Listed]
    }

    private func onServer() throws -> OnServer {
        try JSONDecoder().decode(OnServer.self, from: Data(contentsOf: server.work.appending(path: "after")))
    }

    /// Every gather on the server with its players' names, as any client of the API would see them.
    private static let gathersWithPlayers = """
        "$PYTHON" -I -S - "$address" <<'PY'
        import base64, hashlib, json, sys, urllib.request
        base = sys.argv[1]
        password = hashlib.sha256(b"pass-word").hexdigest()
        basic = base64.b64encode(f"ann:{password}".encode()).decode()
        login = urllib.request.Request(base + "/api/users/login", method="POST", headers={"Authorization": "Basic " + basic})
        token = json.load(urllib.request.urlopen(login))["token"]
        def get(path):
            return json.load(urllib.request.urlopen(urllib.request.Request(base + path, headers={"Authorization": "Bearer " + token})))
        gathers = [dict(g, players=sorted(p["name"] for p in get("/api/gathers/" + g["id"] + "/players"))) for g in get("/api/gathers")]
        print(json.dumps({"players": sorted(p["name"] for p in get("/api/players")), "gathers": gathers}))
        PY
        """

    /// `import all.json` against a server that takes 80 ms per answer, killed with SIGKILL while its
    /// first change is on the wire, then its second, … (each run continuing what the last left),
    /// then run to the end: the server holds each player and match once, and no match half-made.
    /// Two kills by default; six, one per change of the import, with `FOOTBALLGATHER_SLOW_TESTS=1`.
    /// Slow set; in every run, RemoteImportJournalTests and RemoteTransferTests stop an import at each step in-process.
    @Test(SlowTests.only) func aServerImportKilledAtEachStep_thenRunAgain_leavesEachMatchOnce_andNothingHalfMade() async throws {
        defer { try? FileManager.default.removeItem(at: server.work) }
        _ = try await makeLocalGroup()
        let exported = try await AppBinary.run(["--data-dir", old.path, "export", export.path], lines: ["l", "ann", "pass-word"])
        #expect(exported.termination == .exited(0), "\(exported.error)")
        let here = server.work.appending(path: "here").path
        let kills = SlowTests.count("FOOTBALLGATHER_IMPORT_KILLS", quick: 2, slow: 6)
        // Changes the stand-in received so far (it counts a request as it arrives, before answering);
        // curl, not a Python process, as it is asked every 20 ms.
        let killLoop = """
            changes() {
              curl -s "$address/_stand-in/stats" | grep -o '"[A-Z]* /[^"]*": [0-9]*' | grep -v '^"GET' | awk '{ n += $NF } END { print n + 0 }'
            }
            for step in $(seq \(kills)); do
              target=$(( $(changes) + step ))
              printf 'l\\nann\\npass-word\\n' | NO_COLOR=1 "$APP" --server "$address" --data-dir '\(here)' import '\(export.path)' --yes > "$WORK/killed-$step" 2>&1 &
              app=$!
              while kill -0 $app 2>/dev/null && [ "$(changes)" -lt "$target" ]; do sleep 0.02; done
              kill -9 $app 2>/dev/null
              wait $app
            done
            """
        let (_, outputs) = try await server.sessions(
            [
                (["--data-dir", here], ["r", "ann", "pass-word", "pass-word", "q"]),
                (["--data-dir", here, "import", export.path, "--yes"], ["l", "ann", "pass-word"]),
            ],
            serverArguments: ["--latency", "80"],
            afterFirstSession: .script(killLoop),
            afterSessions: Self.gathersWithPlayers
        )

        #expect(outputs[1].contains("Added") || outputs[1].contains("Nothing to add"), "\(outputs[1])")
        let onServer = try onServer()
        #expect(onServer.players == ["Ann", "Bob", "Carla Díaz", "Dmitri", "Eve"], "each player once")
        #expect(onServer.gathers.count == 3, "each match once: \(onServer.gathers.map(\.score))")
        #expect(onServer.gathers.allSatisfy { $0.score != nil }, "nothing half-made")
        #expect(Set(onServer.gathers.compactMap(\.score)) == ["2-1", "0-3", "1-1"])
    }

    /// Two machines import one export to one account at the same moment: the server ends with each
    /// player and each match once.
    /// Slow set; in every run, RemoteConcurrentImportTests imports twice at once in-process.
    @Test(SlowTests.only) func twoMachinesImportingOneExportAtOnce_leaveEachPlayerAndMatchOnce() async throws {
        defer { try? FileManager.default.removeItem(at: server.work) }
        _ = try await makeLocalGroup()
        let exported = try await AppBinary.run(["--data-dir", old.path, "export", export.path], lines: ["l", "ann", "pass-word"])
        #expect(exported.termination == .exited(0), "\(exported.error)")
        let (one, two) = (server.work.appending(path: "one").path, server.work.appending(path: "two").path)
        let bothAtOnce = """
            importing() {
              printf 'l\\nann\\npass-word\\n' | NO_COLOR=1 "$APP" --server "$address" --data-dir "$1" import '\(export.path)' --yes > "$1.out" 2>&1
            }
            importing '\(one)' & first=$!
            importing '\(two)' & second=$!
            wait $first $second
            """
        _ = try await server.sessions(
            [(["--data-dir", one], ["r", "ann", "pass-word", "pass-word", "q"])],
            serverArguments: ["--latency", "20"],
            afterFirstSession: .script(bothAtOnce),
            afterSessions: Self.gathersWithPlayers
        )

        let onServer = try onServer()
        #expect(onServer.players == ["Ann", "Bob", "Carla Díaz", "Dmitri", "Eve"], "each player once")
        #expect(onServer.gathers.compactMap(\.score).sorted() == ["0-3", "1-1", "2-1"], "each match once")
        #expect(onServer.gathers.count == 3, "nothing half-made")
    }
}
