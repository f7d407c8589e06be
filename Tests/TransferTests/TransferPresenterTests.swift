import Domain
import TerminalUI
import Testing

@testable import Transfer

/// A user as plain data: all the presenter may know of one.
struct TransferMember: TransferEntity {
    var username: String
}

/// Answers as the test says.
@MainActor
final class TransferInteractorStub: TransferInteracting {
    var owner: any TransferEntity = TransferMember(username: "ann")
    var job = TransferJob.importPlayers(path: "r.csv")
    var outputPaths: [String] = []
    var planned: Result<TransferPlan, TransferRefusal> = .failure(.unreadable(path: "r.csv", .notFound))
    var asked: TransferQuestion?
    var carried: Result<TransferDone, TransferRefusal> = .success(.playersAdded(0))
    private(set) var calls: [String] = []

    func plan() async throws(TransferRefusal) -> TransferPlan {
        calls.append("plan")
        return try planned.get()
    }

    func question(for plan: TransferPlan) -> TransferQuestion? { asked }

    func carryOut(_ plan: TransferPlan) async throws(TransferRefusal) -> TransferDone {
        calls.append("carryOut")
        return try carried.get()
    }
}

@MainActor
final class TransferRouterSpy: TransferRouting {
    private(set) var calls: [String] = []

    func jobEnded(succeeded: Bool) { calls.append("ended:\(succeeded)") }
    func showPlayerList() { calls.append("list") }
}

@MainActor
final class TransferViewSpy: TransferDisplaying {
    private(set) var displayed: [TransferViewModel] = []

