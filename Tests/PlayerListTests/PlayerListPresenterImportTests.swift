import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import PlayerList

/// `import FILE` on the list: what the file holds shown first, then added after a yes.
@MainActor
@Suite struct PlayerListPresenterImportTests {
    let interactor = PlayerListInteractorStub()
    let router = PlayerListRouterSpy()
    let view = PlayerListViewSpy()
    let sut: PlayerListPresenter
    static let preview = RosterImport(
        path: "roster.csv", toAdd: [PlayerDetails(name: "Zed"), PlayerDetails(name: "Yan")], alreadyThere: [PlayerDetails(name: "bob")],
        refused: [RosterRow(line: 5, player: .failure(.invalid(.outOfRange(field: .player(.age), range: 1...120))))]
    )

    init() async {
        sut = PlayerListPresenter(
            interactor: interactor, router: router,
            offline: OfflineNotice(timeZone: TimeZone(secondsFromGMT: 0) ?? .current, now: ManualClock().now))
        sut.view = view
        interactor.roster = .success(Footballer.roster)
        await sut.viewWillAppear()
    }

    @Test func import_showsWhatTheFileHolds_andAsksBeforeAddingAnyone() async {
        interactor.preview = .success(Self.preview)

        await sut.didChooseImport("roster.csv")

        #expect(interactor.calls.last == "preview roster.csv")
        #expect(view.last?.confirmation == "Add 2 players from roster.csv? (y/n)")
        #expect(
            view.last?.message == .info("2 players to add, 1 already on the roster by name (skipped), 1 row refused. Line 5: Age must be between 1 and 120."))
    }

    @Test func aYes_addsThemAndShowsTheListAgain_aNoAddsNobody() async {
        interactor.preview = .success(Self.preview)
        await sut.didChooseImport("roster.csv")
        await sut.didAnswerConfirmation("n")
        #expect(view.last?.message == .info("Added nobody: the roster is as it was."))
        #expect(!interactor.calls.contains("import 2"))

        await sut.didChooseImport("roster.csv")
        await sut.didAnswerConfirmation("y")
        #expect(interactor.calls.suffix(3) == ["import 2", "unfinished", "players"], "added, then the list loaded again")
        #expect(view.last?.message == .success("Added 2 players from roster.csv."))
    }

    @Test func aFailedAdd_saysNoneWasAdded_andRTriesAgain() async {
        interactor.preview = .success(Self.preview)
        interactor.changeFailure = .unavailable("disk")
        await sut.didChooseImport("roster.csv")
        await sut.didAnswerConfirmation("y")
        #expect(view.last?.message == .error("Could not add the players from roster.csv; none was added. Storage is unavailable: disk. Type r to try again."))

        interactor.changeFailure = nil
        await sut.didChooseRetry()
        #expect(view.last?.message == .success("Added 2 players from roster.csv."))
    }

    @Test func aFileThatAddsNobody_saysWhyWithoutAsking() async {
        interactor.preview = .success(RosterImport(path: "same.csv", toAdd: [], alreadyThere: [PlayerDetails(name: "Bob")]))

        await sut.didChooseImport("same.csv")

        #expect(view.last?.confirmation == nil)
        #expect(view.last?.message == .error("Nothing to add from same.csv, 1 already on the roster by name (skipped)."))
    }

    @Test(arguments: [
        (PlayerListRefusal.unreadable(path: "x.csv", .notFound), "Could not read x.csv: there is no such file. Nothing was added."),
        (.unreadable(path: "x", .notAFile(.folder)), "Could not read x: that is a folder, not a file. Nothing was added."),
        (.unreadable(path: "x", .notAFile(.namedPipe)), "Could not read x: that is a named pipe (FIFO), not a file. Nothing was added."),
        (.unreadable(path: "x.csv", .permissionDenied), "Could not read x.csv: permission denied. Nothing was added."),
        (.unreadable(path: "x.csv", .tooLarge(bytes: 52_000_000)), "Could not read x.csv: it is 52 000 kB, too large to be read. Nothing was added."),
        (.unreadable(path: "x.csv", .failed("I/O error")), "Could not read x.csv: I/O error. Nothing was added."),
        (.notARoster(path: "x.csv", .notText), "x.csv is no roster: it is not text (save the sheet as CSV, UTF-8). Nothing was added."),
        (.offline, OfflineNotice.refusal),
    ])
    func aFileThatCantBeUsed_saysWhy(refusal: PlayerListRefusal, message: String) async {
        interactor.preview = .failure(refusal)

        await sut.didChooseImport("x.csv")

        #expect(view.last?.message == .error(message))
        #expect(view.last?.confirmation == nil)
    }

    /// Past three refused rows the preview says how many more; `why` lists every one, at the
    /// question (which waits meanwhile: on the list `n` pages) and after it, until `b`.
    @Test func why_listsEveryRefusedRow_atTheQuestionAndAfter_andBGoesBackToTheQuestion() async {
        let rows = (2...17).map { RosterRow(line: $0, player: .failure(.invalid(.outOfRange(field: .player(.age), range: 1...120)))) }
        interactor.preview = .success(RosterImport(path: "roster.csv", toAdd: [PlayerDetails(name: "Zed")], refused: rows))
        await sut.didChooseImport("roster.csv")
        #expect(view.last?.message?.text.hasSuffix("Line 4: Age must be between 1 and 120. And 13 more: type why to see every refused row.") == true)
        #expect(view.last?.offersWhy == true)

        sut.didChooseWhy()
        #expect(view.last?.refused?.title == "Refused rows of roster.csv (16)")
        #expect(view.last?.refused?.rows.map(\.first) == (2...17).map { String($0) })
        #expect(view.last?.refused?.rows.last == ["17", "Age must be between 1 and 120."])
        #expect(view.last?.confirmation == nil)
        await sut.didAnswerConfirmation("y")
        #expect(!interactor.calls.contains("import 1"), "the question waits while the rows are shown")

        sut.didCloseRefusedRows()
        #expect(view.last?.refused == nil)
        #expect(view.last?.confirmation == "Add 1 player from roster.csv? (y/n)")
        #expect(view.last?.message?.text.hasPrefix("1 player to add, 16 rows refused.") == true)
        await sut.didAnswerConfirmation("y")
        #expect(interactor.calls.contains("import 1"))

        sut.didChooseWhy()
        #expect(view.last?.refused?.rows.count == 16, "the rows to correct are still there once the others are added")
        sut.didCloseRefusedRows()
        #expect(view.last?.refused == nil)
        #expect(view.last?.message == nil)

        interactor.preview = .failure(.unreadable(path: "gone.csv", .notFound))
        await sut.didChooseImport("gone.csv")
        sut.didChooseWhy()
        #expect(view.last?.message == .error(ImportWording.nothingRefused(nil)), "why is about the last file named")
    }

    @Test func why_beforeAnyImport_orWhenNoRowWasRefused_saysSo() async {
        sut.didChooseWhy()
        #expect(view.last?.message == .error(ImportWording.nothingRefused(nil)))
        #expect(view.last?.offersWhy == false)

        interactor.preview = .success(Self.preview)
        await sut.didChooseImport("roster.csv")
        interactor.preview = .success(RosterImport(path: "clean.csv", toAdd: [PlayerDetails(name: "Zed")]))
        await sut.didChooseImport("clean.csv")
        sut.didChooseWhy()
        #expect(view.last?.message == .error("Type y for yes or n for no (b or cancel say no too)."))
        await sut.didAnswerConfirmation("n")
        sut.didChooseWhy()
        #expect(view.last?.message == .error("No row of clean.csv was refused."))
    }

    @Test func importWithoutAFile_saysHow() async {
        await sut.didChooseImport(nil)

        #expect(view.last?.message == .error(PlayerListWording.importHint))
        #expect(!interactor.calls.contains { $0.hasPrefix("preview") })
    }
}
