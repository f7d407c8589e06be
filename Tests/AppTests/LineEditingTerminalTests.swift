import Foundation
import TestSupport
import Testing

/// The binary in a real terminal (tmux): a half-typed line survives the clock ringing and a resize,
/// the arrows edit and recall lines, and no escape code ever reaches a command. Waits are for output.
@Suite struct LineEditingTerminalTests {
    /// The row the prompt is on.
    func promptLine(_ session: TmuxSession) async -> String {
        await session.screen().last { $0.hasPrefix(">") } ?? ""
    }

    func keys(_ session: TmuxSession, _ keys: String...) async {
        for key in keys { await session.command("send-keys -t fg \(key)") }
    }

    @Test func aHalfTypedLine_survivesHalfTimeAndAResize_andTheArrowsEditAndRecall() async throws {
        guard TmuxSession.tmux != nil else {
            print("skipped: tmux is not installed, so the line editor is not tried in a real terminal")
            return
        }
        let command = "env NO_COLOR=1 TERM=tmux-256color '\(AppBinary.url.path)' --demo"
        let session = try #require(try await TmuxSession(command: command, columns: 80, rows: 30))
        #expect(await session.waitFor("Players (12)"))
        for (line, marker) in [
            ("s 1-4", "4 selected"), ("c", "Team sheet"), ("auto", "Balanced"), ("start", "Match in progress"),
            ("t 0:06", "ready 00:06"),
        ] {
            await session.type(line)
            #expect(await session.waitFor(marker), "no “\(marker)” after “\(line)”")
        }
        // Half-time rings 3 s after the start: the typing is long done (a wait skips what came before
        // the answer to the last tmux command, so the ring must come after it).
        await session.type("s")
        await session.command("send-keys -t fg -l 'xa+'")
        #expect(await session.waitFor("Half-time:"))
        #expect(await promptLine(session) == "> xa+")

        await session.command("resize-window -t fg -x 60 -y 28")
        #expect(await session.waitFor("\\033[2J"))
        #expect(await session.waitFor("xa+"))
        #expect(await promptLine(session) == "> xa+")

        // Home, Delete takes the x; F5, PageUp and Alt-x type nothing.
        await keys(session, "Home", "DC", "F5", "PageUp", "M-x", "End")
        #expect(await session.waitFor("\\033[K> a+"))
        #expect(await promptLine(session) == "> a+")
        await keys(session, "Enter")
        #expect(await session.waitFor("1 : 0"))

        // ↑ brings the line back.
        await keys(session, "Up")
        #expect(await session.waitFor("\\033[K> a+"))
        #expect(await promptLine(session) == "> a+")
        let screen = await session.screen().joined(separator: "\n")
        #expect(!screen.contains("Unknown command"), "\(screen)")
        #expect(!screen.contains("~") && !screen.contains("[5"), "no escape code was typed:\n\(screen)")
        await session.close()
    }
}
