import Domain
import Foundation
import MatchScreen
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVC

/// The controller's questions: ending the match (asked first, asked again when another window
/// scored since) and sharing it (asking before a file is replaced).
@MainActor
@Suite struct GatherMVCControllerEndTests {
    let table: MatchTable

    init() async throws {
        table = try await MatchTable.make()
    }

    var match: StartedMatch { table.match }

    static let endQuestion = "End the match with Team A 2–1 Team B? (y/n)"

    // MARK: Ending

    @Test(arguments: [
        (Score(teamA: 2, teamB: 1), "Team A won 2–1 — saved to history."),
        (Score(teamA: 0, teamB: 3), "Team B won 3–0 — saved to history."),
        (Score(teamA: 1, teamB: 1), "Draw 1–1 — saved to history."),
        (Score(), "Draw 0–0 — saved to history."),
    ])
    func end_confirmed_storesTheResult_andReturnsToAFreshPlayerList(score: Score, notice: String) async throws {
        let sut = await table.playing(GatherProgress(score: score, timer: GatherTimer(remaining: 42)))
        table.clock.advance(by: 600)

        await sut.type("end")
        #expect(sut.shown.confirmation == "End the match with \(GatherWording.sentence(score))? (y/n)")
        #expect(try await match.finished() == nil)
        await sut.type(" Y ")

        let ended = try #require(try await match.finished())
        #expect(ended.score == score)
        #expect(ended.endedAt == table.clock.now())
        #expect(table.exits.notices == [.success(notice)])
        #expect(table.exits.users == [match.ann.user])
        #expect(table.navigator.calls == [.replaceRoot("Players")])
        #expect(sut.shown.confirmation == nil)
        #expect(sut.shown.message == nil)
    }

    @Test func end_keepsTheScorers() async throws {
        let sut = await table.playing()

        await sut.type("a+ 1", "a+", "b+ 4", "end", "y")

        #expect(try await match.finished()?.players.map(\.goals) == [1, 0, 0, 1, 0])
    }

    @Test(arguments: ["n", "no", " N ", "cancel"])
    func end_notConfirmed_keepsPlaying(answer: String) async throws {
        let sut = await table.playing(.at(2, 1))

        await sut.type("end", answer)

        #expect(sut.shown.confirmation == nil)
        #expect(sut.shown.message == .info("The match goes on."))
        #expect(try await match.finished() == nil)
        #expect(table.navigator.calls.isEmpty)
    }

    @Test(arguments: ["", "maybe", "q", "?", "end", "a+"])
    func end_answeredWithNeitherYesNorNo_asksAgain(answer: String) async throws {
        let sut = await table.playing(.at(2, 1))

        await sut.type("end", answer)

        #expect(sut.shown.confirmation == Self.endQuestion)
        #expect(sut.shown.message == .error("Type y for yes or n for no (b or cancel say no too)."))
        #expect(try await match.storedProgress() == .at(2, 1))
        await sut.type("y")
        #expect(try await match.finished()?.score == Score(teamA: 2, teamB: 1))
    }

    /// Another window scored after the question: the result agreed to is not the stored one, so
    /// nothing ends; the screen says why and asks again with the score as it is.
    @Test func end_confirmedAfterAnotherWindowScored_asksAgainWithTheNewScore() async throws {
        let sut = await table.playing(.at(2, 0))
        let other = await table.playing(.at(2, 0))

        await sut.type("end")
        await other.type("b+")
        await sut.type("y")

        #expect(sut.shown.message == .error("The score changed since you were asked: it is now Team A 2–1 Team B."))
        #expect(sut.shown.confirmation == Self.endQuestion)
        #expect(try await match.finished() == nil)

        await sut.type("y")
        #expect(try await match.finished()?.score == Score(teamA: 2, teamB: 1))
        #expect(table.exits.notices == [.success("Team A won 2–1 — saved to history.")])
    }

    @Test func end_whenTheStoreFails_staysInTheMatch_untilARetryWorks() async throws {
        let sut = await table.playing(.at(2, 1, remaining: 300))
        match.ann.services.fail(.endGather, with: .unavailable("disk"))

        await sut.type("end", "yes")

        #expect(sut.shown.message == .error("Could not end the match. Storage is unavailable: disk. Type end to try again."))
        #expect(sut.shown.confirmation == nil)
        #expect(table.navigator.calls.isEmpty)

        await sut.type("end", "yes")

        #expect(try await match.finished()?.score == Score(teamA: 2, teamB: 1))
        #expect(table.navigator.calls == [.replaceRoot("Players")])
    }

    @Test func end_ofAMatchEndedElsewhere_goesBackToTheList_insteadOfAskingToTryAgain() async throws {
        let sut = await table.playing()
        match.ann.services.fail(.endGather, with: .notFound)

        await sut.type("end", "y")

        #expect(table.exits.notices == [.info("This match was discarded in another window.")])
        #expect(table.navigator.calls == [.replaceRoot("Players")])
    }

