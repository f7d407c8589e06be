import Domain
import Foundation
import TestSupport
import Testing

/// The binary in a real terminal (tmux), with a match running, resized while it runs:
/// no line is wider than the window, the clock is shown in full, a tick changes nothing
/// but the clock, one title is left after growing back, and with NO_COLOR the clock still
/// ticks in place. The app's own ticks (one a second) are used: two per case.
@Suite struct RealTerminalTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var sizes: [(columns: Int, rows: Int)]
        var noColor = false
        var testDescription: String {
            sizes.map { "\($0.columns)×\($0.rows)" }.joined(separator: " then ") + (noColor ? " with NO_COLOR=1" : "")
        }
    }

    static let allCases = [
        Case(sizes: [(40, 12), (160, 40)]),
        Case(sizes: [(160, 40), (50, 12)]),
        Case(sizes: [(80, 40), (40, 40)]),
        Case(sizes: [(50, 12), (80, 12)], noColor: true),
    ]
    /// Growing, and shrinking with NO_COLOR; every case in the slow set.
    static var cases: [Case] { SlowTests.enabled ? allCases : [allCases[0], allCases[3]] }
    static let password = "correct-Horse-8431"
    /// The clock, in full, at the end of its line.
    static func showsClock(_ line: String) -> Bool {
        line.contains(/(running|ready|paused|time up) \d\d:\d\d$/)
    }

    @Test(arguments: cases)
    func aRunningMatch_fitsEveryWindow_andTicksInPlace(_ testCase: Case) async throws {
        guard TmuxSession.tmux != nil else {
            print("skipped: tmux is not installed, so the app is not tried in a real terminal")
            return
        }
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        // Eight players: at 12 rows the match screen is taller than the window.
        try await AppBinary.makeAccount(
            "ann", password: Self.password,
            players: [
                PlayerDetails(name: "Alexandra Wolfeschlegelsteinhausen", position: .striker, skill: .amateur),
                PlayerDetails(name: "Bob", position: .goalkeeper, skill: .professional),
                PlayerDetails(name: "Carla Díaz-Montenegro", position: .midfielder, skill: .beginner),
                PlayerDetails(name: "Dmitri"),
                PlayerDetails(name: "Eve", position: .defender, skill: .amateur),
                PlayerDetails(name: "Finn", position: .winger, skill: .beginner),
                PlayerDetails(name: "Gus", skill: .professional),
                PlayerDetails(name: "Hana", position: .striker),
            ], in: directory.url)

        let colour = testCase.noColor ? "NO_COLOR=1" : "-u NO_COLOR"
        let command = "env \(colour) TERM=tmux-256color '\(AppBinary.url.path)' --data-dir '\(directory.url.path)'"
        let session = try #require(try await TmuxSession(command: command, columns: 100, rows: 30))
        await drive(session, testCase)
        await session.close()
    }

    private func drive(_ session: TmuxSession, _ testCase: Case) async {
        guard await session.waitFor("> ") else {
            Issue.record("the app did not start:\n\(await session.screen().joined(separator: "\n"))")
            return
        }
        for (line, marker) in [
            ("l", "Username:"), ("ann", "Password:"), (Self.password, "Players (8)"), ("s 1 2 3 4 5 6 7 8", "8 selected"),
            ("c", "Team sheet"), ("auto", "Balanced"), ("start", "Match in progress"), ("s", "running 10:00"),
        ] {
            await session.type(line)
            guard await session.waitFor(marker) else {
                Issue.record("no “\(marker)” after “\(line)”:\n\(await session.screen().joined(separator: "\n"))")
                return
            }
        }
        for size in testCase.sizes {
            await session.command("resize-window -t fg -x \(size.columns) -y \(size.rows)")
            // The redraw at the new size: the screen is cleared, then drawn down to the prompt.
            guard await session.waitFor("\\033[2J"), await session.waitFor("> ") else {
                Issue.record("no redraw at \(size)")
                return
            }
            let before = await session.screen()
            check(before, size: size)

            let start = session.offset
            guard await session.waitFor("running ") else {
                Issue.record("no tick at \(size)")
                return
            }
            let tick = session.stream(since: start)
            let after = await session.screen()
            check(after, size: size)
            #expect(!tick.contains("\\033[2J"), "a tick drew the whole screen at \(size)")
            let changed = zip(before, after).filter { $0 != $1 }
            #expect(
                changed.count == 1 && changed.allSatisfy { Self.showsClock($0.0) && Self.showsClock($0.1) },
                "a tick changed more or less than the clock at \(size): \(changed)")
        }
        if testCase.noColor {
            #expect(!session.stream().contains("\\033[0m"), "colour with NO_COLOR=1")
        }
    }

    /// Every row fits, the clock is on one row, in full.
    func check(_ screen: [String], size: (columns: Int, rows: Int)) {
        let text = screen.joined(separator: "\n")
        #expect(screen.count <= size.rows, "\(screen.count) rows in a window of \(size.rows):\n\(text)")
        #expect(screen.allSatisfy { $0.count <= size.columns }, "a line wider than \(size.columns) columns:\n\(text)")
        #expect(screen.filter(Self.showsClock).count == 1, "the clock is not shown once, in full, at \(size):\n\(text)")
        #expect(!text.contains("running 0…"))
    }
}
