import Domain
import Foundation
import LastLoadedInterface
import TerminalUI
import TestSupport
import Testing

@testable import PlayerList

/// The assembled list driven like a user: picking who plays, a match left unfinished, the history.
@MainActor
@Suite struct PlayerListModuleTests {
    let account = ListAccount()
    let roster = SampleRoster()
    let navigator = SpyNavigator()
    let factory = PlayerListScreenFactorySpy()

    var files = RosterFilesInMemory()

    var screen: any Screen {
        PlayerListModule.build(
            user: account.user, players: account.players.recorded(in: account.log), gathers: account.gathers.recorded(in: account.log),
            authentication: account.authentication.recorded(in: account.log),
            navigator: navigator, factory: factory, copies: NoLastLoadedCopies(), clock: ManualClock(), timeZone: TimeZone(secondsFromGMT: 0) ?? .current,
            rosterFiles: files
        )
    }

    @Test func build_wiresAScreenThatListsAddsDeletesAndLogsOut() async throws {
        let screen = screen

        await screen.willAppear()
        #expect(screen.content.title == "Players (4)")
        #expect(screen.content.status == "ann")

        await screen.handle("a")
        #expect(navigator.calls == [.push("Add player")])

        await screen.handle("2")
        #expect(factory.calls.last == "detail:ann:Bob")

        await screen.handle("d 1")
        await screen.handle("y")
        #expect(account.log.calls(.deletePlayer) == [.deletePlayer(id: roster.ann.id)])
        #expect(screen.content.message == .success("Deleted Ann Smith."))
        #expect(screen.content.title == "Players (3)")

        await screen.handle("o")
        #expect(account.log.calls.last == .logOut(account.user))
        #expect(navigator.calls == [.push("Add player"), .push("Bob"), .replaceRoot("Login")])
    }

    @Test func build_importsAFile_afterShowingWhatItAddsAndSkips() async throws {
        var built = self
        built.files = RosterFilesInMemory("~/roster.csv", "\u{FEFF}Name;Position\r\nbob;GK\r\n\"Smith, Eve\";W\r\nZed;keeper\r\n")
        let screen = built.screen
        await screen.willAppear()

        await screen.handle("import ~/roster.csv")
        #expect(
            screen.content.message
                == .info(
                    "1 player to add, 1 already on the roster by name (skipped), 1 row refused. Line 4: "
                        + "no preferred position is called \"keeper\": use GK, DEF, MID, W or ST, or the name."))
        #expect(screen.content.prompt == .text("Add 1 player from ~/roster.csv? (y/n)"))

        await screen.handle("y")
        #expect(screen.content.message == .success("Added 1 player from ~/roster.csv."))
        #expect(screen.content.title == "Players (5)")
        #expect(account.log.calls(.addPlayers) == [.addPlayers([PlayerDetails(name: "Smith, Eve", position: .winger)])])
    }

    @Test func build_selectsPlayersAndConfirmsThemInListOrder() async {
        let screen = screen
        await screen.willAppear()

        await screen.handle("s 4 2")
        #expect(screen.content.title == "Select players (2 selected)")
        await screen.handle("1")
        await screen.handle("c")
        #expect(factory.calls == ["confirm:ann:Ann Smith,Bob,Dmitri"])

        await screen.willAppear()
        #expect(screen.content.title == "Select players (3 selected)")
        await screen.handle("x")
        #expect(screen.content.title == "Players (4)")
    }

    @Test func build_offersToResumeOrDiscardAnUnfinishedMatch() async throws {
        let match = roster.unfinishedMatch
        account.leaveUnfinished(match)
        let screen = screen
        await screen.willAppear()

        #expect(screen.content.body.first == .text("An unfinished match: Team A 2–1 Team B, 07:42 left.", .emphasis))
        await screen.handle("resume")
        #expect(navigator.calls == [.replaceRoot("Gather")])

        await screen.handle("discard")
        await screen.handle("y")
        #expect(account.log.calls(.discardGather) == [.discardGather(id: match.gather.id)])
        #expect(screen.content.message == .success("Discarded the unfinished match."))
        #expect(
            screen.content.body.first
                == .table(
                    Table(
                        columns: PlayerListView.columns,
                        rows: [
                            ["1", "Ann Smith", "ST", "amateur"], ["2", "Bob", "GK", "professional"],
                            ["3", "Carla Díaz", "MID", "beginner"], ["4", "Dmitri", "—", "—"],
                        ], paging: Table.Paging(searchedColumn: 1))))

        await screen.handle("h")
        #expect(navigator.calls == [.replaceRoot("Gather"), .push("History")])
    }

    /// A number is a number however long: one past the list, or too long to read, names no player and says so.
    @Test(arguments: [("99", "There is no player 99: choose 1–4."), ("12345678901234567890123", "There is no player that high: choose 1–4.")])
    func build_aNumberBeyondTheList_saysThereIsNoSuchPlayer(line: String, said: String) async {
        let screen = screen
        await screen.willAppear()
        await screen.handle(line)
        #expect(screen.content.message == .error(said))
    }

    @Test func build_picksByRangeListAllAndNone_andRefusesANumberOutsideTheList() async {
        let screen = screen
        await screen.willAppear()

        await screen.handle("s 1-2, 4")
        #expect(screen.content.title == "Select players (3 selected)")
        await screen.handle("2-3")
        #expect(screen.content.title == "Select players (4 selected)", "2 stays picked, 3 is picked")
        await screen.handle("1-5")
        #expect(screen.content.message == .error("There is no player 5: choose 1–4."))
        #expect(screen.content.title == "Select players (4 selected)", "nothing changed")
        await screen.handle("3-4")
        #expect(screen.content.title == "Select players (2 selected)", "both were picked: both unpicked")
        await screen.handle("none")
        #expect(screen.content.title == "Select players (0 selected)")
        await screen.handle("all")
        await screen.handle("c")
        #expect(factory.calls == ["confirm:ann:Ann Smith,Bob,Carla Díaz,Dmitri"])
        await screen.handle("x")
        #expect(screen.content.title == "Players (4)")
    }

    @Test func build_onAnEmptyList_numberedCommandsSayThereIsNobody() async throws {
        let screen = screen
        // Deleted after the screen was built, in another window.
        for player in roster.all { account.kept.delete(player.id) }
        await screen.willAppear()

        await screen.handle("d 1")
        #expect(screen.content.message == .error("There is nobody to delete: you have no players yet. Type a to add one."))
        await screen.handle("1")
        #expect(screen.content.message == .error("There are no players yet. Type a to add one."))
        await screen.handle("s 1")
        #expect(screen.content.message == .error("There are no players to pick yet. Type a to add one."))
    }

    @Test func build_deletingOneOfTwoPlayersOfTheSameName_asksWhichByPositionAndNumber() async throws {
        let otherBob = account.kept.add(PlayerDetails(name: "Bob", position: .defender))
        let screen = screen
        await screen.willAppear()
        let number = try #require(account.kept.listed.firstIndex(of: otherBob)) + 1

        await screen.handle("d \(number)")
        #expect(screen.content.prompt == .text("Delete Bob (DEF, #\(number))? (y/n)"))
        await screen.handle("y")

        #expect(screen.content.message == .success("Deleted Bob (DEF, #\(number))."))
        #expect(account.log.calls(.deletePlayer) == [.deletePlayer(id: otherBob.id)])
    }
}