    func display(_ viewModel: TransferViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct TransferPresenterTests {
    let view = TransferViewSpy()
    let router = TransferRouterSpy()
    let interactor = TransferInteractorStub()
    let sut: TransferPresenter

    static let roster = RosterImport(
        path: "r.csv", toAdd: [PlayerDetails(name: "Cy"), PlayerDetails(name: "Dee")], alreadyThere: [PlayerDetails(name: "Ann")],
        refused: [RosterRow(line: 4, player: .failure(.invalid(.outOfRange(field: .player(.age), range: 1...120))))]
    )

    init() {
        sut = TransferPresenter(interactor: interactor, router: router)
        sut.view = view
    }

    @Test func appearing_saysWhatTheJobIs_readsTheFile_andAsks() async {
        interactor.planned = .success(.players(Self.roster))
        interactor.asked = .addingPlayers(Self.roster)

        await sut.viewWillAppear()

        #expect(view.displayed.first?.message == .working("Reading r.csv…"))
        #expect(
            view.displayed.last
                == TransferViewModel(
                    title: "Import players", owner: "ann",
                    lines: [
                        "Players from r.csv, for ann's roster.",
                        "2 players to add, 1 already on the roster by name (skipped), 1 row refused. Line 4: Age must be between 1 and 120.",
                    ],
                    question: "Add 2 players from r.csv? (y/n)", offersWhy: true
                ))
        #expect(interactor.calls == ["plan"])
        #expect(router.calls == [])
    }

    /// `why` lists every refused row, at the question (which waits meanwhile) and once the job is over.
    @Test func why_listsEveryRefusedRow_atTheQuestion_andAfter_andBGoesBack() async {
        let rows = (2...17).map { RosterRow(line: $0, player: .failure(.invalid(.required(field: .player(.name))))) }
        let file = RosterImport(path: "r.csv", toAdd: [PlayerDetails(name: "Cy")], refused: rows)
        interactor.planned = .success(.players(file))
        interactor.asked = .addingPlayers(file)
        interactor.carried = .success(.playersAdded(1))
        await sut.viewWillAppear()
        #expect(view.displayed.last?.lines.last?.hasSuffix("And 13 more: type why to see every refused row.") == true)

        sut.didChooseWhy()
        let refused = view.displayed.last?.refused
        #expect(refused?.rows.count == 16)
        #expect(refused?.rows.first == ["2", "Name is required."])
        #expect(refused?.rows.last == ["17", "Name is required."])
        #expect(view.displayed.last?.question == nil, "the question waits: n pages, it does not answer")
        await sut.didAnswer(true)
        #expect(interactor.calls == ["plan"])

        sut.didCloseRefusedRows()
        #expect(view.displayed.last?.refused == nil)
        #expect(view.displayed.last?.question == "Add 1 player from r.csv? (y/n)")
        await sut.didAnswer(true)
        #expect(view.displayed.last?.isOver == true)
        #expect(view.displayed.last?.offersWhy == true)

        sut.didChooseWhy()
        #expect(view.displayed.last?.refused?.rows.count == 16)
        sut.didCloseRefusedRows()
        #expect(view.displayed.last?.message == nil)
        #expect(router.calls == ["ended:true"])
    }

    @Test func why_withNothingRefused_saysSo_andOnAnExportIsNoCommand() async {
        let clean = RosterImport(path: "r.csv", toAdd: [PlayerDetails(name: "Cy")])
        interactor.planned = .success(.players(clean))
        interactor.asked = .addingPlayers(clean)
        await sut.viewWillAppear()

        sut.didChooseWhy()
        #expect(view.displayed.last?.message == .error("Type y for yes or n for no (b or cancel say no too)."))
        await sut.didAnswer(false)
        sut.didChooseWhy()
        #expect(view.displayed.last?.message == .error("No row of r.csv was refused."))
        #expect(view.displayed.last?.offersWhy == false)

        let export = TransferPresenter(interactor: TransferInteractorStub(), router: router)
        let exportView = TransferViewSpy()
        export.view = exportView
        export.didChooseWhy()
        #expect(exportView.displayed.last?.message == .unknownCommand("why"))
    }

    @Test func yes_carriesItOut_andSaysWhatItDid_thenEnterLeadsToTheList() async {
        interactor.planned = .success(.players(Self.roster))
        interactor.asked = .addingPlayers(Self.roster)
        interactor.carried = .success(.playersAdded(2))
        await sut.viewWillAppear()

        sut.didEnterNoAnswer()
        #expect(view.displayed.last?.message == .error("Type y for yes or n for no (b or cancel say no too)."))
        sut.didChooseContinue()
        #expect(router.calls == [])
        await sut.didAnswer(true)

        #expect(view.displayed.last?.message == .success("Added 2 players to the roster."))
        #expect(view.displayed.last?.question == nil)
        #expect(view.displayed.last?.isOver == true)
        #expect(interactor.calls == ["plan", "carryOut"])
        sut.didChooseContinue()
        #expect(router.calls == ["ended:true", "list"])
    }

    @Test func no_changesNothing_andTheJobEndsWell() async {
        interactor.planned = .success(.players(Self.roster))
        interactor.asked = .addingPlayers(Self.roster)
        await sut.viewWillAppear()

        await sut.didAnswer(false)

        #expect(view.displayed.last?.message == .info("Added nobody: the roster is as it was."))
        #expect(interactor.calls == ["plan"])
        #expect(router.calls == ["ended:true"])
        // Answers after the end are no answers.
        await sut.didAnswer(true)
        #expect(interactor.calls == ["plan"])
    }

    @Test func nothingToAsk_carriesItOutAtOnce() async {
        let files = ExportFiles(files: [.init(path: "all.json", text: "{}")], players: 12, matches: 1, playedElsewhere: 3)
        interactor.job = .export(.json, path: "all.json")
        interactor.outputPaths = ["all.json"]
        interactor.planned = .success(.export(files))
        interactor.carried = .success(.exported(files))

        await sut.viewWillAppear()

        #expect(
            view.displayed.last?.lines == [
                "ann's players and finished matches, as JSON in all.json.",
                "12 players and 1 match to write.",
                "The server keeps no dates or teams for 3 matches played on another machine: the export has them without, rather than made-up ones.",
            ])
        #expect(view.displayed.last?.message == .success("Wrote 12 players and 1 match to all.json, readable by you only."))
        #expect(view.displayed.last?.title == "Export")
        #expect(router.calls == ["ended:true"])
    }

