import Foundation
import SQLiteStorage
import SeededRandom
import StorageSupport
import TestSupport
import Testing

/// The binary killed with SIGKILL at random moments while it writes, again and
/// again on one database file: everything the app reported saved is still there,
/// the file passes `PRAGMA integrity_check`, and the next start works.
///
/// The moment is chosen by reading the app's output, never by sleeping: the child
/// is fed a long run of writes at once, and killed when its output reaches a
/// random byte count. What it reported before dying ("Players (N)", "Team A  3 : 0")
/// was written after the commit, so it must be in the file.
///
/// 3 kills by default (every third run scores a match, the others add players); 100 with `FOOTBALLGATHER_SLOW_TESTS=1`, or
/// `FOOTBALLGATHER_KILL_LOOPS=<n>`; `FOOTBALLGATHER_KILL_SEED=<n>` repeats a run.
@Suite(.serialized) struct KillLoopTests {
    enum Work { case addingPlayers, scoringAMatch }

    /// What one killed run left, as found right after the kill.
    enum Found: Equatable {
        case players([String])
        case score(teamA: Int, teamB: Int)
    }

    @Test(.timeLimit(.minutes(20)))
    func sigkillDuringWritesLosesNothingThatWasReportedSaved() async throws {
        let wanted = SlowTests.count("FOOTBALLGATHER_KILL_LOOPS", quick: 3, slow: 100)
        let seed = SlowTests.seed("FOOTBALLGATHER_KILL_SEED", fallback: 42)
        var generator = SeededGenerator(seed: seed)
        let directory = TemporaryDataDirectory()
        try directory.create()
        defer { directory.remove() }
        var found: [String: Found] = [:]
        var kills = 0
        var runs = 0
        var reportedRows = 0
        let started = ContinuousClock.now

        while kills < wanted, runs < wanted * 2 {
            runs += 1
            let username = "k\(runs)"
            let work: Work = runs % 3 == 0 ? .scoringAMatch : .addingPlayers
            try await AppBinary.makeAccount(username, password: "pass-word", in: directory.url)
            let child = try ChildProcess(AppBinary.url, arguments: ["--data-dir", directory.url.path], environment: AppBinary.environment())
            child.send(lines: Self.lines(for: work, username: username))
            child.closeInput()
            let marker = work == .addingPlayers ? "Football Gather · Players" : "Football Gather · Match in progress"
            let start = try #require(await child.waitFor(marker), "run \(runs) never got to work:\n\(child.text.suffix(2_000))\(child.errorText)")
            let threshold = start + Int.random(in: 0..<(work == .addingPlayers ? 120_000 : 90_000), using: &generator)
            await child.waitForOutput(count: threshold)
            child.kill(SIGKILL)
            let termination = await child.waitForExit()
            guard termination == .signaled(SIGKILL) else {
                // It finished everything before the kill landed: a clean run, not a kill.
                #expect(termination == .exited(0), "run \(runs): \(termination)\n\(child.errorText)")
                continue
            }
            kills += 1

            // Everything written before the kill was reported after its commit.
            let inspection = try DatabaseInspection(directory.database)
            #expect(try inspection.problems() == [], "after kill \(kills) (seed \(seed))")
            switch work {
            case .addingPlayers:
                let names = Self.playerNames(username: username)
                let reported = Self.lastCount(in: child.text)
                let stored = try inspection.playerNames(of: username)
                #expect(stored.count >= reported, "kill \(kills): the app showed \(reported) players, the file has \(stored.count)")
                #expect(stored == Array(names.prefix(stored.count)), "kill \(kills): not the players added, in order: \(stored)")
                found[username] = .players(stored)
                reportedRows += reported
            case .scoringAMatch:
                let reported = Self.lastScore(in: child.text)
                let stored = try Self.storedScore(of: username, in: inspection)
                let atLeast = stored.teamA > reported.teamA || (stored.teamA == reported.teamA && stored.teamB >= reported.teamB)
                #expect(atLeast, "kill \(kills): the app showed \(reported), the file has \(stored)")
                #expect(stored.teamB == 0 || stored.teamA == 99, "kill \(kills): \(stored) was never on the screen")
                let teams = try inspection.connection.query(
                    """
                    SELECT COUNT(*) FROM gather_players gp JOIN gathers g ON g.id = gp.gather_id
                    JOIN users u ON u.id = g.user_id WHERE u.username = ?
                    """, username
                ).first?.int(0)
                #expect(teams == 2, "kill \(kills): the match lost its teams")
                found[username] = .score(teamA: stored.teamA, teamB: stored.teamB)
                reportedRows += 1
            }
        }

        #expect(kills >= wanted, "only \(kills) of \(runs) runs were killed mid-way")
        // Later kills took nothing from earlier runs, and the app still opens the file.
        let inspection = try DatabaseInspection(directory.database)
        for (username, before) in found {
            switch before {
            case .players(let names): #expect(try inspection.playerNames(of: username) == names, "\(username)")
            case .score(let teamA, let teamB):
                let stored = try Self.storedScore(of: username, in: inspection)
                #expect(stored.teamA == teamA && stored.teamB == teamB, "\(username)")
            }
        }
        let last = try await AppBinary.run(["--data-dir", directory.url.path], lines: ["l", "k1", "pass-word"])
        #expect(last.termination == .exited(0), "\(last.error)")
        #expect(last.output.contains("Football Gather · Players"))
        print("kill loop: seed \(seed), \(kills) kills in \(runs) runs, \(reportedRows) reported saves checked, \(started.duration(to: .now))")
    }

    static func playerNames(username: String) -> [String] {
        (1...40).map { "\(username) player \($0 < 10 ? "0" : "")\($0)" }
    }

    static func lines(for work: Work, username: String) -> [String] {
        let logIn = ["l", username, "pass-word"]
        switch work {
        case .addingPlayers:
            return logIn + playerNames(username: username).flatMap { ["a", $0, "", "", "", ""] }
        case .scoringAMatch:
            return logIn + ["a", "Ann", "", "", "", "", "a", "Bob", "", "", "", "", "s 1 2", "c", "m 1 a", "m 2 b", "start"]
                + Array(repeating: "a+", count: 99) + Array(repeating: "b+", count: 99)
        }
    }

    /// The N of the last "Players (N)" title: players the app had saved and listed.
    static func lastCount(in output: String) -> Int {
        let titles = output.components(separatedBy: "Football Gather · Players (").dropFirst()
        return titles.last.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
    }

    /// The last score shown on the match screen ("Team A  3 : 0  Team B").
    static func lastScore(in output: String) -> (teamA: Int, teamB: Int) {
        guard let line = output.components(separatedBy: "\n").last(where: { $0.hasPrefix(" Team A  ") && $0.hasSuffix("  Team B") }) else {
            return (0, 0)
        }
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return numbers.count == 2 ? (numbers[0], numbers[1]) : (0, 0)
    }

    /// The saved progress of the user's unfinished match (0-0 before the first save).
    static func storedScore(of username: String, in inspection: DatabaseInspection) throws -> (teamA: Int, teamB: Int) {
        let row = try inspection.connection.query(
            """
            SELECT g.progress_team_a, g.progress_team_b FROM gathers g JOIN users u ON u.id = g.user_id
            WHERE u.username = ? AND g.score IS NULL
            """, username
        ).first
        return (row?.int(0) ?? 0, row?.int(1) ?? 0)
    }
}
