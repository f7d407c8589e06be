import Foundation
import TestSupport
import Testing

/// The binary in a real terminal (tmux) whose window is smaller than some screens: every screen
/// keeps its title line on the top row, nothing is drawn below the window or twice, and what does
/// not fit is shown a page at a time. Waits are for output; the clock is never waited for but once.
@Suite struct ScreensFitTerminalTests {
    /// One step of a walk: a line typed (nil: Enter alone), the title the screen then shows, the
    /// prompt it asks with (the frame's end, so the whole frame is on screen when it is read), and
    /// some text it shows.
    struct Step {
        var line: String?
        var title: String
        var prompt = ">"
        var shows: String?
    }

    static let app = "env NO_COLOR=1 TERM=tmux-256color '\(AppBinary.url.path)' --demo"

    /// What is wrong with `screen` (a window `rows` tall) for a screen titled `title`: the title
    /// line is on the top row, the rule under it, neither is drawn again, nothing is drawn below.
    static func problems(_ screen: [String], title: String, rows: Int) -> [String] {
        var problems: [String] = []
        let top = screen.first ?? ""
        if !(top.hasPrefix(" Football Gather · \(title)") || top.hasPrefix(" \(title)")) { problems.append("the top row is not the title") }
        if screen.count > rows { problems.append("\(screen.count) rows in a window of \(rows)") }
        if screen.dropFirst().contains(where: { !top.isEmpty && $0 == top }) { problems.append("the title line is drawn twice") }
        if screen.count < 2 || !screen[1].hasPrefix("───") { problems.append("the rule is not under the title") }
        return problems
    }

    /// Types each step's line and checks the screen it leads to.
    static func walk(_ session: TmuxSession, _ steps: [Step], rows: Int) async {
        for step in steps {
            if let line = step.line {
                await session.type(line)
            } else {
                await session.command("send-keys -t fg Enter")
            }
            let typed = step.line.map { "“\($0)”" } ?? "Enter"
            // A frame is drawn after the line's own newline; its prompt starts the frame's last line.
            guard await session.waitFor("\\015\\012" + step.prompt, timeout: .seconds(10)) else {
                Issue.record("no prompt “\(step.prompt)” after \(typed):\n\(await session.screen().joined(separator: "\n"))")
                return
            }
            let screen = await session.screen()
            let text = screen.joined(separator: "\n")
            var problems = Self.problems(screen, title: step.title, rows: rows)
            if let shows = step.shows, !text.contains(shows) { problems.append("“\(shows)” is not shown") }
            #expect(problems.isEmpty, "after \(typed), at \(step.title): \(problems)\n\(text)")
        }
    }

