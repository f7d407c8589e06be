import Foundation
import RemoteTestSupport
import TestSupport
import Testing

/// A match started while the server stalls, or with the app killed while its start is on the wire:
/// the server ends with it once, 2–1, with its ten players. Slow set (each stall is the app's 10 s
/// timeout); in every run, RemoteStartTests starts the same matches in process against the Swift fake.
extension OfflineMatchBinaryTests {
    /// Ten players picked and balanced: the app is at the team sheet.
    func atTheTeamSheet(_ app: ChildProcess, after offset: Int) async throws -> Int {
        app.send(lines: ["s all", "c", "auto"])
        return try await app.expect("Balanced by skill", after: offset)
    }

    static let sent = "Sent the match played while the server was away: Team A 2–1 Team B."

    /// Plays the match started (or resumed) with the line just typed, 2–1, and ends it; `then` is said.
    func playTwoOne(_ app: ChildProcess, after offset: Int, then: String = "Team A won 2–1 — kept on this computer") async throws -> Int {
        let at = try await patiently(app, "Match in progress", after: offset)
        app.send(lines: ["a+", "a+", "b+", "end", "y"])
        return try await patiently(app, then, after: at)
    }

    func expectOneWholeMatch(on server: StandInServer, _ comment: Comment? = nil) async throws {
        let held = try await server.heldGathers()
        #expect(held.count == 1, "\(comment ?? ""): once, nothing half-made: \(held)")
        #expect(held.first?.score == "2-1" && held.first?.teams.count == 10, comment)
    }

    @Test(SlowTests.only) func theServerFrozenDuringTheStart_andThawedAfterTheMatch_holdsTheMatchOnce() async throws {
        defer { try? FileManager.default.removeItem(at: work) }
        try await withStandInServer { server in
            let (app, loaded) = try await registered(on: server)
            try await killingOnFailure(app) {
                var at = try await atTheTeamSheet(app, after: loaded)
                server.pause()
                app.send(lines: ["start"])
                at = try await playTwoOne(app, after: at)
                server.resume()
                #expect(try await server.heldGathers(atLeast: 1).map(\.teams) == [[:]], "the creation, applied once thawed: an empty match")

                app.send(lines: ["r"])
                _ = try await patiently(app, Self.sent, after: at)
                app.closeInput()
                #expect(await app.finish(timeout: .seconds(60)) == .exited(0))
            }
            try await expectOneWholeMatch(on: server)
        }
    }

    @Test(SlowTests.only) func theServerStallingAtTheFirstPlayerLink_holdsTheMatchOnce() async throws {
        defer { try? FileManager.default.removeItem(at: work) }
        try await withStandInServer { server in
            let (app, loaded) = try await registered(on: server)
            try await killingOnFailure(app) {
                var at = try await atTheTeamSheet(app, after: loaded)
                // The unfinished match looked for, the roster, the creation; then the links stall.
                try await server.holdRequests(after: 3)
                app.send(lines: ["start"])
                at = try await playTwoOne(app, after: at)
                try await server.releaseHeld()

                app.send(lines: ["r"])
                _ = try await patiently(app, Self.sent, after: at)
                app.closeInput()
                #expect(await app.finish(timeout: .seconds(60)) == .exited(0))
            }
            try await expectOneWholeMatch(on: server)
        }
    }

    /// The app killed (SIGKILL) while each request of the start in turn is on the wire, that request
    /// reaching the server afterwards: the next run offers the match to resume, and the server ends
    /// with it once.
    @Test(SlowTests.only) func killedAtEveryRequestOfTheStart_theNextRunResumesIt_andTheServerHoldsItOnce() async throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let shared = try await StandInServer.start(tenants: true)
        do {
            try await killAtEveryRequestOfTheStart(shared)
        } catch {
            await shared.stop()
            throw error
        }
        await shared.stop()
    }

    private func killAtEveryRequestOfTheStart(_ shared: StandInServer) async throws {
        // The start: the roster and the creation side by side, then the 10 players; after the look for
        // an unfinished match.
        let (before, start) = (1, 12)
        for step in 0..<start {
            let server = shared.tenant()
            let machine = "start-step-\(step)"
            let (app, loaded) = try await registered(on: server, machine: machine)
            try await killingOnFailure(app) {
                _ = try await atTheTeamSheet(app, after: loaded)
                try await server.holdRequests(after: before + step)
                app.send(lines: ["start"])
                #expect(try await server.heldRequests() > 0, "step \(step): a request of the start is held")
            }
            app.kill(SIGKILL)
            _ = await app.waitForExit()
            try await server.releaseHeld()

            let again = try self.app(server, machine: machine)
            try await killingOnFailure(again) {
                again.send(lines: ["l", "ann", "pass-word", "resume"])
                // The match is the one the server doesn't hold yet: ended, it is sent at once.
                _ = try await playTwoOne(again, after: 0, then: Self.sent)
                again.closeInput()
                #expect(await again.finish(timeout: .seconds(60)) == .exited(0))
            }
            try await expectOneWholeMatch(on: server, "step \(step)")
        }
    }
}
