import Domain
import TerminalUI
import Testing

@testable import Presentation

@Suite struct ShareBlockTests {
    static let match = ShareBlock(
        heading: "Match",
        date: "2026-11-20 18:30",
        result: ShareBlock.result(teamA: 3, teamB: 2),
        teams: [
            ShareBlock.Team(name: "Team A", players: [.init(name: "Ann Smith", position: "ST"), .init(name: "Bob")], notes: ["Scorers: Ann Smith 2, Bob"]),
            ShareBlock.Team(name: "Team B", players: [.init(name: "Carla_Díaz *", position: "MID")]),
        ],
        bench: [.init(name: "Eve", position: "W")]
    )

    @Test func plain_listsDateResultTeamsWithPositionsNotesAndBench() {
        #expect(
            Self.match.text(.plain) == """
                Football Gather · Match · 2026-11-20 18:30
                Team A won 3–2

                Team A:
                - Ann Smith (ST)
                - Bob
                Scorers: Ann Smith 2, Bob

                Team B:
                - Carla_Díaz * (MID)

                Bench: Eve (W)

                """)
    }

    @Test func markdown_usesHeadingsAndEscapesNamesPunctuation_withNotesApartFromTheList() {
        #expect(
            Self.match.lines(.markdown) == [
                "## Football Gather · Match · 2026-11-20 18:30",
                "**Team A won 3–2**",
                "",
                "### Team A",
                "- Ann Smith (ST)",
                "- Bob",
                "",
                "Scorers: Ann Smith 2, Bob",
                "",
                "### Team B",
                "- Carla\\_Díaz \\* (MID)",
                "",
                "*Bench:* Eve (W)",
            ])
    }

    @Test func aTeamSheet_withoutResultOrDate_andAnEmptyTeam() {
        let sheet = ShareBlock(
            heading: "Team sheet", teams: [ShareBlock.Team(name: "Team A", players: []), ShareBlock.Team(name: "Team B", players: [.init(name: "Bob")])])
        #expect(sheet.lines(.plain) == ["Football Gather · Team sheet", "", "Team A:", "- —", "", "Team B:", "- Bob"])
    }

    @Test func names_withControlCharacters_areOnePrintableLine_inBothFormats() {
        let sheet = ShareBlock(heading: "Team sheet", teams: [ShareBlock.Team(name: "Team A", players: [.init(name: "Eve\u{1B}[2J\nX")])])
        #expect(sheet.lines(.plain).last == "- Eve\u{FFFD}[2J\u{FFFD}X")
        #expect(sheet.lines(.markdown).last == "- Eve\u{FFFD}\\[2J\u{FFFD}X")
    }

    @Test func theBench_quotesANameWithAComma_soItReadsAsOnePerson() {
        let block = ShareBlock(heading: "Match", teams: [], bench: [.init(name: "Smith, John", position: "W"), .init(name: "Bo")])

        #expect(block.lines(.plain).last == #"Bench: "Smith, John" (W), Bo"#)
    }

    @Test func result_saysWhoWon_orADraw() {
        #expect(ShareBlock.result(teamA: 0, teamB: 1) == "Team B won 1–0")
        #expect(ShareBlock.result(teamA: 2, teamB: 2) == "Draw 2–2")
    }

    @Test func command_showsOrWrites_plainOrMarkdown() {
        #expect(ShareCommand(typed: "") == .show(.plain))
        #expect(ShareCommand(typed: "md") == .show(.markdown))
        #expect(ShareCommand(typed: "MD") == .show(.markdown))
        #expect(ShareCommand(typed: "team.txt") == .write(.plain, path: "team.txt"))
        #expect(ShareCommand(typed: "md /tmp/Team.md") == .write(.markdown, path: "/tmp/Team.md"))
        #expect(ShareCommand(typed: "a b") == nil)
        #expect(ShareCommand(typed: "md a b") == nil)
        #expect(ShareCommand(typed: "\"~/my team.txt\"") == .write(.plain, path: "~/my team.txt"))
        #expect(ShareCommand(typed: "md 'my team.md'") == .write(.markdown, path: "my team.md"))
        #expect(ShareCommand(typed: "\"team.txt\"") == .write(.plain, path: "team.txt"))
        #expect(ShareCommand(typed: "  md   \"my  team.md\"  ") == .write(.markdown, path: "my  team.md"))
        #expect(ShareCommand(typed: "my  team.md") == nil)
        #expect(ShareCommand(typed: "\"my team.txt'") == nil, "quotes that do not match")
        #expect(ShareCommand.usage.hasSuffix("a file name with spaces goes in quotes: share \"my team.txt\"."))
    }
}