    /// One app, 40 × 20: the player list and its help a page at a time, adding a player field by field
    /// (and a field's help), the player and a field of theirs, History, a match there and its share
    /// block, Records and a player's, picking players, the team sheet before and after `auto` and its
    /// share block, the match running, its help, its share block and back, ending it, logging out,
    /// Login and its help, and Register.
    @Test func at40x20_everyScreenKeepsItsTitleLine() async throws {
        guard TmuxSession.tmux != nil else {
            print("skipped: tmux is not installed, so the screens are not tried in a real terminal")
            return
        }
        let session = try #require(try await TmuxSession(command: Self.app, columns: 40, rows: 20))
        #expect(await session.waitFor("Players (12)"))
        #expect(await session.waitFor("> "))
        let first = await session.screen()
        #expect(Self.problems(first, title: "Players (12)", rows: 20).isEmpty, "\(first.joined(separator: "\n"))")
        await Self.walk(
            session,
            [
                Step(line: "?", title: "Players (12)", shows: "Enter shows more"),
                Step(line: nil, title: "Players (12)", shows: "Enter shows more"),
                Step(line: "a", title: "New player", prompt: "Name (blank to cancel):"),
                Step(line: "Zoe Test", title: "New player", prompt: "Age (1-120, blank to skip):"),
                Step(line: "30", title: "New player", prompt: "Position (1-5, blank to skip):"),
                Step(line: "?", title: "New player", prompt: "Position (1-5, blank to skip):", shows: "enlarge the window"),
                Step(line: nil, title: "New player", prompt: "Skill (1-3, blank to skip):"),
                Step(line: nil, title: "New player", prompt: "Favourite team (blank to skip):"),
                Step(line: nil, title: "Players (13)", shows: "rows 1–"),
                Step(line: "13", title: "Zoe Test"),
                Step(line: "1", title: "Edit name", prompt: "Name [Zoe Test]:"),
                Step(line: nil, title: "Zoe Test"),
                Step(line: "b", title: "Players (13)"),
                Step(line: "h", title: "History (2)"),
                Step(line: "1", title: "History · 1 of 2", shows: "Enter shows more"),
                Step(line: "share", title: "History · 1 of 2", shows: "Enter goes back to the history."),
                Step(line: nil, title: "History · 1 of 2", shows: "· Enter goes"),
                Step(line: nil, title: "History · 1 of 2", shows: "Result:"),
                Step(line: "b", title: "History (2)"),
                Step(line: "b", title: "Players (13)"),
                Step(line: "records", title: "Records"),
                Step(line: "1", title: "Records · Alex Morgan"),
                Step(line: "b", title: "Records"),
                Step(line: "b", title: "Players (13)"),
                Step(line: "s 1-12", title: "Select players (12 selected)"),
                Step(line: "c", title: "Team sheet"),
                Step(line: "auto", title: "Team sheet", shows: "Team A (6)"),
                Step(line: nil, title: "Team sheet"),
                Step(line: "share", title: "Team sheet", shows: "Enter goes back to the team sheet."),
                Step(line: nil, title: "Team sheet", shows: "· Enter goes"),
                Step(line: nil, title: "Team sheet", shows: "share paste"),
                Step(line: "start", title: "Match in progress"),
                Step(line: "s", title: "Match in progress", shows: "running"),
                Step(line: "?", title: "Match in progress", shows: "Enter shows more"),
                Step(line: "share", title: "Match in progress", shows: "Enter goes back to the match."),
                Step(line: nil, title: "Match in progress", shows: "· Enter goes"),
                Step(line: nil, title: "Match in progress", shows: "Team A  0 : 0  Team B"),
                Step(line: "end", title: "Match in progress", prompt: "End the match with"),
                Step(line: "y", title: "Players (13)", shows: "saved to history"),
                Step(line: "o", title: "Login"),
                Step(line: "?", title: "Login", shows: "Quit Football Gather."),
                Step(line: "r", title: "Register", prompt: "Username:"),
            ], rows: 20)
        await session.close()
    }

