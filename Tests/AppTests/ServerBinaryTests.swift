import Foundation
import TestSupport
import Testing

/// The built binary against a web service on loopback: `Tools/fake-footballgather-server`,
/// the stand-in of the web service, in memory, over real HTTP.
///
/// One shell script per test starts the server, runs the app sessions and stops the
/// server: the test itself never has a long-lived child (Foundation's Process on Linux
/// can hang waiting for one while another child exits).
@Suite struct ServerBinaryTests {
    let work = ScratchSpace.root.appendingPathComponent("fg-server-\(UUID().uuidString)")

    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What happens to the server after the first session.
    enum AfterFirstSession {
        case nothing
        /// It stops: the next sessions find nobody listening.
        case stop
        /// It starts again on the same address, having forgotten everything (tokens too).
        case restart
        /// A shell script runs, the server up at `$address`, the app at `$APP`, the work folder `$WORK`.
        case script(String)
    }

    /// Runs each session (arguments after --server ADDRESS, and input lines) against one
    /// server started with `serverArguments`; `stopServerFirst` stops it before the sessions.
    /// `afterSessions` runs last, the server still up at `$address` (what it prints goes to
    /// `$WORK/after`). Returns each session's output.
    func sessions(
        _ sessions: [(arguments: [String], input: [String])],
        serverArguments: [String] = [],
        stopServerFirst: Bool = false,
        afterFirstSession: AfterFirstSession = .nothing,
        afterSessions: String = ""
    ) async throws -> (address: String, outputs: [String]) {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        var script = """
            set -u
            mkfifo "$WORK/banner"
            "$PYTHON" -I -S "$SERVER" --port 0 --quiet --pbkdf2-iterations 1 \(serverArguments.map { "'\($0)'" }.joined(separator: " ")) > "$WORK/banner" 2>"$WORK/server-log" &
            server=$!
            exec 3< "$WORK/banner"
            read -r banner <&3
            address=$(printf '%s' "$banner" | grep -o 'http://127.0.0.1:[0-9]*')
            printf '%s' "$address" > "$WORK/address"

            """
        if stopServerFirst { script += "kill $server; wait $server\n" }
        for (index, session) in sessions.enumerated() {
            try Data(session.input.map { $0 + "\n" }.joined().utf8).write(to: work.appendingPathComponent("input-\(index)"))
            let arguments = session.arguments.map { "'\($0)'" }.joined(separator: " ")
            script += "NO_COLOR=1 \"$APP\" --server \"$address\" \(arguments) < \"$WORK/input-\(index)\" > \"$WORK/output-\(index)\" 2>&1\n"
            guard index == 0 else { continue }
            switch afterFirstSession {
            case .nothing:
                break
            case .stop:
                script += "kill $server; wait $server; server=''\n"
            case .script(let text):
                script += text + "\n"
            case .restart:
                script += """
                    kill $server; wait $server
                    mkfifo "$WORK/banner-again"
                    "$PYTHON" -I -S "$SERVER" --port "${address##*:}" --quiet --pbkdf2-iterations 1 > "$WORK/banner-again" 2>/dev/null &
                    server=$!
                    exec 4< "$WORK/banner-again"
                    read -r banner <&4

                    """
            }
        }
        if !afterSessions.isEmpty { script += "{\n\(afterSessions)\n} > \"$WORK/after\" 2>&1\n" }
        if !stopServerFirst { script += "[ -n \"$server\" ] && { kill $server; wait $server; }\n" }
        script += "exit 0\n"

        let shell = try ChildProcess(
            URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script],
            environment: ProcessInfo.processInfo.environment.merging([
                "WORK": work.path,
                "SERVER": Self.repository.appendingPathComponent("Tools/fake-footballgather-server").path,
                "APP": BinaryTests.binary.path,
                "PYTHON": try #require(Python.interpreter, "python3 is not on the PATH").path,
            ]) { $1 })
        shell.closeInput()
        #expect(await shell.finish(timeout: .seconds(120)) == .exited(0), "\(shell.errorText)")
        let address = try String(contentsOf: work.appendingPathComponent("address"), encoding: .utf8)
        let outputs = try sessions.indices.map { try String(contentsOf: work.appendingPathComponent("output-\($0)"), encoding: .utf8) }
        return (address, outputs)
    }

    /// Slow set; in every run, RemoteSessionTests plays the same match against the stand-in in-process.
    @Test(SlowTests.only) func aWholeMatchAgainstTheServerIsSeenFromASecondInstance() async throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let here = work.appendingPathComponent("here").path
        let elsewhere = work.appendingPathComponent("elsewhere").path

        let (address, outputs) = try await sessions([
            (
                ["--data-dir", here],
                [
                    "r", "ann", "pass-word", "pass-word",
                    "a", "Ann", "", "5", "2", "",
                    "a", "Bob", "", "1", "3", "",
                    "1", "2", "31", "b",
                    "s 1 2", "c", "auto", "start", "a+", "a+", "b+", "end", "y", "h",
                ]
            ),
            // A second instance, as on another computer: its own data directory.
            (["--data-dir", elsewhere], ["l", "ann", "pass-word", "1", "b", "h"]),
        ])

        #expect(address.hasPrefix("http://127.0.0.1:"))
        #expect(outputs[0].contains("server: \(address)"))
        #expect(outputs[0].contains("Players (2)"))
        let history = try #require(outputs[0].components(separatedBy: "Football Gather · History").last)
        #expect(history.contains("Team A won 2–1"))

        #expect(outputs[1].contains("Players (2)"))
        #expect(outputs[1].contains("31"))
        let remoteHistory = try #require(outputs[1].components(separatedBy: "Football Gather · History").last)
        #expect(remoteHistory.contains("Team A won 2–1"))
    }

    /// What the stand-in counted, printed as its last line when it stopped.
    func serverStats() throws -> (routes: [String: Int], maxInFlight: Int) {
        let log = try String(contentsOf: work.appendingPathComponent("server-log"), encoding: .utf8)
        let line = try #require(log.split(separator: "\n").last { $0.hasPrefix("{\"standInStats\"") })
        struct Printed: Decodable {
            struct Stats: Decodable {
                let routes: [String: Int]
                let maxInFlight: Int
            }
            let standInStats: Stats
        }
        let stats = try JSONDecoder().decode(Printed.self, from: Data(line.utf8)).standInStats
        return (stats.routes, stats.maxInFlight)
    }

    /// Against a seeded server that takes 20 ms per answer: the records fan out over every
    /// match, side by side but never more than eight at once; History, a match of the
    /// history and the match played here ask for no match's players one by one.
    /// Slow set; in every run, RemoteRequestsTests counts the same requests in-process.
    @Test(SlowTests.only) func aLongHistory_isFetchedEightAtATime_andOnlyWhereAScreenNeedsIt() async throws {
        defer { try? FileManager.default.removeItem(at: work) }

        let (_, outputs) = try await sessions(
            [
                (
                    ["--data-dir", work.appendingPathComponent("data").path],
                    [
                        "l", "bench", "bench-password-1", "records", "b",
                        "s", "1-22", "c", "auto", "start", "end", "y", "h", "1", "b", "2",
                    ]
                )
            ],
            serverArguments: [
                "--latency", "20", "--seed-user", "bench:bench-password-1", "--seed-players", "30", "--seed-matches", "40",
            ]
        )

        #expect(outputs[0].contains("Football Gather · Records"))
        #expect(outputs[0].contains("saved to history"))
        #expect(outputs[0].contains("History · 2 of 41"))
        let (routes, maxInFlight) = try serverStats()
        // The records: one per seeded match. Then History's list and match 1 (played here, so
        // recorded here) none, and match 2 one.
        #expect(routes["GET /api/gathers/{id}/players"] == 41)
        #expect(routes["POST /api/gathers/{id}/players/{playerId}"] == 22)
        #expect(maxInFlight <= 8)
        #expect(maxInFlight > 1, "independent requests went one by one")
    }

    /// Slow set; in every run, RemoteSessionTests opens Login saying the server is away, and
    /// URLSessionTransportTests finds a closed port refused.
    @Test(SlowTests.only) func aServerThatIsNotRunningGivesAClearMessage() async throws {
        defer { try? FileManager.default.removeItem(at: work) }

        let (address, outputs) = try await sessions(
            [(["--data-dir", work.appendingPathComponent("data").path], ["l", "ann", "pass-word"])],
            stopServerFirst: true
        )

        let text = outputs[0].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("could not reach the server at \(address) (connection refused)"))
        #expect(text.contains("Type t to try again. l log in r register m remember me t try again ? help"))
    }

    /// Slow set; in every run, RemoteSessionTests and OfflineBinaryTests check both starts.
    @Test(SlowTests.only) func aSavedSignInAtStart_refusedByTheServer_opensLoginSayingSo_withTheServerAway_opensTheLastLoadedCopy() async throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let data = work.appendingPathComponent("data").path
        let remember = ["m", "r", "ann", "pass-word", "pass-word", "a", "Ann", "", "5", "2", ""]

        let (_, away) = try await sessions([(["--data-dir", data], remember), (["--data-dir", data], ["h", "b", "a"])], afterFirstSession: .stop)
        let awayText = away[1].split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(awayText.contains("Football Gather · Players (1) ann"))
        #expect(awayText.contains("1 Ann ST amateur"))
        #expect(awayText.contains("offline — last loaded"))
        #expect(awayText.contains("Offline: nothing can be changed"))
        #expect(!awayText.contains("Your saved sign-in could not be checked"))

        try? FileManager.default.removeItem(at: work)
        let (_, forgotten) = try await sessions([(["--data-dir", data], remember), (["--data-dir", data], [])], afterFirstSession: .restart)
        #expect(forgotten[1].contains("Your saved sign-in was refused by the server; log in again."))
        #expect(forgotten[1].contains("ann  (remembered)"))
    }
}