    @Test func end_whenTheMatchWasGoneBeforeTheQuestion_goesBackToTheList() async throws {
        let sut = await table.playing()
        await sut.type("end")
        try await match.ann.gathers.discardGather(id: match.gather.id)

        await sut.type("y")

        #expect(table.exits.notices == [.info("This match was discarded in another window.")])
    }

    @Test func ticks_whileConfirming_keepTheQuestion_andTheLastOneRings() async {
        let sut = await table.playing()
        await sut.type("t 0:02", "s")
        await sut.tick()
        await sut.type("s", "end")

        #expect(sut.shown.confirmation == "End the match with Team A 0–0 Team B? (y/n)")
        #expect(sut.shown.message == nil)
        await sut.tick()

        #expect(sut.shown.message == .alert("Time is up! Type end to finish the match, or t mm:ss to play on."))
        #expect(sut.shown.confirmation == "End the match with Team A 0–0 Team B? (y/n)")
    }

    // MARK: Sharing

    static let sharedMatch = [
        "Football Gather · Match · 2026-11-18 11:06",
        "Team A 2–1 Team B, in play (07:42 left)",
        "",
        "Team A:",
        "- Ann Smith (ST)",
        "- Bob (GK)",
        "Scorers: Bob 1, 1 with no scorer",
        "",
        "Team B:",
        "- Carla Díaz (MID)",
        "- Dmitri",
        "",
        "Bench: Eve (W)",
    ]

    @Test func share_showsTheMatchAsABlock_throughTicks_untilTheNextCommand() async {
        let sut = await table.playing(GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 463), goals: [1: 1]))
        await sut.type("s")
        await sut.tick()

        await sut.type("share")
        #expect(sut.shown.shared == Self.sharedMatch)
        #expect(sut.shown.message == .info("Enter goes back to the match."))
        await sut.tick()
        #expect(sut.shown.shared == Self.sharedMatch)
        #expect(sut.shown.message == .info("Enter goes back to the match."))
        #expect(sut.shown.clock == "running 07:41")

        await sut.type("a+")
        #expect(sut.shown.shared == nil)
        #expect(sut.shown.message == nil)
    }

    @Test func enter_afterShare_showsTheMatchAgain() async {
        let sut = await table.playing()
        await sut.type("a+")
        let match = sut.shown

        await sut.type("share md")
        #expect(sut.shown.shared?.first == "## Football Gather · Match · 2026-11-18 11:06")
        await sut.type("")
        #expect(sut.shown == match)
        await sut.type("")
        #expect(sut.shown == match, "Enter on the match itself changes nothing")
    }

    @Test func aTickThatFailsToSave_underTheBlock_saysSo_andEnterSavesIt() async {
        let sut = await table.playing()
        await sut.type("s", "share")
        table.match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await sut.tick()
        #expect(sut.shown.shared != nil)
        #expect(sut.shown.message == .error(GatherMVCControllerSavingTests.diskFull))
        await sut.type("")

        #expect(sut.shown.shared == nil)
        #expect(sut.shown.message == nil, "Enter's look at the match as stored saved the clock")
    }

    @Test func share_toAFile_writesIt_andAsksBeforeReplacingOne() async {
        let sut = await table.playing()
        table.shareFiles.answer(.written, .exists)

        await sut.type("share m.txt")
        #expect(sut.shown.message == .success("Wrote the block to m.txt."))
        await sut.type("share md match.md")
        #expect(sut.shown.confirmation == "match.md already exists. Replace it? (y/n)")
        await sut.type("maybe")
        #expect(sut.shown.message == .error("Type y for yes or n for no (b or cancel say no too)."))
        await sut.type("y")

        #expect(table.shareFiles.writes.map(\.path) == ["m.txt", "match.md", "match.md"])
        #expect(table.shareFiles.writes.map(\.replacing) == [false, false, true])
        #expect(table.shareFiles.writes[1].text.hasPrefix("## Football Gather · Match · 2026-11-18 11:06\n**Team A 0–0 Team B, in play (10:00 left)**\n"))
        #expect(sut.shown.message == .success("Wrote the block to match.md."))
        #expect(sut.shown.confirmation == nil)
        #expect(table.navigator.calls.isEmpty)
    }

    @Test func share_toAFile_answeredNo_keepsIt() async {
        let sut = await table.playing()
        table.shareFiles.answer(.exists)

        await sut.type("share match.md", "n")

        #expect(sut.shown.message == .info(ShareWording.kept("match.md")))
        #expect(table.shareFiles.writes.count == 1)
    }

    @Test func share_whenWritingFails_saysWhy_andTheMatchGoesOn() async {
        let sut = await table.playing()
        table.shareFiles.answer(.failed("permission denied"))

        await sut.type("share /root/m.txt")

        #expect(sut.shown.message == .error("Could not write /root/m.txt: permission denied. Nothing was written."))
        #expect(table.saved.isEmpty)
    }
}
