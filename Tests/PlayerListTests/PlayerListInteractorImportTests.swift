import Domain
import Foundation
import LastLoadedInterface
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import PlayerList

/// `import FILE`: a roster file read and matched against the roster, then added all at once.
@MainActor
@Suite struct PlayerListInteractorImportTests {
    let account = ListAccount()
    let roster = SampleRoster()
    static let file = "name,age\nbob,30\nZed,20\n  zed ,21\nEve,200\n"

    func interactor(_ files: RosterFilesInMemory = RosterFilesInMemory("roster.csv", Self.file)) async throws -> PlayerListInteractor {
        let sut = account.interactor(rosterFiles: files)
        _ = try await sut.loadPlayers()
        return sut
    }

    @Test func aPreview_addsNewNames_skipsThoseOnTheRosterOrNamedTwice_andListsRefusedRows() async throws {
        let sut = try await interactor()

        let preview = try await sut.importPreview(fromPath: "roster.csv").file

        #expect(preview.path == "roster.csv")
        #expect(preview.toAdd == [PlayerDetails(name: "Zed", age: 20)])
        #expect(preview.alreadyThere == [PlayerDetails(name: "bob", age: 30), PlayerDetails(name: "zed", age: 21)])
        #expect(preview.refused == [RosterRow(line: 5, player: .failure(.invalid(.outOfRange(field: .player(.age), range: 1...120))))])
        #expect(account.log.calls == [.players], "a preview adds nobody")
    }

    @Test func aFileThatCantBeRead_orIsNoRoster_isRefused() async throws {
        let sut = try await interactor(
            RosterFilesInMemory(["big.csv": .failure(.tooLarge(bytes: 9_000_000)), "notes.csv": .success(Data("hello\nworld\n".utf8))]))

        #expect(await awaited(try await sut.importPreview(fromPath: "gone.csv")).refusal == .unreadable(path: "gone.csv", .notFound))
        #expect(await awaited(try await sut.importPreview(fromPath: "big.csv")).refusal == .unreadable(path: "big.csv", .tooLarge(bytes: 9_000_000)))
        #expect(await awaited(try await sut.importPreview(fromPath: "notes.csv")).refusal == .notARoster(path: "notes.csv", .unknownColumn("hello")))
    }

    @Test func theLastFileRead_isKept_untilAFileNamedAfterItCantBeRead() async throws {
        let sut = try await interactor()
        #expect(sut.lastImport == nil)

        let read = try await sut.importPreview(fromPath: "roster.csv").file
        #expect(sut.lastImport == read)

        _ = await awaited(try await sut.importPreview(fromPath: "gone.csv"))
        #expect(sut.lastImport == nil, "why lists the rows of the last file named, and this one has none")
    }

    @Test func aConfirmedChange_isMade_byTheUseCaseItNames() async throws {
        let sut = try await interactor()
        let preview = try await sut.importPreview(fromPath: "roster.csv").file

        try await sut.make(.importPlayers(preview))
        try await sut.make(.delete(roster.bob, "Bob"))

        #expect(account.log.calls(.addPlayers, .deletePlayer) == [.addPlayers([PlayerDetails(name: "Zed", age: 20)]), .deletePlayer(id: roster.bob.id)])
    }

    @Test func aRosterNotLoaded_importsNothing_sinceNoNameOnItCouldBeSkipped() async throws {
        let sut = account.interactor(rosterFiles: RosterFilesInMemory("roster.csv", Self.file))

        #expect(await awaited(try await sut.importPreview(fromPath: "roster.csv")).refusal == .notLoaded)
    }

    @Test func addingThePreview_addsItsPlayersInOneCall() async throws {
        let sut = try await interactor()
        let preview = RosterImport(path: "roster.csv", toAdd: [PlayerDetails(name: "Zed"), PlayerDetails(name: "Yan", age: 30)])

        #expect(await awaited(try await sut.addImported(preview)).refusal == nil)

        #expect(account.log.calls(.addPlayers, .addPlayer) == [.addPlayers(preview.toAdd)])
    }

    @Test func whenTheStoreFails_nobodyIsAdded_andTheFailureIsThrown() async throws {
        let sut = try await interactor()
        account.log.fail(.addPlayers, with: .unavailable("disk"))

        await #expect(throws: PlayerListRefusal.failed(.unavailable("disk"))) {
            try await sut.addImported(RosterImport(path: "r.csv", toAdd: [PlayerDetails(name: "Zed")]))
        }
        #expect(account.log.calls(.addPlayers, .addPlayer) == [.addPlayers([PlayerDetails(name: "Zed")])], "one call, refused whole")
    }
}
