import Domain
import Foundation
import Presentation
import StoreTestSupport
import TestSupport
import Testing

@testable import GatherMVVM

/// `share`: the match as a block to paste, or written to a file.
@MainActor
@Suite struct GatherMVVMViewModelShareTests: PlayingAMatch {
    let match: StartedMatch
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy()

    init() async throws {
        match = try await StartedMatch.make()
    }

    static let sharedMatch = [
        "Football Gather · Match · 2026-11-18 11:06",
        "Team A 2–1 Team B, in play (07:42 left)",
        "",
        "Team A:",
        "- Ann Smith (ST)",
        "- Bob (GK)",
        "",
        "Team B:",
        "- Carla Díaz (MID)",
        "- Dmitri",
        "",
        "Bench: Eve (W)",
    ]

    @Test func share_showsTheMatchAsABlock_throughTicks_untilTheNextInput() async {
        let (sut, shown) = await playing(.at(2, 1, remaining: 462))
        await sut.startTapped()

        await sut.shareTapped(.show(.plain))
        #expect(shown.last.shared == Self.sharedMatch)
        #expect(shown.last.message == .info("Enter goes back to the match."))
        await tick(sut, times: 1)
        #expect(shown.last.shared == Self.sharedMatch)
        #expect(shown.last.message == .info("Enter goes back to the match."))
        #expect(shown.last.clock == "running 07:41")

        await sut.scoreTapped(side: .teamA, goals: 1, scorer: nil)
        #expect(shown.last.shared == nil)
        #expect(shown.last.message == nil)
    }

    @Test func share_throughATickThatFailsToSave_staysWithTheFailure() async {
        let (sut, shown) = await playing()
        await sut.startTapped()
        await sut.shareTapped(.show(.plain))
        match.ann.services.fail(.saveProgress, with: .unavailable("disk"))

        await tick(sut, times: 1)

        #expect(shown.last.shared != nil)
        #expect(shown.last.message == .error(GatherMVVMViewModelTests.diskFull))
    }

    @Test func enter_afterShare_showsTheMatchAgain() async {
        let (sut, shown) = await playing()
        await sut.shareTapped(.show(.plain))
        let heard = shown.heard.count

        await sut.enterPressed()

        #expect(shown.heard.dropFirst(heard) == ["message", "share"])
        #expect(shown.last.shared == nil)
        #expect(shown.last.message == nil)
        await sut.enterPressed()
        #expect(shown.heard.count == heard + 2, "Enter on the match itself changes nothing")
    }

    @Test func share_namesEachTeamsScorersSoFar() async {
        let (sut, shown) = await playing(.at(3, 1, goals: [1: 2, 3: 1]))

        await sut.shareTapped(.show(.plain))

        #expect(
            shown.last.shared == [
                "Football Gather · Match · 2026-11-18 11:06", "Team A 3–1 Team B, in play (10:00 left)",
                "", "Team A:", "- Ann Smith (ST)", "- Bob (GK)", "Scorers: Bob 2, 1 with no scorer",
                "", "Team B:", "- Carla Díaz (MID)", "- Dmitri", "Scorers: Dmitri 1",
                "", "Bench: Eve (W)",
            ])
    }

    @Test func share_md_toAFile_writesMarkdown_andAsksBeforeReplacing() async {
        let (sut, shown) = await playing()
        shareFiles.answer(.exists)

        await sut.shareTapped(.write(.markdown, path: "match.md"))
        #expect(shown.last.confirmation == "match.md already exists. Replace it? (y/n)")
        await sut.answer(true)

        #expect(shareFiles.writes.map(\.replacing) == [false, true])
        #expect(shareFiles.writes.first?.text.hasPrefix("## Football Gather · Match · 2026-11-18 11:06\n**Team A 0–0 Team B, in play (10:00 left)**\n") == true)
        #expect(shown.last.message == .success("Wrote the block to match.md."))
        #expect(shown.last.confirmation == nil)
        #expect(shown.notices.isEmpty)
    }

    @Test func share_toAFileThere_answeredNo_keepsIt_andAnUnreadableAnswerAsksAgain() async {
        let (sut, shown) = await playing()
        shareFiles.answer(.exists)
        await sut.shareTapped(.write(.plain, path: "m.txt"))

        sut.unreadable(.answer)
        #expect(shown.last.message == .error("Type y for yes or n for no (b or cancel say no too)."))
        #expect(shown.last.confirmation == "m.txt already exists. Replace it? (y/n)")
        await sut.answer(false)

        #expect(shown.last.message == .info("Kept m.txt as it was; nothing was written."))
        #expect(shareFiles.writes.count == 1)
    }

    @Test func share_whenWritingFails_saysWhy_andTheMatchGoesOn() async {
        let (sut, shown) = await playing()
        shareFiles.answer(.failed("permission denied"))

        await sut.shareTapped(.write(.plain, path: "/root/m.txt"))

        #expect(shown.last.message == .error("Could not write /root/m.txt: permission denied. Nothing was written."))
        #expect(saved.isEmpty)
    }

    @Test func share_ofAMatchWithNoDate_leavesTheDateOut() async throws {
        let undated = Gather(id: match.gather.id, players: match.gather.players, startedAt: nil)
        let sut = GatherMVVMViewModel(
            unfinished: UnfinishedGather(gather: undated, progress: GatherProgress()), gathers: match.ann.gathers, shareFiles: shareFiles,
            clock: clock, timeZone: .current
        )
        let shown = Watcher(sut)

        await sut.shareTapped(.show(.plain))

        #expect(shown.last.shared?.first == "Football Gather · Match")
    }
}
