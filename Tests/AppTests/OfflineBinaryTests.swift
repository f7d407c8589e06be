import Foundation
import RemoteTestSupport
import TestSupport
import Testing

/// The built binary against the stand-in while it plays an outage: the roster and history as last
/// loaded stay readable, changes are refused without a request, and `r` brings the live data back.
@Suite struct OfflineBinaryTests {
    let work = ScratchSpace.root.appendingPathComponent("fg-offline-\(UUID().uuidString)")

    /// Slow set; in every run, PlayerListInteractorOfflineTests and PlayerListPresenterOfflineTests
    /// show the copy read-only until `r` finds the server, RemoteLastLoadedCopiesTests keeps the
    /// copies, and `aDroppedConnection…` below runs the binary against the stand-in.
    @Test(SlowTests.only) func theServerAway_showsTheLastLoadedCopy_readOnly_untilRetryFindsItBack() async throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let server = try await StandInServer.start()
        let app = try ChildProcess(
            BinaryTests.binary,
            arguments: ["--server", server.baseURL.absoluteString, "--data-dir", work.path],
            environment: ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        )
        do {
            app.send(lines: [
                "r", "ann", "pass-word", "pass-word",
                "a", "Ann", "", "5", "2", "",
                "a", "Bob", "", "1", "3", "",
                "s 1 2", "c", "auto", "start", "a+", "end", "y", "h",
            ])
            var at = try await app.expect("History (1)", after: 0)
            app.send(lines: ["b"])
            at = try await app.expect("Players (2)", after: at)

            try await server.beginOutage()
            let before = try await server.requestCounts()
            app.send(lines: ["r"])
            at = try await app.expect("offline — last loaded", after: at)
            app.send(lines: ["a"])
            at = try await app.expect("Offline: nothing can be changed", after: at)
            app.send(lines: ["d 1"])
            at = try await app.expect("Offline: nothing can be changed", after: at)
            app.send(lines: ["1", "2"])
            at = try await app.expect("Football Gather · Ann", after: at)
            at = try await app.expect("Offline: nothing can be changed", after: at)
            app.send(lines: ["b", "h"])
            at = try await app.expect("History (1)", after: at)
            at = try await app.expect("offline — last loaded", after: at)
            app.send(lines: ["d 1"])
            at = try await app.expect("Offline: nothing can be changed", after: at)
            app.send(lines: ["b"])
            at = try await app.expect("offline — last loaded", after: at)
            let during = try await server.requestCounts()
            let writes = during.filter { !$0.key.hasPrefix("GET") && during[$0.key] != before[$0.key] }
            #expect(writes.isEmpty, "no change was sent while offline: \(writes)")
            #expect(during["GET /api/players"] != before["GET /api/players"], "r asked the server")

            try await server.endOutage()
            app.send(lines: ["r", "d 2", "y"])
            at = try await app.expect("Deleted Bob.", after: at)
            app.closeInput()
            #expect(await app.finish(timeout: .seconds(30)) == .exited(0))

            let offline = try #require(app.text.components(separatedBy: "Football Gather · Players").first { $0.contains("offline — last loaded") })
            #expect(offline.contains("Ann") && offline.contains("Bob"), "the copy is shown:\n\(offline)")
            let afterRetry = try #require(app.text.components(separatedBy: "> r\n").last)
            #expect(!afterRetry.contains("offline"), "live again after r:\n\(afterRetry)")
            #expect(try await server.requestCounts()["DELETE /api/players/{id}"] == 1)
        } catch {
            app.kill(SIGKILL)
            _ = await app.waitForExit()
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// A dropped connection: a read is sent once more, a change never, and the form keeps what was typed.
    /// Slow set (the binary, the stand-in and URLSession); in every run, RemoteRequestsTests sends a
    /// dropped read once more and a dropped change never, and the form's tests keep a failed save's value.
    @Test(SlowTests.only) func aDroppedConnection_isRetriedOnceForAReadOnly_andAFailedSaveKeepsTheForm() async throws {
        defer { try? FileManager.default.removeItem(at: work) }
        let server = try await StandInServer.start()
        let app = try ChildProcess(
            BinaryTests.binary,
            arguments: ["--server", server.baseURL.absoluteString, "--data-dir", work.path],
            environment: ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
        )
        do {
            app.send(lines: ["r", "ann", "pass-word", "pass-word", "a", "Ann", "", "5", "2", ""])
            var at = try await app.expect("Players (1)", after: 0)
            app.send(lines: ["a", "Zoë"])
            at = try await app.expect("Age", after: at)

            try await server.beginOutage()
            let before = try await server.requestCounts()
            app.send(lines: ["", "", "", ""])
            at = try await app.expect("may or may not have been made", after: at)
            let afterSave = try await server.requestCounts()
            #expect(afterSave["POST /api/players"] == (before["POST /api/players"] ?? 0) + 1, "a change is never sent twice")

            app.send(lines: ["b"])
            at = try await app.expect("offline — last loaded", after: at)
            app.send(lines: ["a"])
            at = try await app.expect("Offline: nothing can be changed", after: at)
            let afterLoad = try await server.requestCounts()
            // The app sends a read twice at most (once more after 200 ms). On the wire each try may be sent
            // once more by URLSession itself, when it went out on a kept-alive connection the outage closed.
            let reads = (afterLoad["GET /api/players"] ?? 0) - (afterSave["GET /api/players"] ?? 0)
            #expect((2...4).contains(reads), "a read is sent once more, once: \(afterSave) → \(afterLoad)")

            try await server.endOutage()
            app.closeInput()
            #expect(await app.finish(timeout: .seconds(30)) == .exited(0))
        } catch {
            app.kill(SIGKILL)
            _ = await app.waitForExit()
            await server.stop()
            throw error
        }
        await server.stop()
    }
}
