import Domain
import Foundation
import HTTPTransport
import RemoteTestSupport
import Storage
import Testing
import URLSessionTransport
@testable import FootballGatherApp

extension NetworkingLibrary {
    /// The library's C functions as linked into the tests (what `dlsym` finds in the
    /// built library), with URLSession answering through the stub server.
    static func linkedToStubServers() throws -> NetworkingLibrary {
        try NetworkingLibrary(
            functions: Functions(
                // Closures, not the functions themselves: a @_cdecl function used as a C
                // pointer in another module is emitted there again (duplicate symbols).
                version: { footballgatherNetworkingVersion() },
                open: { Unmanaged.passRetained(FakeFootballGatherServer.makeTransport()).toOpaque() },
                send: { footballgatherNetworkingSend($0, $1, $2, $3, $4) },
                close: { footballgatherNetworkingClose($0) }
            ),
            file: URL(fileURLWithPath: "/linked/\(HTTPTransportLibrary.fileName)")
        )
    }
}

/// The network library the app loads for `--server`: found, checked, and spoken to through C.
struct NetworkingLibraryTests {
    @Test func aWholeSession_goesThroughTheLibrarysFunctions() async throws {
        try await withFakeServer { server in
            let store = RemoteStore(baseURL: server.baseURL, dataDirectory: nil, transport: try NetworkingLibrary.linkedToStubServers())
            let ann = try await store.register(Credentials(username: "ann", password: "secret"))
            let players = store.playersService(for: ann)
            let max = try await players.add(PlayerDetails(name: "Max ⚽️", age: 30))
            #expect(try await players.players() == [max])
            #expect(server.requests.map(\.method) == ["POST", "POST", "POST", "GET"])
        }
    }

    @Test func aFailure_reachesTheStore_asTheServiceErrorItMeans() async throws {
        try await withFakeServer { server in
            let store = RemoteStore(baseURL: server.baseURL, dataDirectory: nil, transport: try NetworkingLibrary.linkedToStubServers(), timeout: 3)
            server.intercept { _ in .failure(.timedOut) }
            let expected = "could not reach the server at \(server.baseURL.absoluteString) (no answer within 3 s); check that it is running, then try again"
            await #expect(throws: ServiceError.unavailable(expected)) {
                try await store.logIn(Credentials(username: "ann", password: "secret"))
            }
        }
    }

    @Test func theBuiltLibrary_loadsFromTheExecutablesFolder_andSpeaksHTTP() async throws {
        // `swift build` and `swift test` build every product, this library too, next to the test bundle.
        let library = try NetworkingLibrary.load()
        let port = try closedLoopbackPort()
        let request = HTTPRequest(method: "GET", url: try #require(URL(string: "http://127.0.0.1:\(port)/api/players")), timeout: 5)
        await #expect(throws: HTTPTransportError.connectionRefused) { try await library.send(request) }
    }

    @Test func aMissingLibrary_saysWhereItShouldBe_andHowToBuildIt() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "fg-nolib-\(UUID().uuidString)")
        let file = folder.appending(path: HTTPTransportLibrary.fileName)
        #expect(throws: NetworkingLibrary.LoadError.missing(file)) { try NetworkingLibrary.load(from: folder) }
        #expect(NetworkingLibrary.LoadError.missing(file).message == "--server needs \(HTTPTransportLibrary.fileName) next to the "
            + "footballgather executable, in \(folder.path). Build it with `swift build` (add `-c release` for a release build), "
            + "then start again.")
    }

    @Test func aFileThatIsNotALibrary_isRefused_withTheLoadersReason() throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "fg-badlib-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: HTTPTransportLibrary.fileName)
        try Data("not a library".utf8).write(to: file)
        let error = try #require(throws: NetworkingLibrary.LoadError.self) { try NetworkingLibrary.load(from: folder) }
        guard case .unloadable(let refused, let reason) = error else {
            Issue.record("expected unloadable, got \(error)")
            return
        }
        #expect(refused == file)
        #expect(!reason.isEmpty)
        #expect(error.message.hasPrefix("\(file.path) could not be loaded ("))
        #expect(error.message.hasSuffix("Rebuild it with `swift build`, then start again."))
    }

    @Test func aLibraryFromAnotherBuild_isRefused_beforeItIsUsed() throws {
        let file = URL(fileURLWithPath: "/old/\(HTTPTransportLibrary.fileName)")
        let functions = NetworkingLibrary.Functions(
            version: { HTTPTransportLibrary.version + 1 },
            open: { fatalError("an old library must not be opened") },
            send: { _, _, _, _, _ in },
            close: { _ in }
        )
        #expect(throws: NetworkingLibrary.LoadError.otherVersion(file, found: HTTPTransportLibrary.version + 1)) {
            try NetworkingLibrary(functions: functions, file: file)
        }
        #expect(NetworkingLibrary.LoadError.otherVersion(file, found: 7).message
            == "\(file.path) is from another build (version 7, this app needs \(HTTPTransportLibrary.version)). "
            + "Rebuild it with `swift build`, then start again.")
    }
}
