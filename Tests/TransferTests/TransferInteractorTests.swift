import Domain
import Foundation
import GathersInterface
import PlayersInterface
import ShareFilesInterface
import Synchronization
import TestSupport
import Testing

@testable import Transfer

/// Transfer's use cases, on the services' doubles and files a test names.
@MainActor
@Suite struct TransferInteractorTests {
    let clock = ManualClock(now: Date(timeIntervalSince1970: 1_750_000_000))
    let exports = ShareFilesSpy(existing: ["taken.json"], refused: ["link.json": .symbolicLink, "pipe/group-matches.csv": .namedPipe])
    /// Every call the two services got.
    let log = ServiceCallLog()

    private func interactor(
        _ group: GroupInMemory, _ job: TransferJob, agreed: Bool = false, files: RosterFilesInMemory = RosterFilesInMemory()
    ) -> TransferInteractor {
        TransferInteractor(
            owner: group.user, job: job, agreed: agreed, players: group.players, gathers: group.gathers, files: files, exports: exports, clock: clock
        )
    }

    /// A group of nobody yet.
    private func emptyGroup(_ username: String = "ann") -> GroupInMemory {
        GroupInMemory(User(id: "id-\(username)", username: username), log: log)
    }

    /// Ann's group: two players and a match they played.
    private func annsGroup() -> GroupInMemory {
        let roster = [Player(id: 1, details: PlayerDetails(name: "Ann", age: 30)), Player(id: 2, details: PlayerDetails(name: "Bob", position: .goalkeeper))]
        let match = Gather(
            id: UUID(),
            players: [GatherPlayer(playerID: roster[0].id, name: "Ann", team: .teamA, goals: 1), GatherPlayer(player: roster[1], team: .teamB)],
            score: Score(teamA: 2, teamB: 0), winner: .teamA, startedAt: clock.now() - 7_200, endedAt: clock.now() - 3_600
        )
        return GroupInMemory(User(id: "id-ann", username: "ann"), roster: roster, history: [match], log: log)
    }

    @Test func owner_andJob_areWhatWasHandedOver() async throws {
        let ann = emptyGroup()

        let sut = interactor(ann, .export(.json, path: nil))

        #expect(sut.owner.username == ann.user.username)
        #expect(sut.job == .export(.json, path: nil))
    }

    @Test func outputPaths_areTheExportsFiles_namedByItsPath_andNoneForAnImport() async throws {
        let ann = emptyGroup()
        let cases: [(TransferJob, [String])] = [
            (.export(.json, path: nil), ["footballgather.json"]), (.export(.json, path: "all.json"), ["all.json"]),
            (.export(.csv, path: nil), ["footballgather-players.csv", "footballgather-matches.csv"]),
            (.export(.csv, path: "out/"), ["out/players.csv", "out/matches.csv"]), (.export(.csv, path: "g.CSV"), ["g-players.csv", "g-matches.csv"]),
            (.export(.csv, path: "g"), ["g-players.csv", "g-matches.csv"]), (.importPlayers(path: "r.csv"), []), (.importExport(path: "all.json"), []),
        ]
        for (job, paths) in cases {
            #expect(interactor(ann, job).outputPaths == paths, "\(job)")
        }
    }

    // MARK: import players

    @Test func importingPlayers_weighsTheFileAgainstTheRoster_thenAddsTheNewOnesAtOnce() async throws {
        let ann = annsGroup()
        let files = RosterFilesInMemory("r.csv", "name;age\nann;31\nCy;20\nDee;200\n")
        let sut = interactor(ann, .importPlayers(path: "r.csv"), files: files)

        let plan = try await sut.planned().get()

        guard case .players(let file) = plan else { Issue.record("not a roster: \(plan)"); return }
        #expect(file.toAdd == [PlayerDetails(name: "Cy", age: 20)])
        #expect(file.alreadyThere == [PlayerDetails(name: "ann", age: 31)])
        #expect(file.refused.map(\.line) == [4])
        #expect(sut.question(for: plan) == .addingPlayers(file))
        #expect(await sut.carried(plan) == .success(.playersAdded(1)))
        #expect(log.calls == [.players, .addPlayers([PlayerDetails(name: "Cy", age: 20)])], "read once, then added at once")
    }