@MainActor
@Suite struct ShareFlowTests {
    let flow = ShareFlow()
    let block = ShareBlock(heading: "Team sheet", teams: [ShareBlock.Team(name: "Team A", players: [.init(name: "Bob")])])
    final class Writes {
        var calls: [String] = []
        var answers: [ShareFileOutcome] = []
    }
    let writes = Writes()

    func write(_ text: String, _ path: String, _ replacing: Bool) async -> ShareFileOutcome {
        writes.calls.append("\(path) \(replacing) \(text.count)")
        return writes.answers.isEmpty ? .written : writes.answers.removeFirst()
    }

    @Test func show_givesTheLinesOnce() async {
        #expect(await flow.share(block, .show(.markdown), write: write) == nil)
        #expect(flow.takeBlock() == block.lines(.markdown))
        #expect(flow.takeBlock() == nil)
        #expect(writes.calls.isEmpty)
    }

    @Test func write_saysWhereItWrote() async {
        #expect(await flow.share(block, .write(.plain, path: "t.txt"), write: write) == .success("Wrote the block to t.txt."))
        #expect(writes.calls == ["t.txt false \(block.text(.plain).count)"])
        #expect(flow.takeBlock() == nil)
    }

    @Test func anExistingFile_isReplacedOnlyAfterAYes() async {
        writes.answers = [.exists, .exists]
        #expect(await flow.share(block, .write(.plain, path: "t.txt"), write: write) == nil)
        #expect(flow.question == "t.txt already exists. Replace it? (y/n)")
        #expect(await flow.answer(false, write: write) == .info("Kept t.txt as it was; nothing was written."))
        #expect(flow.question == nil)

        _ = await flow.share(block, .write(.markdown, path: "t.txt"), write: write)
        #expect(await flow.answer(true, write: write) == .success("Wrote the block to t.txt."))
        #expect(writes.calls.map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["t.txt false", "t.txt false", "t.txt true"])
    }

    @Test func aFailure_saysWhy_andThatNothingWasWritten() async {
        writes.answers = [.failed("no such folder")]
        #expect(
            await flow.share(block, .write(.plain, path: "nope/t.txt"), write: write)
                == .error("Could not write nope/t.txt: no such folder. Nothing was written."))
    }

    @Test func aMissingFolder_isNamed_withTheCommandThatMakesIt() async {
        writes.answers = [.noFolder("~/my team's"), .noFolder("kits/2026")]
        #expect(
            await flow.share(block, .write(.plain, path: "~/my team's/t.txt"), write: write)
                == .error(#"Could not write ~/my team's/t.txt: there is no folder ~/my team's (mkdir -p ~/'my team'\''s' makes it). Nothing was written."#))
        #expect(
            await flow.share(block, .write(.plain, path: "kits/2026/t.txt"), write: write)
                == .error("Could not write kits/2026/t.txt: there is no folder kits/2026 (mkdir -p kits/2026 makes it). Nothing was written."))
    }

    @Test func somethingOtherThanAFile_isRefused_withoutAQuestion() async {
        writes.answers = [.refused(.folder)]
        #expect(
            await flow.share(block, .write(.plain, path: "out"), write: write)
                == .error("Could not write out: it is a folder: name a file in it. Nothing was written."))
        #expect(flow.question == nil)
        #expect(writes.calls.count == 1)
    }

    @Test(arguments: [SpecialFile.folder, .symbolicLink, .namedPipe, .device, .socket])
    func eachKindOfNonFile_hasItsOwnWords(kind: SpecialFile) {
        let others = [SpecialFile.folder, .symbolicLink, .namedPipe, .device, .socket].filter { $0 != kind }
        #expect(!others.contains { $0.writeRefusal == kind.writeRefusal })
        #expect(!others.contains { $0.noun == kind.noun })
        #expect(FileReadProblem.notAFile(kind).message == "that is \(kind.noun), not a file.")
    }
}
