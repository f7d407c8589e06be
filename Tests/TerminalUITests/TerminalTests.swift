import Testing

@testable import TerminalUI

@Suite struct TerminalCapabilitiesTests {
    @Test func detect_stylesOnlyATerminalWithoutNoColor() {
        let tty = TerminalCapabilities.detect(inputIsTerminal: true, outputIsTerminal: true, environment: [:], terminalWidth: 100)
        #expect(tty == TerminalCapabilities(isInteractive: true, isStyled: true, width: 100))

        let noColor = TerminalCapabilities.detect(inputIsTerminal: true, outputIsTerminal: true, environment: ["NO_COLOR": "1"], terminalWidth: 100)
        #expect(!noColor.isStyled)

        let dumb = TerminalCapabilities.detect(inputIsTerminal: true, outputIsTerminal: true, environment: ["TERM": "dumb"], terminalWidth: 100)
        #expect(!dumb.isStyled)

        let pipe = TerminalCapabilities.detect(inputIsTerminal: false, outputIsTerminal: false, environment: [:], terminalWidth: nil)
        #expect(pipe == TerminalCapabilities(isInteractive: false, isStyled: false, width: 80))
    }

    @Test func detect_takesColumnsFromTheEnvironmentAndClampsThem() {
        #expect(TerminalCapabilities.detect(inputIsTerminal: false, outputIsTerminal: false, environment: ["COLUMNS": "120"], terminalWidth: nil).width == 120)
        #expect(TerminalCapabilities.detect(inputIsTerminal: false, outputIsTerminal: false, environment: ["COLUMNS": "5"], terminalWidth: nil).width == 40)
        #expect(TerminalCapabilities.detect(inputIsTerminal: false, outputIsTerminal: false, environment: [:], terminalWidth: 900).width == 160)
    }
}

@Suite struct CommandInputTests {
    @Test func splitsTheWordAndArguments() {
        let input = CommandInput("  D  2 3 ")
        #expect(input.word == "d")
        #expect(input.arguments == ["2", "3"])
        #expect(input.numberArguments == [2, 3])
        #expect(input.number == nil)
    }

    @Test func theTextAfterArguments_isAsTyped_insideAndTrimmedAround() {
        let input = CommandInput(#"  share  2   "my  team.txt"  "#)
        #expect(input.text() == #"2   "my  team.txt""#)
        #expect(input.text(afterArguments: 1) == #""my  team.txt""#)
        #expect(input.text(afterArguments: 3) == "")
        #expect(CommandInput("share").text() == "")
    }

    @Test func aPath_isOneWord_orAnythingInQuotes() {
        #expect(CommandInput.path("~/a.csv") == "~/a.csv")
        #expect(CommandInput.path(#""my  team.txt""#) == "my  team.txt")
        #expect(CommandInput.path("'a \"b\".csv'") == #"a "b".csv"#)
        #expect(CommandInput.path("a b.csv") == nil, "words not in quotes")
        #expect(CommandInput.path(#""a.csv'"#) == nil, "quotes that do not match")
        #expect(CommandInput.path(#""""#) == nil)
        #expect(CommandInput.path("") == nil)
    }

    @Test func readsNumbersSafely() {
        #expect(CommandInput("7").number == 7)
        #expect(CommandInput("99999999999999999999").number == Int.max, "too many digits: no row, said so")
        #expect(CommandInput("12345678901").number == 12_345_678_901)
        #expect(CommandInput("-3").number == -3, "a number that names no row, said so by the screen")
        #expect(CommandInput("３").number == nil, "a full-width digit is not typed as a number")
        #expect(CommandInput("d x").numberArguments == nil)
        #expect(CommandInput("").word == "")
    }

    @Test func numberRanges_readNumbersRangesAndListsInAnyMix() {
        #expect(CommandInput.numberRanges("3") == [3...3])
        #expect(CommandInput.numberRanges("1 3,4") == [1...1, 3...3, 4...4])
        #expect(CommandInput.numberRanges("2-5 7") == [2...5, 7...7])
        #expect(CommandInput.numberRanges("5 – 2") == [2...5])
        #expect(CommandInput.numberRanges("1 -  3 ,5\t–\t6") == [1...3, 5...6])
        #expect(CommandInput.numberRanges("") == [])
        for wrong in ["x", "1-2-3", "1-", "3 a", "99999999999999999999"] {
            #expect(CommandInput.numberRanges(wrong) == nil, "\(wrong)")
        }
    }

    @Test func bareWord_isTheWordOnlyWhenNothingFollowsIt() {
        #expect(CommandInput(" B ").bareWord == "b")
        #expect(CommandInput("").bareWord == "")
        #expect(CommandInput("b 1").bareWord == nil)
        #expect(CommandInput("end now").bareWord == nil)
    }

    @Test func unknownCommand_quotesAShortenedSafeLine() {
        #expect(Message.unknownCommand(" xyz ") == .error("Unknown command “xyz”. Type ? to see the commands."))
        #expect(Message.unknownCommand(String(repeating: "x", count: 100)).text.count < 80)
    }
}

/// Ctrl-Z and `fg` on a terminal whose keys the app reads: the shell gets its terminal back
/// before the app stops, and the screen is drawn again when it goes on.
@Suite struct SuspensionTests {
    @Test func ctrlZ_givesTheTerminalBack_thenStops() {
        var stopped = false
        StandardTerminal.suspend(TerminalSettings()) { stopped = true }
        #expect(stopped)
    }

    @Test func fg_drawsTheScreenAgain() async {
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        StandardTerminal.resume(TerminalSettings(), into: continuation)
        continuation.finish()
        var received: [TerminalEvent] = []
        for await event in events { received.append(event) }
        #expect(received == [.resize])
    }

    /// A screen that shows no time ignores ticks.
    @MainActor
    @Test func aScreenWithoutAClock_takesATickAsNothing() async {
        final class Still: Screen {
            var content: ScreenContent { ScreenContent(title: "Still") }
            func handle(_ input: String) async {}
        }
        let screen = Still()
        await screen.tick()
        #expect(!screen.wantsTicks)
        #expect(screen.content.title == "Still")
    }
}
