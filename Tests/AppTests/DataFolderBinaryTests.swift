import Foundation
import RemoteTestSupport
import TestSupport
import Testing

/// The built binary with a home of its own and no `XDG_*` variables: everything it keeps is in the
/// data folder `--help` names (or the one `--data-dir` gives), with or without a server; URLSession's
/// folders alone are in `.urlsession`, its owner's only whatever the umask; and what an earlier
/// version put in `.urlsession` by mistake is moved out once.
@Suite struct DataFolderBinaryTests {
    let home = ScratchSpace.root.appendingPathComponent("fg-data-folder-\(UUID().uuidString)")

    var defaultDataFolder: URL { home.appending(path: ".local/share/footballgather") }

    /// The app on `server` (none: the local store), in `home`, started under `umask 000` so that any
    /// file or folder made without an explicit mode shows up as open to all.
    func app(_ arguments: [String], server: StandInServer?) throws -> ChildProcess {
        var environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("XDG_") && !$0.key.hasPrefix("FOOTBALLGATHER_") }
        environment["HOME"] = home.path
        environment["NO_COLOR"] = "1"
        let serverArguments = server.map { ["--server", $0.baseURL.absoluteString] } ?? []
        return try ChildProcess(
            URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "umask 000; exec \"$0\" \"$@\"", BinaryTests.binary.path] + serverArguments + arguments,
            environment: environment
        )
    }

    /// Runs the app on `lines` and returns what it printed, once it ended well.
    func run(_ arguments: [String] = [], on server: StandInServer?, _ lines: [String]) async throws -> String {
        let app = try app(arguments, server: server)
        app.send(lines: lines)
        let termination = await app.finish(timeout: .seconds(120))
        #expect(termination == .exited(0), "\(app.text.suffix(2_000))\(app.errorText)")
        return app.text
    }

    static let rememberAnn = ["m", "r", "ann", "pass-word", "pass-word", "a", "Ann", "", "5", "2", ""]

    /// Every file and folder below `folder`, by path relative to it, with its permission bits.
    func tree(_ folder: URL) throws -> [String: Int] {
        var found: [String: Int] = [:]
        for case let path as String in FileManager.default.enumerator(atPath: folder.path) ?? NSEnumerator() {
            found[path] = try permissions(of: folder.appending(path: path))
        }
        return found
    }

    @Test func withAServer_andNoDataDir_theRecordsAreInTheDataFolderHelpNames_andURLSessionsFoldersArePrivate() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await withStandInServer { server in
            _ = try await run(on: server, Self.rememberAnn)
            let again = try await run(on: server, [])

            #expect(again.contains("Players (1)"), "the sign-in remembered in the data folder was found: \(again)")
            let records = try FileManager.default.contentsOfDirectory(atPath: defaultDataFolder.path).filter { $0.hasPrefix("server-") }
            #expect(records == ["server-http-127.0.0.1-\(server.baseURL.port ?? 0).sqlite"])
            let urlSession = try tree(defaultDataFolder.appending(path: ".urlsession"))
            #expect(!urlSession.isEmpty, "URLSession made its folders there")
            #expect(urlSession.keys.allSatisfy { !$0.contains("server-") && !$0.hasPrefix("footballgather") }, "\(urlSession)")
            #expect(urlSession.values.allSatisfy { $0 == 0o700 || $0 == 0o600 }, "\(urlSession)")
            #expect(try permissions(of: defaultDataFolder.appending(path: ".urlsession")) == 0o700)
        }
    }

    @Test func withAServer_andADataDir_everythingIsThere_andNothingInTheHome() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await withStandInServer { server in
            _ = try await run(["--data-dir", "~/elsewhere"], on: server, Self.rememberAnn)
            let again = try await run(["--data-dir", "~/elsewhere"], on: server, [])

            #expect(again.contains("Players (1)"), "\(again)")
            let elsewhere = home.appending(path: "elsewhere")
            #expect(try tree(elsewhere).keys.contains("server-http-127.0.0.1-\(server.baseURL.port ?? 0).sqlite"))
            #expect(try permissions(of: elsewhere.appending(path: ".urlsession")) == 0o700)
            #expect(!FileManager.default.fileExists(atPath: home.appending(path: ".local").path))
            #expect(!FileManager.default.fileExists(atPath: home.appending(path: ".cache").path))
        }
    }

    @Test func locally_withoutAndWithADataDir_nothingGoesToURLSessionsFolders() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try await run(on: nil, ["q"])
        _ = try await run(["--data-dir", "~/elsewhere"], on: nil, ["q"])

        #expect(try tree(defaultDataFolder) == ["footballgather.sqlite": 0o600])
        #expect(try tree(home.appending(path: "elsewhere")) == ["footballgather.sqlite": 0o600])
    }

    /// Ten players and a match played while the server is away: its result waits in the records file,
    /// which is then put where an earlier version kept it, and the server comes back.
    @Test func recordsAnEarlierVersionPutInURLSession_areMovedOnce_andTheMatchWaitingThereIsSentOnce() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await withStandInServer { server in
            let file = try await aMatchWaiting(on: server).lastPathComponent
            let earlier = defaultDataFolder.appending(path: ".urlsession/footballgather")
            try FileManager.default.createDirectory(at: earlier, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: defaultDataFolder.path) where name.hasPrefix("server-") {
                try FileManager.default.moveItem(at: defaultDataFolder.appending(path: name), to: earlier.appending(path: name))
            }

            let moved = try await run(on: server, [])
            let next = try await run(on: server, [])

            #expect(moved.contains("Moved ~/.local/share/footballgather/\(file) out of .urlsession"), "\(moved)")
            #expect(moved.contains("Sent the match played while the server was away: Team A 2–1 Team B."), "\(moved)")
            #expect(!next.contains("Moved"), "said once: \(next)")
            #expect(!FileManager.default.fileExists(atPath: earlier.path))
            let held = try await server.heldGathers()
            #expect(held.count == 1)
            #expect(held.first?.score == "2-1" && held.first?.teams.count == 10)
        }
    }

    /// A file of the same name in the data folder is never replaced: it is the one used, and said so.
    @Test func aRecordsFileInBothPlaces_theDataFoldersIsKept_theEarlierIsSetAsideBesideIt() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try await withStandInServer { server in
            _ = try await run(on: server, Self.rememberAnn)
            let file = "server-http-127.0.0.1-\(server.baseURL.port ?? 0).sqlite"
            let earlier = defaultDataFolder.appending(path: ".urlsession/footballgather")
            try FileManager.default.createDirectory(at: earlier, withIntermediateDirectories: true)
            try Data("earlier".utf8).write(to: earlier.appending(path: file))

            let output = try await run(on: server, [])

            #expect(output.contains("Kept ~/.local/share/footballgather/\(file), already in the data folder"), "\(output)")
            #expect(output.contains("Players (1)"), "the data folder's file is the one read")
            let setAside = defaultDataFolder.appending(path: file + ".earlier")
            #expect(try Data(contentsOf: setAside) == Data("earlier".utf8))
            #expect(!FileManager.default.fileExists(atPath: earlier.path))
        }
    }
}
