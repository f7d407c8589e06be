import Domain
import Foundation
import SQLiteStorage
import StorageSupport
import TestSupport
import Testing

/// Two copies of the built binary on one data directory, on one unfinished match, taking turns:
/// every goal is kept, and the window whose match was ended elsewhere says so.
@Suite struct TwoWindowsBinaryTests {
    let dataDirectory = ScratchSpace.root.appendingPathComponent("fg-two-windows-\(UUID().uuidString)")

    func window() throws -> ChildProcess {
        let window = try ChildProcess(AppBinary.url, arguments: ["--data-dir", dataDirectory.path, "open", "match"], environment: AppBinary.environment())
        window.send(lines: ["l", "ann", "pass-word"])
        return window
    }

    @Test func twoWindowsOnOneMatch_keepEveryGoal_andTheSecondIsToldTheMatchEnded() async throws {
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        try await AppBinary.makeAccount("ann", password: "pass-word", players: [PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")], in: dataDirectory)
        let setUp = try await AppBinary.run(
            ["--data-dir", dataDirectory.path], lines: ["l", "ann", "pass-word", "s 1-2", "c", "m 1 a", "m 2 b", "start", "q"]
        )
        #expect(setUp.termination == .exited(0), "\(setUp.error)")

        let one = try window()
        let two = try window()
        defer {
            for window in [one, two] { window.kill(SIGKILL) }
        }
        var (atOne, atTwo) = (try await one.expect("Team A  0 : 0  Team B", after: 0), try await two.expect("Team A  0 : 0  Team B", after: 0))

        one.send(lines: ["a+ 1"])
        atOne = try await one.expect("Team A  1 : 0  Team B", after: atOne)
        one.send(lines: ["a+ 1"])
        atOne = try await one.expect("Team A  2 : 0  Team B", after: atOne)
        // Window 2 still shows 0 : 0; its goal is added to what is stored.
        two.send(lines: ["b+ 2"])
        atTwo = try await two.expect("Changed in another window: the match stands at Team A 2–1 Team B.", after: atTwo)
        // Window 1 was asked about 2–0; 2–1 is stored: it says so and asks again.
        one.send(lines: ["end", "y"])
        atOne = try await one.expect("The score changed since you were asked: it is now Team A 2–1 Team B.", after: atOne)
        atOne = try await one.expect("End the match with Team A 2–1 Team B? (y/n)", after: atOne)
        one.send(lines: ["y"])
        atOne = try await one.expect("Team A won 2–1 — saved to history.", after: atOne)
        two.send(lines: ["end", "y"])
        atTwo = try await two.expect("This match was ended in another window: its result is in the history.", after: atTwo)
        #expect(!two.text.contains("no longer exists"))
        for window in [one, two] { window.closeInput() }
        #expect(await one.finish(timeout: .seconds(30)) == .exited(0))
        #expect(await two.finish(timeout: .seconds(30)) == .exited(0))

        let store = try SQLiteStore(fileURL: dataDirectory.appending(path: DataDirectory.databaseFileName), passwordHasher: .fast)
        let ann = try await store.logIn(Credentials(username: "ann", password: "pass-word"))
        let finished = try await store.gathersService(for: ann).finishedGathers()
        #expect(finished.map(\.score) == [Score(teamA: 2, teamB: 1)])
        #expect(finished.first?.winner == .teamA)
        #expect(finished.first?.players.map { "\($0.name) \($0.goals)" } == ["Ann 2", "Bob 1"])
        let records = try await store.recordsService(for: ann).records(since: nil).records
        #expect(
            records.map { "\($0.name) won \($0.won) lost \($0.lost) goals \($0.goals)" }.sorted() == [
                "Ann won 1 lost 0 goals 2", "Bob won 0 lost 1 goals 1",
            ])
        #expect(try await store.gathersService(for: ann).unfinishedGather() == nil)
    }
}