    @Test func replacingFiles_isAskedAbout_andNoKeepsThem() async {
        let files = ExportFiles(
            files: [.init(path: "g-players.csv", text: ""), .init(path: "g-matches.csv", text: "")], players: 1, matches: 0,
            existing: ["g-players.csv", "g-matches.csv"])
        interactor.job = .export(.csv, path: "g")
        interactor.outputPaths = ["g-players.csv", "g-matches.csv"]
        interactor.planned = .success(.export(files))
        interactor.asked = .replacing(files.existing)

        await sut.viewWillAppear()
        #expect(view.displayed.last?.lines.first == "ann's players and finished matches, as CSV in g-players.csv and g-matches.csv.")
        #expect(view.displayed.last?.question == "g-players.csv and g-matches.csv exist. Replace them? (y/n)")
        await sut.didAnswer(false)

        #expect(view.displayed.last?.message == .info("Wrote nothing: g-players.csv and g-matches.csv are as before."))
    }

    @Test func anImportOfAnExport_showsBothCounts_andOneStoppedMidwaySaysHowFarItGot() async {
        let plan = GroupImportPlan(
            importing: GroupExport(
                username: "bea", exportedAt: .distantPast, players: [PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")],
                matches: [Gather(id: .init(), players: [], score: Score()), Gather(id: .init(), players: [], score: Score(teamA: 1))]),
            into: [Player(id: 1, details: PlayerDetails(name: "Bob"))], history: [Gather(id: .init(), players: [], score: Score())]
        )
        let file = GroupImport(path: "all.json", plan: plan)
        interactor.job = .importExport(path: "all.json")
        interactor.planned = .success(.group(file))
        interactor.asked = .addingGroup(file)
        interactor.carried = .failure(.stopped(GroupImportProgress(playersAdded: 1, matchesAdded: 0, matchesToAdd: 1), .unavailable("connection refused")))

        await sut.viewWillAppear()
        #expect(
            view.displayed.last?.lines == [
                "The players and matches of all.json, for ann's roster and history: players are matched by name, matches already here are skipped.",
                "1 player to add, 1 already on the roster by name (skipped).",
                "1 match to add, 1 already in the history (skipped).",
            ])
        #expect(
            TransferWording.preview(
                .group(
                    GroupImport(
                        path: "a.json",
                        plan: GroupImportPlan(importing: .init(username: "", exportedAt: .distantPast, players: [], matches: []), into: [], history: [])))) == [
                    "No players to add.", "No matches to add.",
                ])
        #expect(view.displayed.last?.question == "Add 1 player and 1 match from all.json? (y/n)")
        await sut.didAnswer(true)

