import Domain
import Foundation
import StorageSupport
import TestSupport
import Testing

@Suite struct DataDirectoryTests {
    private let home = URL(fileURLWithPath: "/home/ann", isDirectory: true)

    @Test func theEnvironmentVariable_wins() {
        let url = DataDirectory.defaultURL(
            environment: ["FOOTBALLGATHER_DATA_DIR": "/srv/gather", "XDG_DATA_HOME": "/xdg"], home: home
        )
        #expect(url.path == "/srv/gather")
    }

    @Test func aTildeInTheEnvironmentVariable_meansHome() {
        let url = DataDirectory.defaultURL(environment: ["FOOTBALLGATHER_DATA_DIR": "~/gather"], home: home)
        #expect(url.path == "/home/ann/gather")
    }

    @Test func home_isDollarHOME_whenItIsAnAbsolutePath() {
        #expect(DataDirectory.home(environment: ["HOME": "/tmp/x"]).path == "/tmp/x")
        let account = FileManager.default.homeDirectoryForCurrentUser.path
        for unusable in [[:], ["HOME": ""], ["HOME": "relative/home"]] {
            #expect(DataDirectory.home(environment: unusable).path == account)
        }
    }

    @Test(arguments: [("~", "/home/ann"), ("~/team.md", "/home/ann/team.md"), ("/srv/x", "/srv/x"), ("~ann/x", "~ann/x"), ("a~/b", "a~/b")])
    func aTilde_isExpandedInTheHomeGiven(path: String, expanded: String) {
        #expect(DataDirectory.expandingTilde(path, home: home) == expanded)
        #expect(DataDirectory.expandingTilde(path, home: URL(fileURLWithPath: "/home/ann/")) == expanded)
    }

    #if os(macOS)
    @Test func onMacOS_itIsApplicationSupport() {
        let url = DataDirectory.defaultURL(environment: ["FOOTBALLGATHER_DATA_DIR": ""], home: home)
        #expect(url.path == "/home/ann/Library/Application Support/FootballGather")
    }
    #else
    @Test func onLinux_itFollowsXDG() {
        #expect(DataDirectory.defaultURL(environment: ["XDG_DATA_HOME": "/xdg"], home: home).path == "/xdg/footballgather")
    }

    @Test(arguments: [[:], ["FOOTBALLGATHER_DATA_DIR": ""], ["XDG_DATA_HOME": "relative/data"]])
    func onLinux_itFallsBackToLocalShare(environment: [String: String]) {
        #expect(DataDirectory.defaultURL(environment: environment, home: home).path == "/home/ann/.local/share/footballgather")
    }
    #endif

    @Test func prepare_createsAPrivateFolder_andNamesTheDatabaseFile() async throws {
        try await withTemporaryDirectory { directory in
            let data = directory.appending(path: "a/b/footballgather", directoryHint: .isDirectory)
            let file = try DataDirectory.prepare(data)
            #expect(file == data.appending(path: "footballgather.sqlite"))
            #expect(try permissions(of: data) == 0o700)
            // Preparing again is harmless.
            #expect(try DataDirectory.prepare(data) == file)
        }
    }

    @Test func prepare_leavesAnExistingFoldersMode() async throws {
        try await withTemporaryDirectory { directory in
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            _ = try DataDirectory.prepare(directory)
            #expect(try permissions(of: directory) == 0o755)
        }
    }

    @Test func prepare_explainsWhyItCannotUseThePlace() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "plain-file")
            try Data("x".utf8).write(to: file)
            #expect(throws: ServiceError.unavailable("the data directory \(file.path) is a file, not a directory")) {
                try DataDirectory.prepare(file)
            }
            let below = file.appending(path: "data", directoryHint: .isDirectory)
            let error = try #require(throws: ServiceError.self) { try DataDirectory.prepare(below) }
            guard case .unavailable(let detail) = error else { Issue.record("unexpected \(error)"); return }
            #expect(detail.hasPrefix("cannot create the data directory \(below.path)"))
        }
    }

    @Test func aDataDirectoryThatCannotBeCreated_givesTheSystemsReason() {
        let error = #expect(throws: ServiceError.self) { try DataDirectory.prepare(URL(fileURLWithPath: "/proc/footballgather-test/data")) }
        #expect(error == .unavailable("cannot create the data directory /proc/footballgather-test/data: No such file or directory"))
    }
}
