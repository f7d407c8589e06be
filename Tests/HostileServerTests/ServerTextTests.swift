import Domain
import Foundation
import RemoteTestSupport
import StorageSupport
import TestSupport
import Testing

@testable import RemoteStorage

/// What another client stored on the server is held to the rules of typed text before the app
/// shows, keeps, exports or counts it.
@Suite struct ServerTextTests {
    static let login = #"{"token": "hostile-token-0123456789", "userID": "5D3F0A6E-8C1B-4E39-9B57-0E2A1C7D4F60"}"#
    static let gather = "0B8C5F52-1D6E-4A1F-9C2B-7E3A5D9F1C40"

    func player(_ json: String) throws -> Player {
        try JSONDecoder().decode(RemotePlayer.self, from: Data(json.utf8)).player
    }

    @Test func aNameWithAnEscapeSequence_isTypedTextOnceRead_andPassesTheAddFormsRules() throws {
        let read = try player(#"{"id": 7, "name": "Mal\u001b[2Jlory\u202e  Smith\t", "favouriteTeam": "\u0007Arsenal"}"#)
        #expect(read.name == "Mal [2Jlory Smith")
        #expect(read.favouriteTeam == "Arsenal")
        #expect(Validation.player(read.details) == .success(read.details))
    }

    @Test func aDecomposedName_isComposed_andALongOneCutToTheRule() throws {
        #expect(try player(#"{"id": 1, "name": "Carla Di\u0301az"}"#).name == "Carla Díaz")
        let long = try player(#"{"id": 2, "name": "\#(String(repeating: "x", count: 400))"}"#)
        #expect(long.name.count == Validation.nameMaximumLength)
        #expect(Validation.player(long.details) == .success(long.details))
    }

    @Test func aNameOfNothingPrintable_isThePlayersNumber_andAnAgeOutOfRangeIsNotSet() throws {
        let read = try player(#"{"id": 9, "name": "\u001b\u0000 ", "age": 4000, "favouriteTeam": "\u0008"}"#)
        #expect(read.name == "Player 9")
        #expect(read.age == nil)
        #expect(read.favouriteTeam == nil)
    }

    @Test func aPlayerListedTwice_isOnePlayer_onTheRosterAndInAMatchsRecord() async throws {
        let server = try HostileServer { request in
            switch request.path {
            case "/api/users/login": .json(Self.login)
            case "/api/players": .json(#"[{"id": 1, "name": "Ann"}, {"id": 1, "name": "Ann"}]"#)
            case "/api/gathers": .json(#"[{"id": "\#(Self.gather)", "score": "2-1", "winnerTeam": "Team A"}]"#)
            default: .json(#"[{"id": 1, "name": "Ann"}, {"id": 1, "name": "Ann"}]"#)
            }
        }
        defer { server.stop() }
        try await withTemporaryDirectory { directory in
            let store = RemoteStore(baseURL: server.baseURL, dataDirectory: directory, transport: testTransport(), clock: SteppedClock())
            let user = try await store.logIn(Credentials(username: "ann", password: "secret-password"))
            #expect(try await store.playersService(for: user).players().map(\.id) == [1])
            let history = try await store.gathersService(for: user).finishedGathers()
            #expect(history.map { $0.players.map(\.name) } == [["Ann"]])
            let table = try await store.recordsService(for: user).records(since: nil)
            #expect(table.records.map(\.resultUnknown) == [1], "one match, counted once")
        }
    }
}
