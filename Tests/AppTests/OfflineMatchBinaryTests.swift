import Foundation
import RemoteTestSupport
import TestSupport
import Testing

/// The built binary against the stand-in: a match played while the server is away is kept on this
/// machine and sent when it is back, exactly once, however the app is stopped while sending it.
/// Slow set (the binary, the stand-in, URLSession); in every run, RemoteOfflineMatchTests plays the
/// same matches in process against the Swift fake, and kills the sending at each of its requests.
@Suite struct OfflineMatchBinaryTests {
    let work = ScratchSpace.root.appendingPathComponent("fg-offline-match-\(UUID().uuidString)")

    /// Ten players, as a roster file to import.
    func rosterFile() throws -> String {
        let file = work.appending(path: "roster.csv")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        try ("name\n" + (1...10).map { "Player \($0)\n" }.joined()).write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    func app(_ server: StandInServer, machine: String) throws -> ChildProcess {
        try ChildProcess(
            BinaryTests.binary,
            arguments: ["--server", server.baseURL.absoluteString, "--data-dir", work.appending(path: machine).path],
            environment: ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        )
    }

    /// Registers ann with the ten players, on `machine`: the app is at the list.
    func registered(on server: StandInServer, machine: String = "one") async throws -> (ChildProcess, Int) {
        let roster = try rosterFile()
        let app = try app(server, machine: machine)
        app.send(lines: ["r", "ann", "pass-word", "pass-word", "import \(roster)", "y"])
        return (app, try await app.expect("Players (10)", after: 0))
    }

    @Test(SlowTests.only) func theServerAwayBeforeStart_aMatchOfTenIsPlayed_andSentOnceWhenItIsBack() async throws {
        defer { try? FileManager.default.removeItem(at: work) }
        try await withStandInServer { server in
            let (app, loaded) = try await registered(on: server)
            try await killingOnFailure(app) {
                try await server.beginOutage()
                app.send(lines: ["r"])
                var at = try await patiently(app, "A match played now is kept on this computer", after: loaded)
                app.send(lines: ["s all", "c", "auto", "start", "a+", "a+", "b+", "end", "y"])
                at = try await patiently(app, "ann · 1 match not sent yet", after: at)
                at = try await app.expect("Team A won 2–1 — kept on this computer", after: at)
                app.send(lines: ["h"])
                at = try await app.expect("Team A won 2–1 · not sent yet", after: at)
                #expect(try await server.heldGathers().isEmpty)

                try await server.endOutage()
                app.send(lines: ["b", "r"])
                at = try await app.expect("Sent the match played while the server was away: Team A 2–1 Team B.", after: at)
                app.send(lines: ["h"])
                at = try await app.expect("History (1)", after: at)
                _ = try await app.expect("Team A won 2–1  5 v 5", after: at)
                app.closeInput()
                #expect(await app.finish(timeout: .seconds(60)) == .exited(0))
            }
            let held = try await server.heldGathers()
            #expect(held.count == 1)
            #expect(held.first?.score == "2-1" && held.first?.winnerTeam == "Team A")
            #expect(held.first?.teams.values.sorted() == Array(repeating: "Team A", count: 5) + Array(repeating: "Team B", count: 5))

            // Another machine sees it in its history, its ten players with it.
            let other = try self.app(server, machine: "two")
            try await killingOnFailure(other) {
                other.send(lines: ["l", "ann", "pass-word", "h", "1"])
                let history = try await other.expect("History (1)", after: 0)
                _ = try await other.expect("Teams not recorded", after: history)
                other.closeInput()
                #expect(await other.finish(timeout: .seconds(60)) == .exited(0))
            }
            let who = (other.text.components(separatedBy: "Teams not recorded").last ?? "").replacingOccurrences(of: "\n ", with: " ")
            #expect((1...10).allSatisfy { who.contains("Player \($0),") || who.contains("Player \($0)\n") }, "the ten who played:\n\(who)")
        }
    }

    @Test(SlowTests.only) func theServerLostDuringAMatch_theMatchEndsHere_andIsSentWhenItIsBack() async throws {
        defer { try? FileManager.default.removeItem(at: work) }
        try await withStandInServer { server in
            let (app, loaded) = try await registered(on: server)
            try await killingOnFailure(app) {
                app.send(lines: ["s 1-4", "c", "auto", "start"])
                var at = try await app.expect("Match in progress", after: loaded)
                try await server.beginOutage()
                app.send(lines: ["b+", "end", "y"])
                at = try await patiently(app, "Team B won 1–0 — kept on this computer", after: at)
                // History reaching the server sends it, as the player list does.
                try await server.endOutage()
                app.send(lines: ["h"])
                at = try await app.expect("Team B won 1–0  2 v 2", after: at)
                _ = try await app.expect("Sent the match played while the server was away: Team A 0–1 Team B.", after: at)
                app.closeInput()
                #expect(await app.finish(timeout: .seconds(60)) == .exited(0))
            }
            let held = try await server.heldGathers()
            #expect(held.map(\.score) == ["0-1"] && held.first?.teams.count == 4)
        }
    }

    /// The app killed (SIGKILL) while each request of the sending in turn is on the wire, that request
    /// reaching the server afterwards: the next run leaves the match on the server once, whole.
    @Test(SlowTests.only) func killedAtEveryRequestOfTheSending_theNextRunLeavesTheMatchOnTheServerOnce() async throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let shared = try await StandInServer.start(tenants: true)
        do {
            try await killAtEveryRequestOfTheSending(shared)
        } catch {
            await shared.stop()
            throw error
        }
        await shared.stop()
    }