        let message = view.displayed.last?.message
        #expect(message?.kind == .error)
        #expect(message?.text.hasPrefix("Stopped after adding 1 player and 0 of 1 match: ") == true)
        #expect(message?.text.hasSuffix("Run the same command again to add the rest: nothing is added twice.") == true)
        #expect(router.calls == ["ended:false"])
    }

    @Test(arguments: [
        (TransferRefusal.unreadable(path: "r.csv", .notFound), "Could not read r.csv: there is no such file. Nothing was added."),
        (.notARoster(path: "r.csv", .notText), "r.csv is no roster: it is not text (save the sheet as CSV, UTF-8). Nothing was added."),
        (
            .notAnExport(path: "a.json", .newerVersion(2)),
            "a.json can't be imported: it was written by a later version of the app (export version 2; this one reads version 1). Update the app to import it. Nothing was added."
        ),
        (
            .appeared(path: "a.json"),
            "Something appeared at a.json meanwhile: left alone, and nothing was written. Run the command again to be asked about it."
        ),
        (.notWritten(paths: ["a.json"], reason: "permission denied"), "Could not write a.json: permission denied."),
        (
            .noFolder(paths: ["my exports/a.json"], folder: "my exports"),
            "Could not write my exports/a.json: there is no folder my exports (mkdir -p 'my exports' makes it). Nothing was written."
        ),
        (
            .notWritten(paths: ["x-players.csv", "x-matches.csv"], reason: "No space left on device"),
            "Could not write x-players.csv and x-matches.csv: No space left on device. Neither file changed."
        ),
        (
            .partlyWritten(paths: ["x-players.csv", "x-matches.csv"], notPutBack: ["x-players.csv"], reason: "Input/output error"),
            "Could not write x-players.csv and x-matches.csv: Input/output error. "
                + "x-players.csv could not be put back as it was, x-matches.csv is as it was: run the command again."
        ),
        (
            .notAFile(path: "a.json", .symbolicLink),
            "Could not write a.json: it is a symbolic link, and nothing is written through one: name the file it points to, or a new one. Nothing was written."
        ),
        (
            .notAFile(path: "a.json", .namedPipe),
            "Could not write a.json: it is a named pipe (FIFO), which would wait for another program: name a file. Nothing was written."
        ),
    ])
    func aRefusal_isSaid_andTheJobEndsBadly(refusal: TransferRefusal, text: String) async {
        interactor.planned = .failure(refusal)

        await sut.viewWillAppear()

        #expect(view.displayed.last?.message == .error(text))
        #expect(view.displayed.last?.isOver == true)
        #expect(router.calls == ["ended:false"])
    }

    @Test func aRefusalWhenCarryingOut_isSaidToo() async {
        interactor.planned = .success(.export(ExportFiles(files: [], players: 0, matches: 0)))
        interactor.carried = .failure(.notWritten(paths: ["a.json"], reason: "no such folder"))

        await sut.viewWillAppear()

        #expect(view.displayed.last?.message == .error("Could not write a.json: no such folder."))
        #expect(router.calls == ["ended:false"])
    }

    @Test func aStoreFailure_whileReading_orAdding_isSaid() async {
        interactor.planned = .failure(.failed(.unavailable("connection refused")))
        await sut.viewWillAppear()
        #expect(view.displayed.last?.message?.text.hasPrefix("Could not read your roster and history: ") == true)

        let other = TransferInteractorStub()
        other.planned = .success(.players(Self.roster))
        other.carried = .failure(.failed(.unavailable("disk full")))
        let presenter = TransferPresenter(interactor: other, router: router)
        presenter.view = view
        await presenter.viewWillAppear()
        #expect(view.displayed.last?.message?.text.hasPrefix("Could not add the players: ") == true)
        #expect(view.displayed.last?.message?.text.hasSuffix(" Nothing was added.") == true)
        #expect(router.calls == ["ended:false", "ended:false"])
    }

    @Test func anExportThatFails_saysSo() async {
        interactor.planned = .success(.export(ExportFiles(files: [], players: 0, matches: 0)))
        interactor.carried = .failure(.failed(.unavailable("disk full")))

        await sut.viewWillAppear()

        #expect(view.displayed.last?.message?.text.hasPrefix("Could not export: ") == true)
    }

    @Test func appearingAgain_showsTheScreen_withoutDoingTheJobTwice() async {
        interactor.planned = .success(.players(Self.roster))
        await sut.viewWillAppear()

        await sut.viewWillAppear()

        #expect(interactor.calls == ["plan", "carryOut"])
        #expect(view.displayed.last?.isOver == true)
    }

    @Test(arguments: [
        (TransferDone.playersAdded(0), "Added nobody: the roster is as it was."),
        (.groupImported(GroupImportProgress(matchesToAdd: 0)), "Nothing to add: everything in the file is here already."),
        (.groupImported(GroupImportProgress(playersAdded: 3, matchesAdded: 1_200, matchesToAdd: 1_200)), "Added 3 players and 1 200 matches."),
    ])
    func whatAJobDid_isSaid(done: TransferDone, text: String) {
        #expect(TransferWording.done(done) == text)
    }

    @Test func anUnknownCommand_isSaidSo_andGoesNowhere() {
        sut.didEnterUnknownCommand("dance")

        #expect(view.displayed.last?.message == .unknownCommand("dance"))
        #expect(router.calls.isEmpty)
    }
}
