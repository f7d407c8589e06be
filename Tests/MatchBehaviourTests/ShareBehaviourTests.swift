import Domain
import Foundation
import Presentation
import TerminalUI
import TestSupport
import Testing

/// `share`: the match as a block to paste, or a file, alike in every pattern.
@MainActor
@Suite(.sharedStandInServer) struct ShareBehaviourTests {
    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func share_showsTheMatchAsABlock_throughTicks_untilEnterBringsTheMatchBack(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("a+ 1", "s", "share")
            let text = bench.text
            #expect(text.contains("Football Gather · Match"), "\(text)")
            #expect(text.contains("Team A 1–0 Team B, in play (10:00 left)"), "\(text)")
            #expect(text.contains("Scorers: Ann Smith 1"), "\(text)")
            #expect(bench.message == .info("Enter goes back to the match."))
            #expect(bench.content.actions.isEmpty)
            await bench.tick()
            #expect(bench.text.contains("in play (10:00 left)"))
            #expect(bench.status == "running 09:59")
            await bench.type("")
            #expect(bench.content.body.first == .text("Team A  1 : 0  Team B", .emphasis))
            #expect(bench.message == nil)
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func share_datesTheMatch_whenTheStoreKeptItsStart(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("share")
            #expect(bench.text.contains(Wording.dateAndTime(MatchBench.startedAt, in: TimeZone(secondsFromGMT: 0) ?? .current)))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func share_md_toAFile_writesMarkdown_andAsksBeforeReplacing(pattern: MatchImplementation, store: BenchStore) async throws {
        let files = ShareFilesSpy()
        files.answer(.exists)
        try await MatchBench.play(pattern, on: store, shareFiles: files) { bench throws in
            await bench.type("share md /tmp/match.md")
            #expect(bench.content.prompt == .text(ShareWording.replaceQuestion("/tmp/match.md")))
            await bench.type("y")
            #expect(files.writes.map(\.replacing) == [false, true])
            #expect(files.writes.last?.text.hasPrefix("## Football Gather · Match · ") == true)
            #expect(files.writes.last?.text.contains("Team A 0–0 Team B, in play (10:00 left)") == true)
            #expect(bench.message == .success(ShareWording.written("/tmp/match.md")))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func share_toAFileThere_answeredNo_keepsIt(pattern: MatchImplementation, store: BenchStore) async throws {
        let files = ShareFilesSpy()
        files.answer(.exists)
        try await MatchBench.play(pattern, on: store, shareFiles: files) { bench throws in
            await bench.type("share /tmp/match.txt", "n")
            #expect(files.writes.map(\.replacing) == [false])
            #expect(bench.content.prompt == .command)
            #expect(bench.message == .info(ShareWording.kept("/tmp/match.txt")))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func share_toAFileNameWithSpacesInQuotes_writesThatFile(pattern: MatchImplementation, store: BenchStore) async throws {
        let files = ShareFilesSpy()
        try await MatchBench.play(pattern, on: store, shareFiles: files) { bench throws in
            await bench.type("share md \"/tmp/our match.md\"")
            #expect(files.writes.map(\.path) == ["/tmp/our match.md"])
            #expect(bench.message == .success(ShareWording.written("/tmp/our match.md")))
        }
    }

    @Test(arguments: MatchImplementation.all, BenchStore.checked)
    func share_withMoreThanMdAndAFile_saysWhatShareTakes(pattern: MatchImplementation, store: BenchStore) async throws {
        try await MatchBench.play(pattern, on: store) { bench throws in
            await bench.type("share a b c")
            #expect(bench.message == .error(ShareCommand.usage))
        }
    }
}