    /// `share` on a running match at 80 × 24: the whole block (twelve players) fits under the title,
    /// a tick rewrites nothing but the clock, and Enter brings the match back.
    @Test func at80x24_shareOnARunningMatch_showsTheWholeBlockUnderTheTitle_andEnterBringsTheMatchBack() async throws {
        guard TmuxSession.tmux != nil else {
            print("skipped: tmux is not installed, so sharing is not tried in a real terminal")
            return
        }
        let session = try #require(try await TmuxSession(command: Self.app, columns: 80, rows: 24))
        #expect(await session.waitFor("Players (12)"))
        await Self.walk(
            session,
            [
                Step(line: "s 1-12", title: "Select players (12 selected)"),
                Step(line: "c", title: "Team sheet"),
                Step(line: "auto", title: "Team sheet"),
                Step(line: "start", title: "Match in progress"),
                Step(line: "s", title: "Match in progress", shows: "running"),
                Step(line: "share", title: "Match in progress", shows: "Enter goes back to the match."),
            ], rows: 24)
        let shared = await session.screen()
        let text = shared.joined(separator: "\n")
        #expect(shared.filter { $0 == "------------------------" }.count == 2, "both rules of the block are shown:\n\(text)")
        #expect(shared.contains("Team A:") && shared.contains("Team B:") && shared.filter { $0.hasPrefix("- ") }.count == 12, "\(text)")
        #expect(!text.contains("lines "), "the block is shown whole:\n\(text)")

        // The clock goes on in the title line, and nothing else moves.
        let start = session.offset
        #expect(await session.waitFor("running "))
        #expect(!session.stream(since: start).contains("\\033[2J"), "a tick drew the whole screen")
        let ticked = await session.screen()
        #expect(Self.problems(ticked, title: "Match in progress", rows: 24).isEmpty, "\(ticked.joined(separator: "\n"))")
        #expect(Array(ticked.dropFirst()) == Array(shared.dropFirst()), "a tick changed more than the clock:\n\(ticked.joined(separator: "\n"))")

        await Self.walk(session, [Step(line: nil, title: "Match in progress", shows: " Team A  0 : 0  Team B")], rows: 24)
        let match = await session.screen()
        #expect(!match.contains("------------------------"), "Enter leaves the block:\n\(match.joined(separator: "\n"))")
        await session.close()
    }

    /// A 5-a-side sheet with one on the bench, at 80 × 24 and 40 × 20: the block is whole, or paged with
    /// each page saying truthfully what Enter does, and no line of it is wrapped (one wider than the
    /// window is cut, ending in "…"; `share FILE` keeps it whole).
    @Test(arguments: [(80, 24), (40, 20)])
    func aShareBlockTallerThanTheWindow_isPagedTruthfully_andNeverWrapped(columns: Int, rows: Int) async throws {
        guard TmuxSession.tmux != nil else {
            print("skipped: tmux is not installed, so sharing is not tried in a real terminal")
            return
        }
        let session = try #require(try await TmuxSession(command: Self.app, columns: columns, rows: rows))
        #expect(await session.waitFor("Players (12)"))
        await Self.walk(
            session,
            [
                Step(line: "s 1-11", title: "Select players (11 selected)"),
                Step(line: "c", title: "Team sheet"),
                Step(line: "auto", title: "Team sheet"),
                Step(line: "m 1 bench", title: "Team sheet"),
                Step(line: "start", title: "Match in progress"),
                Step(line: "share", title: "Match in progress", shows: "Enter goes back to the match."),
            ], rows: rows)
        // A note's words, wrapped or not.
        let words = { (page: [String]) in page.joined(separator: " ").split(separator: " ").joined(separator: " ") }
        var pages = [await session.screen()]
        for _ in 1...4 where words(pages.last ?? []).contains("· Enter shows more") {
            await Self.walk(session, [Step(line: nil, title: "Match in progress")], rows: rows)
            pages.append(await session.screen())
        }
        let text = pages.map { $0.joined(separator: "\n") }.joined(separator: "\n====\n")
        if pages.count > 1 {
            #expect(words(pages.last ?? []).contains("· Enter goes back to the match"), "the last page says where Enter goes:\n\(text)")
        } else {
            #expect(!text.contains("lines "), "a block that is not paged is whole:\n\(text)")
        }
        #expect(!text.contains("starts again"), "\(text)")
        let shown: [String] = pages.flatMap { $0 }
        let rules = shown.filter { $0 == "------------------------" }.count
        #expect(rules == 2, "both rules of the block:\n\(text)")
        let blockLines = shown.filter { $0.hasPrefix("- ") }
        #expect(Set(blockLines).count == 10, "each of the ten players in a team on one line of their own:\n\(text)")
        #expect(text.contains("\nBench: "), "\(text)")
        #expect(blockLines.allSatisfy { $0.hasSuffix(")") || $0.hasSuffix("…") }, "\(text)")

        await Self.walk(session, [Step(line: nil, title: "Match in progress", shows: " Team A  0 : 0  Team B")], rows: rows)
        await session.close()
    }
}