    private func killAtEveryRequestOfTheSending(_ shared: StandInServer) async throws {
        // The sending: the match, its 10 players, its result; after r's two reads (the roster they
        // read is the one the sending checks the players against).
        let (reads, sending) = (2, 12)
        for step in 0..<sending {
            let server = shared.tenant()
            let machine = "step-\(step)"
            let (app, loaded) = try await registered(on: server, machine: machine)
            try await killingOnFailure(app) {
                try await server.beginOutage()
                app.send(lines: ["r", "s all", "c", "auto", "start", "a+", "end", "y"])
                _ = try await patiently(app, "Team A won 1–0 — kept on this computer", after: loaded)
                try await server.endOutage()
                try await server.holdRequests(after: reads + step)
                app.send(lines: ["r"])
                #expect(try await server.heldRequests() > 0, "step \(step): a request of the sending is held")
            }
            app.kill(SIGKILL)
            _ = await app.waitForExit()
            try await server.releaseHeld()

            let again = try self.app(server, machine: machine)
            try await killingOnFailure(again) {
                again.send(lines: ["l", "ann", "pass-word"])
                _ = try await patiently(again, "Sent the match played while the server was away: Team A 1–0 Team B.", after: 0)
                again.closeInput()
                #expect(await again.finish(timeout: .seconds(60)) == .exited(0))
            }
            let gathers = try await server.heldGathers()
            #expect(gathers.count == 1, "step \(step): once, nothing half-made: \(gathers)")
            #expect(gathers.first?.score == "1-0" && gathers.first?.teams.count == 10, "step \(step)")
        }
    }

    /// `marker` after `offset`, waited for up to two minutes: with the server away, each request the
    /// app makes fails through URLSession (a read once more after a pause), which a machine busy with
    /// the whole slow set can take many seconds to report.
    func patiently(_ app: ChildProcess, _ marker: String, after offset: Int) async throws -> Int {
        try #require(await app.waitFor(marker, after: offset, timeout: .seconds(120)), "no \"\(marker)\" in:\n\(app.text.suffix(2_000))")
    }

    /// `work`, with `app` killed if it fails, so no app outlives its test.
    func killingOnFailure(_ app: ChildProcess, _ work: () async throws -> Void) async throws {
        do {
            try await work()
        } catch {
            app.kill(SIGKILL)
            _ = await app.waitForExit()
            throw error
        }
    }
}