    @Test func aNameTypedWithANoBreakSpace_orADecomposedAccent_findsThePlayerOnTheRoster() async throws {
        let ann = GroupInMemory(User(id: "id-ann", username: "ann"), roster: [Player(id: 1, details: PlayerDetails(name: "Carla D\u{ED}az"))], log: log)
        let files = RosterFilesInMemory("r.csv", "name\nCarla\u{00A0}D\u{ED}az\ncarla  di\u{301}az\nZo\u{EB}\nZoe\n")
        let sut = interactor(ann, .importPlayers(path: "r.csv"), files: files)

        let plan = try await sut.planned().get()

        guard case .players(let file) = plan else { Issue.record("not a roster: \(plan)"); return }
        #expect(file.alreadyThere.map(\.name) == ["Carla\u{00A0}D\u{ED}az", "carla  di\u{301}az"])
        #expect(file.toAdd.map(\.name) == ["Zo\u{EB}", "Zoe"])
        #expect(await sut.carried(plan) == .success(.playersAdded(2)))
        #expect(log.calls(.addPlayers) == [.addPlayers([PlayerDetails(name: "Zo\u{EB}"), PlayerDetails(name: "Zoe")])])
    }

    /// Another import (another window, another process) added the same players after this one was
    /// weighed: the store skips them, and the count says what it answered this one added.
    @Test func playersAnotherImportAddedMeanwhile_areNotAddedTwice_andNotCounted() async throws {
        let ann = emptyGroup()
        let files = RosterFilesInMemory("r.csv", "name\nCy\nDee\n")
        let first = interactor(ann, .importPlayers(path: "r.csv"), files: files)
        let second = interactor(ann, .importPlayers(path: "r.csv"), files: files)
        let (firstPlan, secondPlan) = (try await first.planned().get(), try await second.planned().get())

        #expect(await second.carried(secondPlan) == .success(.playersAdded(2)))
        #expect(await first.carried(firstPlan) == .success(.playersAdded(0)))
        let both = ServiceCall.addPlayers([PlayerDetails(name: "Cy"), PlayerDetails(name: "Dee")])
        #expect(log.calls(.addPlayers) == [both, both], "each asked once, all at once")
        #expect(ann.roster.map(\.name) == ["Cy", "Dee"])
    }

    @Test func aFileThatAddsNobody_orAYesOnTheCommandLine_isNotAsked() async throws {
        let ann = annsGroup()
        let files = RosterFilesInMemory(["same.csv": .success(Data("name\nAnn\n".utf8)), "new.csv": .success(Data("name\nCy\n".utf8))])

        let same = interactor(ann, .importPlayers(path: "same.csv"), files: files)
        #expect(same.question(for: try await same.planned().get()) == nil)
        let agreed = interactor(ann, .importPlayers(path: "new.csv"), agreed: true, files: files)
        #expect(agreed.question(for: try await agreed.planned().get()) == nil)
    }

