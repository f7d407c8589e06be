import Domain
import Foundation
import LastLoadedInterface
import RemoteTestSupport
import StorageSupport
import TestSupport
import Testing

@testable import RemoteStorage

/// The roster and history as last loaded, kept per user in the records database across restarts.
@Suite struct RemoteLastLoadedCopiesTests {
    static let server = URL(string: "http://127.0.0.1:9")!
    static let ann = User(id: "A1", username: "ann")
    static let bea = User(id: "B2", username: "bea")
    static let players = [
        Player(id: 3, details: PlayerDetails(name: "Ann Smith", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal")),
        Player(id: 4, details: PlayerDetails(name: "Bob")),
    ]
    static let history = [
        Gather(
            id: UUID(),
            players: [
                GatherPlayer(playerID: 3, name: "Ann Smith", position: .striker, team: .teamA, goals: 2),
                GatherPlayer(playerID: nil, name: "Guest", team: .bench),
            ],
            score: Score(teamA: 2, teamB: 1), winner: .teamA,
            startedAt: Date(timeIntervalSince1970: 1_000), endedAt: Date(timeIntervalSince1970: 4_600)
        ),
        Gather(id: UUID(), players: [], score: Score(teamA: 0, teamB: 0), winner: Winner.none),
    ]

    func store(_ directory: URL) -> RemoteStore {
        RemoteStore(baseURL: Self.server, dataDirectory: directory, transport: testTransport(), clock: SteppedClock())
    }

    /// Each store writes its copies before it ends (`copiesWritten`), as the app does.
    @Test func copies_surviveARestart_perUser_replacedByTheNextLoad() async throws {
        try await withTemporaryDirectory { directory in
            let firstStore = store(directory)
            let first = firstStore.lastLoadedCopies(for: Self.ann)
            await first.keep(players: Self.players, at: Date(timeIntervalSince1970: 100))
            await first.keep(history: Self.history, at: Date(timeIntervalSince1970: 200))
            await firstStore.copiesWritten()

            let againStore = store(directory)
            let again = againStore.lastLoadedCopies(for: Self.ann)
            #expect(await again.players() == LastLoaded(Self.players, loadedAt: Date(timeIntervalSince1970: 100)))
            #expect(await again.history() == LastLoaded(Self.history, loadedAt: Date(timeIntervalSince1970: 200)))
            #expect(await store(directory).lastLoadedCopies(for: Self.bea).players() == nil, "another user's copy is theirs")

            let table = RecordsTable(
                records: [
                    PlayerRecord(id: 1, name: "Kim", won: 2, drawn: 1, lost: 0, resultUnknown: 3, goals: 4),
                    PlayerRecord(id: -1, name: "Lou", lost: 1, isDeleted: true),
                ], undatedMatchesLeftOut: 2)
            await first.keep(records: table, at: Date(timeIntervalSince1970: 250))
            await firstStore.copiesWritten()
            #expect(await store(directory).lastLoadedCopies(for: Self.ann).records() == LastLoaded(table, loadedAt: Date(timeIntervalSince1970: 250)))
            #expect(await store(directory).lastLoadedCopies(for: Self.bea).records() == nil)

            await again.keep(players: [], at: Date(timeIntervalSince1970: 300))
            await againStore.copiesWritten()
            #expect(await first.players() == LastLoaded([], loadedAt: Date(timeIntervalSince1970: 300)))
        }
    }

    /// Keeping the copy it kept last, a store only dates it anew; a copy another window kept since is replaced whole.
    /// (Each window's copies written before the other's next step, as two apps' a moment apart.)
    @Test func anUnchangedCopy_isDatedAnew_andAnotherWindowsCopyIsReplaced() async throws {
        try await withTemporaryDirectory { directory in
            let (hereStore, thereStore) = (store(directory), store(directory))
            let here = hereStore.lastLoadedCopies(for: Self.ann)
            let there = thereStore.lastLoadedCopies(for: Self.ann)
            await here.keep(players: Self.players, at: Date(timeIntervalSince1970: 100))
            await here.keep(players: Self.players, at: Date(timeIntervalSince1970: 200))
            await hereStore.copiesWritten()
            #expect(await there.players() == LastLoaded(Self.players, loadedAt: Date(timeIntervalSince1970: 200)))

            await there.keep(players: [Self.players[1]], at: Date(timeIntervalSince1970: 250))
            await thereStore.copiesWritten()
            await here.keep(players: Self.players, at: Date(timeIntervalSince1970: 300))
            await hereStore.copiesWritten()
            #expect(await there.players() == LastLoaded(Self.players, loadedAt: Date(timeIntervalSince1970: 300)))
            await here.keep(records: RecordsTable(records: [PlayerRecord(id: 1, name: "Kim", won: 1)]), at: Date(timeIntervalSince1970: 400))
            await hereStore.copiesWritten()
            await there.keep(records: RecordsTable(records: []), at: Date(timeIntervalSince1970: 400))
            await thereStore.copiesWritten()
            await here.keep(records: RecordsTable(records: [PlayerRecord(id: 1, name: "Kim", won: 1)]), at: Date(timeIntervalSince1970: 400))
            await hereStore.copiesWritten()
            #expect(await there.records()?.value.records.map(\.name) == ["Kim"], "kept whole, even at the same date")
        }
    }

    /// Keeping returns before the copy is written; copies are written one at a time, in the order kept.
    @Test func copiesAreWrittenAfterKeeping_inTheOrderKept() async {
        let kept = RemoteKeptCopies()
        let written = Written()
        let (gate, open) = AsyncStream.makeStream(of: Void.self)
        kept.writeLater {
            for await _ in gate { break }
            await written.add("first")
        }
        kept.writeLater { await written.add("second") }
        #expect(await written.names.isEmpty, "the second waits for the first, which waits for the gate")
        open.yield()
        await kept.written()
        #expect(await written.names == ["first", "second"])
    }

    private actor Written {
        var names: [String] = []
        func add(_ name: String) { names.append(name) }
    }

    @Test func aCopyThatCantBeRead_isNoCopy() async throws {
        try await withTemporaryDirectory { directory in
            let records = RemoteRecordsDatabase(directory: directory, server: Self.server)
            let copies = RemoteLastLoadedCopies(database: records, userID: Self.ann.id, kept: RemoteKeptCopies())
            await copies.keep(players: Self.players, at: Date(timeIntervalSince1970: 100))
            await copies.kept.written()
            try await records.write { try $0.execute("UPDATE last_loaded SET json = ? WHERE kind = 'players'", "{not json") }
            #expect(await copies.players() == nil)

            let file = try #require(records.file)
            try Data("not a database at all".utf8).write(to: file)
            #expect(await store(directory).lastLoadedCopies(for: Self.ann).history() == nil)
        }
    }
}
