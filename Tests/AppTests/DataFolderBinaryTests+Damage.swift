import Foundation
import RemoteTestSupport
import TestSupport
import Testing

/// What the app keeps for a server, damaged or unusable, through the binary: said at once, naming the
/// file; a damaged file kept as it was beside a new one, and the match still readable in it sent once.
/// (The local database: DamagedFileTests.)
extension DataFolderBinaryTests {
    /// Ann remembered with ten players, and a match of them played while the server was away, 2–1,
    /// waiting on this computer; returns the records file.
    func aMatchWaiting(on server: StandInServer) async throws -> URL {
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let roster = home.appending(path: "roster.csv")
        try ("name\n" + (1...10).map { "Player \($0)\n" }.joined()).write(to: roster, atomically: true, encoding: .utf8)
        _ = try await run(on: server, ["m", "r", "ann", "pass-word", "pass-word", "import \(roster.path)", "y"])
        try await server.beginOutage()
        let offline = try await run(on: server, ["s all", "c", "auto", "start", "a+", "a+", "b+", "end", "y"])
        #expect(offline.contains("kept on this computer"), "\(offline)")
        try await server.endOutage()
        return defaultDataFolder.appending(path: "server-http-127.0.0.1-\(server.baseURL.port ?? 0).sqlite")
    }

    @Test func aServersRecordsCutInHalf_areSaid_keptAsTheyWere_andTheMatchReadableThereIsSentOnce() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await withStandInServer { server in
            let file = try await aMatchWaiting(on: server)
            let whole = try Data(contentsOf: file)
            try whole.prefix(whole.count / 2).write(to: file)

            let output = try await run(on: server, [])
            let next = try await run(on: server, [])

            let name = "~/.local/share/footballgather/" + file.lastPathComponent
            #expect(output.contains("Could not read \(name): it is damaged. It is kept as it was, as \(name).damaged;"), "\(output)")
            #expect(output.contains("your saved sign-in and 1 match waiting to be sent"), "\(output)")
            #expect(output.contains("Sent the match played while the server was away: Team A 2–1 Team B."), "\(output)")
            #expect(try Data(contentsOf: URL(fileURLWithPath: file.path + ".damaged")) == whole.prefix(whole.count / 2))
            #expect(!next.contains("damaged") && next.contains("Players (10)"), "said once: \(next)")
            let held = try await server.heldGathers()
            #expect(held.count == 1 && held.first?.score == "2-1" && held.first?.teams.count == 10)
        }
    }

    @Test func aSendingLockThatCantBeUsed_isSaid_andTheMatchWaits() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await withStandInServer { server in
            let file = try await aMatchWaiting(on: server)
            let lock = file.deletingPathExtension().appendingPathExtension("sending")
            try? FileManager.default.removeItem(at: lock)
            try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: true)

            let output = try await run(on: server, [])

            let flat = output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(flat.contains("1 match is not sent yet."), "\(output)")
            // The path is long: the screen wraps it where it must.
            #expect(output.filter { !$0.isWhitespace }.contains("thelockfile\(lock.path)can'tbeused"), "\(output)")
            #expect(try await server.heldGathers().isEmpty)
        }
    }
}
