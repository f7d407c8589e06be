import Domain
import Foundation
import TerminalUI
import TestSupport
import Testing

@testable import Transfer

/// The assembled module on a real navigator and an in-memory store.
@MainActor
@Suite struct TransferModuleTests {
    @Test func build_importsTheFile_afterAYes_thenEnterOpensThePlayerList() async throws {
        let ann = try await RegisteredUser.make()
        let navigator = Navigator()
        let factory = TransferFactorySpy()
        var ended: [Bool] = []
        let screen = TransferModule.build(
            user: ann.user, job: .importPlayers(path: "r.csv"), agreed: false, players: ann.players, gathers: ann.gathers,
            files: RosterFilesInMemory("r.csv", "name\nCy\n"), exports: ShareFilesSpy(), clock: ManualClock(), navigator: navigator,
            factory: factory, onJobEnded: { ended.append($0) }
        )
        navigator.replaceRoot(with: screen)

        await screen.willAppear()
        #expect(screen.content.title == "Import players")
        #expect(screen.content.status == "ann")
        #expect(screen.content.prompt == .text("Add 1 player from r.csv? (y/n)"))
        await screen.handle("y")
        #expect(try await ann.players.players().map(\.name) == ["Cy"])
        #expect(ended == [true])

        await screen.handle("")
        #expect(navigator.top?.content.title == "Players")
    }
}