    @Test func aFileThatCantBeRead_orIsNoRoster_isRefused_andNothingIsAsked() async throws {
        let ann = emptyGroup()
        let files = RosterFilesInMemory(["big.csv": .failure(.tooLarge(bytes: 50_000_000)), "x.csv": .success(Data([0, 1, 2]))])

        #expect(
            await interactor(ann, .importPlayers(path: "big.csv"), files: files).planned()
                == .failure(.unreadable(path: "big.csv", .tooLarge(bytes: 50_000_000))))
        #expect(await interactor(ann, .importPlayers(path: "x.csv"), files: files).planned() == .failure(.notARoster(path: "x.csv", .notText)))
        #expect(await interactor(ann, .importPlayers(path: "gone.csv"), files: files).planned() == .failure(.unreadable(path: "gone.csv", .notFound)))
        #expect(log.calls == [])
    }

    @Test func addingPlayersThatFails_throws_andAddsNobody() async throws {
        let ann = annsGroup()
        let sut = interactor(ann, .importPlayers(path: "r.csv"), files: RosterFilesInMemory("r.csv", "name\nCy\nDee\n"))
        let plan = try await sut.planned().get()
        log.fail(.addPlayers, with: .unavailable("disk full"))

        #expect(await sut.carried(plan) == .failure(.failed(.unavailable("disk full"))))
        #expect(log.calls(.addPlayers) == [.addPlayers([PlayerDetails(name: "Cy"), PlayerDetails(name: "Dee")])], "one step, not tried again")
        #expect(log.calls(.addPlayer).isEmpty, "nor one by one")
        #expect(ann.roster.map(\.name) == ["Ann", "Bob"])
    }

    // MARK: export

    @Test func export_asJSON_writesEverythingOfTheUser_readableBackAsItWas() async throws {
        let ann = annsGroup()
        let sut = interactor(ann, .export(.json, path: "all.json"))

        let plan = try await sut.planned().get()

        guard case .export(let files) = plan else { Issue.record("not an export: \(plan)"); return }
        #expect(files.files.map(\.path) == ["all.json"])
        #expect((files.players, files.matches, files.playedElsewhere, files.existing) == (2, 1, 0, []))
        #expect(sut.question(for: plan) == nil)
        #expect(await sut.carried(plan) == .success(.exported(files)))
        #expect(exports.writes.map(\.path) == ["all.json"])
        #expect(exports.writes.map(\.replacing) == [false])
        let written = try GroupExportJSON.decode(Data(try #require(exports.writes.first).text.utf8)).get()
        #expect(written.username == "ann")
        #expect(written.exportedAt == clock.now())
        #expect(written.players == [PlayerDetails(name: "Ann", age: 30), PlayerDetails(name: "Bob", position: .goalkeeper)])
        #expect(written.matches.map(\.score) == [Score(teamA: 2, teamB: 0)])
        #expect(written.matches.first?.players.map(\.goals) == [1, 0])
    }

    @Test func export_asCSV_writesThePlayersAndTheMatchesSheets() async throws {
        let ann = annsGroup()
        let sut = interactor(ann, .export(.csv, path: "out/group.csv"))

        _ = await sut.carried(try await sut.planned().get())

        #expect(exports.writes.map(\.path) == ["out/group-players.csv", "out/group-matches.csv"])
        #expect(exports.writes.first?.text.contains("Ann,30,,,") == true)
        #expect(exports.writes.last?.text.contains(",2,0,Team A,Ann,Team A,1") == true)
    }

    @Test func aFileThereAlready_isReplacedOnlyAfterAYes_orWithForce() async throws {
        let ann = annsGroup()

        let asked = interactor(ann, .export(.json, path: "taken.json"))
        let plan = try await asked.planned().get()
        #expect(asked.question(for: plan) == .replacing(["taken.json"]))
        #expect(exports.writes == [])
        _ = await asked.carried(plan)
        let forced = interactor(ann, .export(.json, path: "taken.json"), agreed: true)
        #expect(forced.question(for: try await forced.planned().get()) == nil)

        #expect(exports.writes.map(\.replacing) == [true])
    }

    @Test func aFileThatAppearedMeanwhile_orCantBeWritten_isSaid_namingEveryFileOfTheExport() async throws {
        let ann = annsGroup()
        let sut = interactor(ann, .export(.csv, path: nil))
        let plan = try await sut.planned().get()

        exports.answer(.written, .exists)
        #expect(await sut.carried(plan) == .failure(.appeared(path: "footballgather-matches.csv")))
        exports.answer(.written, .failed("no such folder"))
        let paths = ["footballgather-players.csv", "footballgather-matches.csv"]
        #expect(await sut.carried(plan) == .failure(.notWritten(paths: paths, reason: "no such folder")))
        exports.answer(.noFolder("exports"))
        #expect(await sut.carried(plan) == .failure(.noFolder(paths: paths, folder: "exports")))
    }

    /// The two sheets go to the writer in one call, to be written as one; what it could not put back is said.
    @Test func aCSVExport_isOneWriteOfBothSheets_andOneItCouldNotPutBackIsSaid() async throws {
        let ann = annsGroup()
        let asked = Mutex<[[ShareFile]]>([])
        var double = ShareFileWritingDouble()
        double.onTarget = { $0 == "out/group-players.csv" ? .file : .nothing }
        double.onWrite = { files in
            asked.withLock { $0.append(files) }
            return .partlyWritten(notPutBack: ["out/group-players.csv"], reason: "Input/output error")
        }
        let sut = TransferInteractor(
            owner: ann.user, job: .export(.csv, path: "out/group"), agreed: true, players: ann.players, gathers: ann.gathers,
            files: RosterFilesInMemory(), exports: double, clock: clock
        )

        let refusal = await sut.carried(try await sut.planned().get())

        let paths = ["out/group-players.csv", "out/group-matches.csv"]
        #expect(refusal == .failure(.partlyWritten(paths: paths, notPutBack: ["out/group-players.csv"], reason: "Input/output error")))
        let files = asked.withLock { $0 }
        #expect(files.map { $0.map(\.path) } == [paths])
        #expect(files.first?.map(\.replacing) == [true, false])
        #expect(files.first?.last?.text.contains(",2,0,Team A,Ann,Team A,1") == true)
    }

    @Test func aPathWhereSomethingElseIs_isRefused_beforeAnythingIsAskedOrWritten() async throws {
        let ann = annsGroup()

        #expect(await interactor(ann, .export(.json, path: "link.json")).planned() == .failure(.notAFile(path: "link.json", .symbolicLink)))
        let agreed = interactor(ann, .export(.csv, path: "pipe/group"), agreed: true)
        #expect(await agreed.planned() == .failure(.notAFile(path: "pipe/group-matches.csv", .namedPipe)))
        #expect(exports.writes == [])
    }

    @Test func aWriteRefusedMeanwhile_isSaid() async throws {
        let ann = annsGroup()
        let sut = interactor(ann, .export(.json, path: "a.json"))
        let plan = try await sut.planned().get()

        exports.answer(.refused(.device))
        #expect(await sut.carried(plan) == .failure(.notAFile(path: "a.json", .device)))
    }

    @Test func export_whenTheStoreFails_throws_andWritesNothing() async throws {
        let ann = annsGroup()
        log.fail(.finishedGathers, with: .unavailable("server away"))

        #expect(await interactor(ann, .export(.json, path: nil)).planned() == .failure(.failed(.unavailable("server away"))))
        #expect(exports.writes == [])
    }

    // MARK: import an export

    /// Ann's group as exported, in all.json; the calls the export made are forgotten.
    private func exportOfAnnsGroup() async throws -> RosterFilesInMemory {
        let ann = annsGroup()
        let sut = interactor(ann, .export(.json, path: "all.json"))
        _ = await sut.carried(try await sut.planned().get())
        log.forget()
        return RosterFilesInMemory("all.json", try #require(exports.writes.last).text)
    }

    @Test func anExport_importedIntoAnEmptyGroup_bringsThePlayersAndTheMatches_linkedByName() async throws {
        let files = try await exportOfAnnsGroup()
        let bea = emptyGroup("bea")
        let sut = interactor(bea, .importExport(path: "all.json"), files: files)

        let plan = try await sut.planned().get()
        guard case .group(let file) = plan else { Issue.record("not an export: \(plan)"); return }
        #expect(sut.question(for: plan) == .addingGroup(file))
        #expect(await sut.carried(plan) == .success(.groupImported(GroupImportProgress(playersAdded: 2, matchesAdded: 1, matchesToAdd: 1))))

        let roster = bea.roster
        #expect(log.calls(.addPlayers) == [.addPlayers([PlayerDetails(name: "Ann", age: 30), PlayerDetails(name: "Bob", position: .goalkeeper)])])
        #expect(roster.map(\.details) == [PlayerDetails(name: "Ann", age: 30), PlayerDetails(name: "Bob", position: .goalkeeper)])
        let history = log.calls.compactMap { call in if case .addFinishedGather(let match) = call { match } else { nil } }
        #expect(history.map(\.score) == [Score(teamA: 2, teamB: 0)])
        #expect(history.first?.players.map(\.playerID) == roster.map(\.id), "linked to the players as the store answered them")
        #expect(history.first?.players.map(\.goals) == [1, 0])
        #expect(history.first?.endedAt == clock.now() - 3_600)

        // The same file again finds everything there.
        let again = try await sut.planned().get()
        #expect(sut.question(for: again) == nil)
        #expect(await sut.carried(again) == .success(.groupImported(GroupImportProgress(matchesToAdd: 0))))
        #expect(log.calls(.addFinishedGather).count == 1, "nothing added again")
    }

    @Test func anExportAnotherImportBroughtInMeanwhile_addsNothingTwice_andCountsNothing() async throws {
        let files = try await exportOfAnnsGroup()
        let bea = emptyGroup("bea")
        let first = interactor(bea, .importExport(path: "all.json"), files: files)
        let second = interactor(bea, .importExport(path: "all.json"), files: files)
        let (firstPlan, secondPlan) = (try await first.planned().get(), try await second.planned().get())

        #expect(await second.carried(secondPlan) == .success(.groupImported(GroupImportProgress(playersAdded: 2, matchesAdded: 1, matchesToAdd: 1))))
        #expect(await first.carried(firstPlan) == .success(.groupImported(GroupImportProgress(matchesToAdd: 1))))
        #expect(log.calls(.addPlayers).count == 2, "each asked the store")
        #expect(log.calls(.addFinishedGather).count == 1, "the store skipped the match the other brought")
        #expect(bea.roster.count == 2)
    }

    @Test func anImportStoppedMidway_saysHowFarItGot_andTheSameImportFinishesIt() async throws {
        let files = try await exportOfAnnsGroup()
        let extra = Player(id: 1, details: PlayerDetails(name: "Cy"))
        let ann = GroupInMemory(User(id: "id-ann", username: "ann"), roster: [extra], log: log)
        // Two more matches in the file: three to add.
        var export = try GroupExportJSON.decode(try await files.contents(ofPath: "all.json", limit: .max).get()).get()
        export.matches += [export.matches[0], export.matches[0]].enumerated().map { index, match in
            var earlier = match
            earlier.startedAt = match.startedAt.map { $0 - Double(index + 1) * 86_400 }
            earlier.endedAt = match.endedAt.map { $0 - Double(index + 1) * 86_400 }
            return earlier
        }
        let longer = RosterFilesInMemory("all.json", String(decoding: GroupExportJSON.encode(export), as: UTF8.self))
        let sut = interactor(ann, .importExport(path: "all.json"), files: longer)
        log.fail(.addFinishedGather, passing: 1, with: .unavailable("server away"))

        #expect(
            await sut.carried(try await sut.planned().get())
                == .failure(.stopped(GroupImportProgress(playersAdded: 2, matchesAdded: 1, matchesToAdd: 3), .unavailable("server away"))))
        #expect(log.calls(.addFinishedGather).count == 2, "the first added, the second refused")
        #expect(ann.history.count == 1)

        #expect(await sut.carried(try await sut.planned().get()) == .success(.groupImported(GroupImportProgress(matchesAdded: 2, matchesToAdd: 2))))
        #expect(log.calls(.addFinishedGather).count == 4, "the two left, once each")
        #expect(ann.roster.map(\.name).sorted() == ["Ann", "Bob", "Cy"])
        #expect(ann.roster.contains(extra))
        #expect(ann.history.count == 3)
    }

    @Test(arguments: [
        (#"{"format": "footballgather-export", "version": 7}"#, GroupExportProblem.newerVersion(7)),
        ("name,age\nAnn,3\n", .notAnExport),
    ])
    func aFileThatIsNoExportThisAppReads_isRefused_andNothingChanges(text: String, problem: GroupExportProblem) async throws {
        let ann = emptyGroup()
        let sut = interactor(ann, .importExport(path: "x.json"), files: RosterFilesInMemory("x.json", text))

        #expect(await sut.planned() == .failure(.notAnExport(path: "x.json", problem)))
        #expect(log.calls == [])
    }

    @Test func anExportTooLargeToRead_isRefusedBeforeItIsRead() async throws {
        let ann = emptyGroup()
        let huge = RosterFilesInMemory(["big.json": .success(Data(count: GroupExport.maximumBytes + 1))])

        let result = await interactor(ann, .importExport(path: "big.json"), files: huge).planned()

        #expect(result == .failure(.unreadable(path: "big.json", .tooLarge(bytes: GroupExport.maximumBytes + 1))))
    }
}

extension TransferInteracting {
    /// `plan()`'s plan or refusal, as one value a test can compare.
    func planned() async -> Result<TransferPlan, TransferRefusal> {
        do { return .success(try await plan()) } catch { return .failure(error) }
    }

    /// `carryOut(_:)`'s outcome or refusal, as one value a test can compare.
    func carried(_ plan: TransferPlan) async -> Result<TransferDone, TransferRefusal> {
        do { return .success(try await carryOut(plan)) } catch { return .failure(error) }
    }
}

/// A group's roster and history kept in memory behind the two services' doubles, noted in `log`: reads
/// answer what is kept, and adding skips what is kept already (players by name, matches as an import
/// matches them), as a store's check does, so two imports of the same file add each once. Matches go in
/// one at a time through `addFinishedGather`, as the web service adds them, so a fault planned for it
/// stops an import midway.
final class GroupInMemory: Sendable {
    let user: User
    let log: ServiceCallLog
    private let kept: Mutex<(roster: [Player], history: [Gather])>

    init(_ user: User, roster: [Player] = [], history: [Gather] = [], log: ServiceCallLog) {
        self.user = user
        self.log = log
        kept = Mutex((roster, history))
    }

    var roster: [Player] { kept.withLock { $0.roster } }
    /// Newest first.
    var history: [Gather] { kept.withLock { $0.history } }

    var players: PlayersServiceDouble {
        var players = PlayersServiceDouble()
        players.onPlayers = { self.roster }
        players.onAddAll = { details in
            self.kept.withLock { kept in
                var names = Set(kept.roster.map { PlayerDetails.nameKey($0.name) })
                let added = details.filter { names.insert(PlayerDetails.nameKey($0.name)).inserted }.enumerated().map { index, details in
                    Player(id: (kept.roster.map(\.id).max() ?? 0) + index + 1, details: details)
                }
                kept.roster += added
                return added
            }
        }
        return players.recorded(in: log)
    }

    var gathers: GathersServiceDouble {
        var gathers = GathersServiceDouble()
        gathers.onFinishedGathers = { self.history }
        gathers.onAddFinishedGather = { match in
            self.kept.withLock { $0.history.insert(match, at: 0) }
            return match
        }
        let recorded = gathers.recorded(in: log)
        var oneByOne = recorded
        oneByOne.onAddFinishedGathers = { try await recorded.addingFinishedGathersOneByOne($0) }
        return oneByOne
    }
}
