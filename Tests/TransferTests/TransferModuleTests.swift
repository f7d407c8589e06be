import Domain
import Foundation
import ShareFilesInterface
import Synchronization
import TerminalUI
import TestSupport
import Testing

@testable import Transfer

/// The assembled module on a real navigator and the services' doubles.
@MainActor
@Suite struct TransferModuleTests {
    @Test func build_importsTheFile_afterAYes_thenEnterOpensThePlayerList() async throws {
        let log = ServiceCallLog()
        let ann = GroupInMemory(User(id: "id-ann", username: "ann"), log: log)
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
        #expect(log.calls(.addPlayers) == [.addPlayers([PlayerDetails(name: "Cy")])])
        #expect(ended == [true])

        await screen.handle("")
        #expect(navigator.top?.content.title == "Players")
    }

    /// A CSV export is one write of both sheets: when it fails, the screen names both and says neither changed.
    @Test func build_aCSVExportThatCantBeWritten_namesBothFiles_andSaysNeitherChanged() async throws {
        let ann = GroupInMemory(User(id: "id-ann", username: "ann"), log: ServiceCallLog())
        let asked = Mutex<[[ShareFile]]>([])
        var exports = ShareFileWritingDouble()
        exports.onTarget = { $0 == "x-matches.csv" ? .file : .nothing }
        exports.onWrite = { files in
            asked.withLock { $0.append(files) }
            return .failed("No space left on device")
        }
        var ended: [Bool] = []
        let screen = TransferModule.build(
            user: ann.user, job: .export(.csv, path: "x"), agreed: false, players: ann.players, gathers: ann.gathers, files: RosterFilesInMemory(),
            exports: exports, clock: ManualClock(), navigator: Navigator(), factory: TransferFactorySpy(), onJobEnded: { ended.append($0) }
        )

        await screen.willAppear()
        #expect(screen.content.prompt == .text("x-matches.csv exists. Replace it? (y/n)"))
        await screen.handle("y")

        #expect(screen.content.message == .error("Could not write x-players.csv and x-matches.csv: No space left on device. Neither file changed."))
        #expect(asked.withLock { $0.map { $0.map(\.path) } } == [["x-players.csv", "x-matches.csv"]], "one write, of both")
        #expect(asked.withLock { $0.first?.map(\.replacing) } == [false, true])
        #expect(ended == [false])
    }
}
