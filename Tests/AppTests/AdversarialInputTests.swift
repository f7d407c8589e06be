import Domain
import Foundation
import GathersInterface
import Presentation
import SQLiteStorage
import StorageSupport
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import FootballGatherApp

/// Every prompt of every screen gets every adversarial input, through the composed
/// app on a real SQLite file: each is refused with a clear message or stored
/// verbatim, nothing else in the file changes, and nothing unsafe reaches the terminal.
/// Only the session runs on the main actor, where the app lives: the file work
/// around it runs beside other tests' sessions.
///
/// Every input meets every prompt (1 056 sessions) with `FOOTBALLGATHER_SLOW_TESTS=1`,
/// as CI runs it; by default the n-th input meets the n-th prompt (the first again once the
/// prompts run out), so every input and every prompt is still tried, once or twice each.
@Suite struct AdversarialInputTests {
    static func prompts(for input: AdversarialInput) -> [AdversarialPrompts.PromptCase] {
        guard !SlowTests.enabled, let place = AdversarialInput.all.firstIndex(where: { $0.name == input.name }) else {
            return AdversarialPrompts.all
        }
        return [AdversarialPrompts.all[place % AdversarialPrompts.all.count]]
    }

    /// The default sample reaches every prompt only while there are at least as many inputs.
    @Test func theDefaultSample_triesEveryPrompt() {
        #expect(AdversarialInput.all.count >= AdversarialPrompts.all.count)
    }

    @Test(arguments: AdversarialInput.all)
    func atEveryPromptOfEveryScreen(input: AdversarialInput) async throws {
        let template = TemporaryDataDirectory()
        try template.create()
        defer { template.remove() }
        let seeded = try await SeededRoster.create(at: template.database)
        // Every session starts from a byte-for-byte copy of the template.
        let before = try DatabaseInspection(template.database).dump()

        for prompt in Self.prompts(for: input) {
            let session = TemporaryDataDirectory()
            try session.create()
            defer { session.remove() }
            try FileManager.default.copyItem(at: template.database, to: session.database)

            var services = try AppServices.sqlite(session.database)
            if prompt.failingWrites { services = services.failingPlayerWrites() }
            let (status, output) = await Self.session(services, lines: prompt.lines(input.text))

            let context = Comment(rawValue: "\(prompt.screen) × \(input.name)")
            #expect(status == 0, context)
            #expect(TerminalSafety.violations(in: output) == [], context)
            let expected = prompt.outcome(input.text)
            if let message = expected.message {
                #expect(output.contains(message), "\(context.rawValue): no “\(message)” in\n\(output.suffix(600))")
            }
            if prompt.isSecret, input.text.trimmingCharacters(in: .whitespaces).count >= 3 {
                #expect(!output.contains(input.text), "\(context.rawValue): the password was shown")
            }
            let inspection = try DatabaseInspection(session.database)
            try Self.check(expected.change, before: before, after: inspection.dump(), seeded: seeded, context: context)
            #expect(try inspection.problems() == [], context)
        }
    }

    @MainActor
    static func session(_ services: AppServices, lines: [String]) async -> (status: Int32, output: String) {
        let terminal = ScriptedTerminal(lines: lines, width: 160)
        let status = await FootballGatherApp.run(services: services, terminal: terminal)
        return (status, terminal.output)
    }

    // MARK: - What changed

    /// Compares the file after the session with the file before it: only the expected change happened.
    static func check(
        _ change: AdversarialPrompts.Outcome.Change, before: [String: [SQLiteRow]], after: [String: [SQLiteRow]], seeded: SeededRoster, context: Comment
    ) throws {
        func unchanged(except tables: Set<String>) {
            for table in DatabaseInspection.tables where !tables.contains(table) {
                #expect(after[table] == before[table], "\(context.rawValue): \(table) changed")
            }
        }
        switch change {
        case .none:
            unchanged(except: [])
        case .addedPlayer(let details):
            unchanged(except: ["players", "sqlite_sequence"])
            let old = before["players"] ?? []
            let new = after["players"] ?? []
            #expect(new.count == old.count + 1, context)
            #expect(Array(new.prefix(old.count)) == old, context)
            let added = try #require(new.last.flatMap(SeededRoster.player), context)
            #expect(added.owner == seeded.ann, context)
            #expect(added.details == details, context)
        case .updatedPlayer(let details):
            unchanged(except: ["players"])
            let old = before["players"] ?? []
            let new = after["players"] ?? []
            #expect(new.count == old.count, context)
            for (oldRow, newRow) in zip(old, new) {
                guard let player = SeededRoster.player(in: newRow), player.id == seeded.annSmith else {
                    #expect(newRow == oldRow, context)
                    continue
                }
                #expect(player.details == details, context)
            }
        case .registered(let username, let password):
            unchanged(except: ["users"])
            let old = before["users"] ?? []
            let new = after["users"] ?? []
            #expect(new.count == old.count + 1, context)
            #expect(Array(new.prefix(old.count)) == old, context)
            let row = try #require(new.last, context)
            #expect(row.text(1) == username, context)
            let hash = try #require(row.text(2), context)
            #expect(PasswordHasher.fast.verify(password, against: hash), context)
            #expect(!hash.contains(password) || password.count < 3, context)
        }
    }
}

/// The prompts of every screen: the lines that reach each one with the input in
/// place, and what must happen, decided by the same Domain rules the app follows.
enum AdversarialPrompts {
    /// One prompt: the lines that reach it with the input in place, and what must happen.
    struct PromptCase: Sendable {
        let screen: String
        let lines: @Sendable (String) -> [String]
        let outcome: @Sendable (String) -> Outcome
        var isSecret = false
        var failingWrites = false
    }

    struct Outcome: Sendable {
        enum Change: Sendable, Equatable {
            case none
            case addedPlayer(PlayerDetails)
            /// Ann Smith now has these details.
            case updatedPlayer(PlayerDetails)
            case registered(username: String, password: String)
        }

        var change: Change
        /// A message the screen must show, when the answer is known.
        var message: String?

        static func unchanged(_ message: String? = nil) -> Outcome { Outcome(change: .none, message: message) }
    }

    static let logIn = ["l", "ann", "pass-word"]
    static let bothRequired = "Username and password are both required."
    static let annSmith = PlayerDetails(name: "Ann Smith", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal")

    static let all: [PromptCase] = [
        // Login
        PromptCase(
            screen: "Login menu", lines: { [$0] },
            outcome: { .unchanged(unknownCommand($0, known: ["l", "login", "log", "u", "user", "r", "register", "m", "remember"])) }),
        PromptCase(
            screen: "Login username", lines: { ["l", $0, "pass-word"] },
            outcome: { text in
                if text.trimmingCharacters(in: .whitespaces).isEmpty { return .unchanged(bothRequired) }
                if case .failure(let error) = Validation.username(text) { return .unchanged(error.message) }
                return .unchanged("Wrong username or password.")
            }),
        PromptCase(
            screen: "Login password", lines: { ["l", "ann", $0] },
            outcome: { text in
                if text.isEmpty { return .unchanged(bothRequired) }
                if case .failure(let error) = Validation.password(text) { return .unchanged(error.message) }
                return .unchanged("Wrong username or password.")
            }, isSecret: true),
        PromptCase(
            screen: "Register username", lines: { ["r", $0, "pass-word", "pass-word"] },
            outcome: { text in
                if text.trimmingCharacters(in: .whitespaces).isEmpty { return .unchanged(bothRequired) }
                switch Validation.username(text) {
                case .failure(let error): return .unchanged(error.message)
                case .success(let username) where ["ann", "bob"].contains(username): return .unchanged("That username is taken")
                case .success(let username): return Outcome(change: .registered(username: username, password: "pass-word"))
                }
            }),
        PromptCase(
            screen: "Register password", lines: { ["r", "newbie", $0, $0] },
            outcome: { text in
                if text.isEmpty { return .unchanged(bothRequired) }
                if case .failure(let error) = Validation.newPassword(text) { return .unchanged(error.message) }
                return Outcome(change: .registered(username: "newbie", password: text))
            }, isSecret: true),
        PromptCase(
            screen: "Register repeated password", lines: { ["r", "newbie", "pass-word", $0] },
            outcome: { text in
                text == "pass-word" ? Outcome(change: .registered(username: "newbie", password: "pass-word")) : .unchanged("The two passwords don't match.")
            }, isSecret: true),

        // PlayerList
        PromptCase(screen: "Player list", lines: { logIn + [$0] }, outcome: { _ in .unchanged() }),
        PromptCase(screen: "Player list d N", lines: { logIn + ["d " + $0, "y"] }, outcome: { _ in .unchanged() }),
        PromptCase(screen: "Delete confirmation", lines: { logIn + ["d 1", $0] }, outcome: { _ in .unchanged() }),
        PromptCase(screen: "Player list s N", lines: { logIn + ["s " + $0, "c"] }, outcome: { _ in .unchanged() }),
        PromptCase(screen: "Selection mode", lines: { logIn + ["s", $0, "c", "x"] }, outcome: { _ in .unchanged() }),
        PromptCase(screen: "Discard confirmation", lines: { logIn + ["discard", $0] }, outcome: { _ in .unchanged() }),

        // PlayerAdd: a refused value is asked again, and a blank answer then skips it (or cancels, for the name).
        PromptCase(
            screen: "New player name", lines: { logIn + ["a", $0, "", "", "", "", ""] },
            outcome: { text in
                if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .unchanged() }
                switch Validation.playerName(text) {
                case .success(let name): return Outcome(change: .addedPlayer(PlayerDetails(name: name)))
                case .failure(let error): return .unchanged(error.message)
                }
            }),
        PromptCase(
            screen: "New player age", lines: { logIn + ["a", "Zed", $0, "", "", "", ""] },
            outcome: { text in
                let result = Validation.age(text)
                return Outcome(change: .addedPlayer(PlayerDetails(name: "Zed", age: (try? result.get()) ?? nil)), message: failure(result))
            }),
        PromptCase(
            screen: "New player position", lines: { logIn + ["a", "Zed", "", $0, "", "", ""] },
            outcome: { text in
                let result = Validation.choice(text, count: PlayerPosition.allCases.count, field: .player(.position))
                let position = ((try? result.get()) ?? nil).map { PlayerPosition.allCases[$0] }
                // The new player's form labels the preferred position "Position".
                let message = failure(result).map { $0.replacingOccurrences(of: "Preferred position:", with: "Position:") }
                return Outcome(change: .addedPlayer(PlayerDetails(name: "Zed", position: position)), message: message)
            }),
        PromptCase(
            screen: "New player skill", lines: { logIn + ["a", "Zed", "", "", $0, "", ""] },
            outcome: { text in
                let result = Validation.choice(text, count: PlayerSkill.allCases.count, field: .player(.skill))
                let skill = ((try? result.get()) ?? nil).map { PlayerSkill.allCases[$0] }
                return Outcome(change: .addedPlayer(PlayerDetails(name: "Zed", skill: skill)), message: failure(result))
            }),
        PromptCase(
            screen: "New player favourite team", lines: { logIn + ["a", "Zed", "", "", "", $0, ""] },
            outcome: { text in
                let result = Validation.favouriteTeam(text)
                return Outcome(change: .addedPlayer(PlayerDetails(name: "Zed", favouriteTeam: (try? result.get()) ?? nil)), message: failure(result))
            }),
        PromptCase(
            screen: "New player after a failed save", lines: { logIn + ["a", "Zed", "", "", "", "", $0] },
            outcome: { _ in
                .unchanged("Storage is unavailable: test: writes fail")
            }, failingWrites: true),

        // PlayerDetail and PlayerEdit, on Ann Smith (row 1)
        PromptCase(screen: "Player details", lines: { logIn + ["1", $0, "b"] }, outcome: { _ in .unchanged() }),
        PromptCase(
            screen: "Edit name", lines: { logIn + ["1", "1", $0, "", "b"] },
            outcome: { text in
                let answer = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if answer.isEmpty { return .unchanged() }
                switch Validation.playerName(answer) {
                case .success(let name): return edited { $0.name = name }
                case .failure(let error): return .unchanged(error.message)
                }
            }),
        PromptCase(
            screen: "Edit age", lines: { logIn + ["1", "2", $0, "", "b"] },
            outcome: { text in
                editedOptional(text, validate: Validation.age) { $0.age = $1 }
            }),
        PromptCase(
            screen: "Edit position", lines: { logIn + ["1", "3", $0, "", "b"] },
            outcome: { text in
                editedChoice(text, of: PlayerPosition.allCases) { $0.position = $1 }
            }),
        PromptCase(
            screen: "Edit skill", lines: { logIn + ["1", "4", $0, "", "b"] },
            outcome: { text in
                editedChoice(text, of: PlayerSkill.allCases) { $0.skill = $1 }
            }),
        PromptCase(
            screen: "Edit favourite team", lines: { logIn + ["1", "5", $0, "", "b"] },
            outcome: { text in
                editedOptional(text, validate: Validation.favouriteTeam) { $0.favouriteTeam = $1 }
            }),
        PromptCase(
            screen: "Edit after a failed save", lines: { logIn + ["1", "1", "New Name", $0] },
            outcome: { _ in
                .unchanged("Storage is unavailable: test: writes fail")
            }, failingWrites: true),

        // ConfirmPlayers
        PromptCase(screen: "Team sheet", lines: { logIn + ["s 1 2 3 4", "c", $0, "b", "x"] }, outcome: { _ in .unchanged() }),
        PromptCase(screen: "Team sheet m N team", lines: { logIn + ["s 1 2 3 4", "c", "m \($0) a", "m 1 \($0)", "b", "x"] }, outcome: { _ in .unchanged() }),

        // Gather (the unfinished match, resumed)
        PromptCase(screen: "Match", lines: { logIn + ["resume", $0] }, outcome: { _ in .unchanged() }),
        PromptCase(
            screen: "Match t mm:ss", lines: { logIn + ["resume", "t " + $0] },
            outcome: { _ in
                .unchanged(ValidationError.notADuration(field: .time).message)
            }),
        // Nothing adversarial is a yes or a no: the question is asked again.
        PromptCase(screen: "End confirmation", lines: { logIn + ["resume", "end", $0] }, outcome: { _ in .unchanged(Wording.yesOrNo) }),

        // History
        PromptCase(screen: "History", lines: { logIn + ["h", $0, "b"] }, outcome: { _ in .unchanged() }),
        PromptCase(screen: "History detail", lines: { logIn + ["h", "1", $0, "b", "b"] }, outcome: { _ in .unchanged() }),
    ]

    /// "Unknown command" for a word the screen does not know; nothing for a blank line.
    static func unknownCommand(_ text: String, known: Set<String>) -> String? {
        let word = CommandInput(text).word
        return word.isEmpty || known.contains(word) ? nil : "Unknown command"
    }

    static func failure<Value>(_ result: Result<Value, ValidationError>) -> String? {
        if case .failure(let error) = result { return error.message }
        return nil
    }

    static func edited(_ change: (inout PlayerDetails) -> Void) -> Outcome {
        var details = annSmith
        change(&details)
        return details == annSmith ? .unchanged() : Outcome(change: .updatedPlayer(details))
    }

    /// An optional text field's edit: blank keeps it, - clears it, anything else must pass `validate`.
    static func editedOptional<Value>(
        _ text: String, validate: (String) -> Result<Value?, ValidationError>, set: (inout PlayerDetails, Value?) -> Void
    ) -> Outcome {
        let answer = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if answer.isEmpty { return .unchanged() }
        switch answer == "-" ? .success(nil) : validate(answer) {
        case .success(let value): return edited { set(&$0, value) }
        case .failure(let error): return .unchanged(error.message)
        }
    }

    /// A choice field's edit: a number from the list, 0 or - for none, b to go back; anything else is refused.
    static func editedChoice<Choice>(
        _ text: String, of choices: [Choice], set: @escaping (inout PlayerDetails, Choice?) -> Void
    ) -> Outcome {
        let answer = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        if answer.isEmpty || word == "b" || word == "back" { return .unchanged() }
        if answer == "-" || answer == "0" { return edited { set(&$0, nil) } }
        guard case .success(let index?) = Validation.choice(answer, count: choices.count, field: .player(.position)) else { return .unchanged() }
        return edited { set(&$0, choices[index]) }
    }

}

/// The data every adversarial session starts from: two accounts; Ann's four players
/// (one with a wide name), a finished match and an unfinished one; Bob's one player.
struct SeededRoster {
    let ann: Int
    let annSmith: Int

    static func create(at file: URL) async throws -> SeededRoster {
        let store = try SQLiteStore(fileURL: file, passwordHasher: .fast)
        let ann = try await store.register(Credentials(username: "ann", password: "pass-word"))
        let players = store.playersService(for: ann)
        let annSmith = try await players.add(AdversarialPrompts.annSmith)
        let bob = try await players.add(PlayerDetails(name: "Bob", position: .goalkeeper, skill: .professional))
        let carla = try await players.add(PlayerDetails(name: "Carla Díaz", position: .midfielder, skill: .beginner))
        let taro = try await players.add(PlayerDetails(name: "山田太郎⚽", position: .defender, skill: .amateur))
        let teams = [
            GatherPlayer(player: annSmith, team: .teamA), GatherPlayer(player: carla, team: .teamA),
            GatherPlayer(player: bob, team: .teamB), GatherPlayer(player: taro, team: .teamB),
        ]
        let gathers = store.gathersService(for: ann)
        let finished = try await gathers.startGather(with: teams, at: Date(timeIntervalSince1970: 1_795_000_000))
        try await gathers.endGather(id: finished.id, score: Score(teamA: 2, teamB: 1), at: Date(timeIntervalSince1970: 1_795_003_600))
        let running = try await gathers.startGather(with: teams, at: Date(timeIntervalSince1970: 1_795_100_000))
        try await gathers.saveProgress(
            GatherProgress(score: Score(teamA: 1, teamB: 0), timer: GatherTimer(duration: 600, remaining: 540)), ofGather: running.id
        )
        let other = try await store.register(Credentials(username: "bob", password: "pass-word"))
        _ = try await store.playersService(for: other).add(PlayerDetails(name: "Zed", position: .winger))
        // One file, no -wal beside it, so a plain copy is the whole database.
        try DatabaseInspection(file).connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        return SeededRoster(ann: Int(ann.id) ?? -1, annSmith: annSmith.id)
    }

    /// A `players` row: (id, user_id, name, age, position, skill, favourite_team).
    static func player(in row: SQLiteRow) -> (id: Int, owner: Int, details: PlayerDetails)? {
        guard let id = row.int(0), let owner = row.int(1), let name = row.text(2) else { return nil }
        return (id, owner, PlayerDetails(name: name, age: row.int(3), position: row.rawValue(4), skill: row.rawValue(5), favouriteTeam: row.text(6)))
    }
}

extension AppServices {
    /// The same services, except that adding, changing or deleting a player always
    /// fails: reaches the "save failed" prompts.
    func failingPlayerWrites() -> AppServices {
        let faulty = FaultInjectingServices(
            authentication: authentication, rememberedUsernames: rememberedUsernames, userServices: userServices
        )
        faulty.fail(.addPlayer, .updatePlayer, .deletePlayer, times: nil, with: .unavailable("test: writes fail"))
        return AppServices(
            authentication: faulty, rememberedUsernames: faulty, userServices: faulty, storageDescription: storageDescription,
            clock: clock, timeZone: timeZone
        )
    }
}

/// Names of every width (CJK, emoji with modifiers and joiners, flags, combining
/// marks, right-to-left, fullwidth) keep every table's columns in line.
@MainActor
@Suite struct WideCharacterAlignmentTests {
    static let roster: [PlayerDetails] = [
        PlayerDetails(name: "山田太郎⚽", position: .defender, skill: .amateur),
        PlayerDetails(name: "Zoe\u{308} Ünal", position: .midfielder, skill: .beginner),
        PlayerDetails(name: "👩🏽‍🦱 Kim", position: .goalkeeper, skill: .professional),
        PlayerDetails(name: "🇯🇵 Ken", position: .winger, skill: .amateur),
        PlayerDetails(name: "مريم", position: .striker, skill: .beginner),
        PlayerDetails(name: "Ａｎｎａ", position: .striker, skill: .amateur),
        PlayerDetails(name: "Al", position: .defender, skill: .professional),
        PlayerDetails(name: "e\u{301}\u{301}mile ☃ 한국어", position: .goalkeeper, skill: .beginner),
    ]

    /// The columns each name takes on a terminal, counted by hand (glibc's wcwidth per
    /// character; an emoji sequence or a flag is one two-column glyph), so this check
    /// does not trust the `SafeText.width` it is checking.
    static let measuredWidths: [String: Int] = [
        "山田太郎⚽": 10, "Zoe\u{308} Ünal": 8, "👩🏽‍🦱 Kim": 6, "🇯🇵 Ken": 6, "مريم": 4, "Ａｎｎａ": 8, "Al": 2,
        "e\u{301}\u{301}mile ☃ 한국어": 14,
    ]

    @Test func theListsPositionColumnStartsWhereItsHeaderDoes_measuredByHand() async throws {
        let directory = TemporaryDataDirectory()
        try directory.create()
        defer { directory.remove() }
        let store = try SQLiteStore(fileURL: directory.database, passwordHasher: .fast)
        let ann = try await store.register(Credentials(username: "ann", password: "pass-word"))
        for details in Self.roster { _ = try await store.playersService(for: ann).add(details) }

        let terminal = ScriptedTerminal(lines: ["l", "ann", "pass-word"], width: 80)
        _ = await FootballGatherApp.run(services: try AppServices.sqlite(directory.database), terminal: terminal)

        let (header, rows) = try #require(Self.lastTable(in: terminal.output, headerPrefix: " #  Name"))
        // The header is ASCII: its characters are its columns.
        let headerPosition = try #require(header.range(of: "Pos")).lowerBound.utf16Offset(in: header)
        #expect(rows.count == Self.roster.count)
        for details in Self.roster {
            // As drawn: a skin tone is left out, for terminals draw it differently.
            let name = details.name
            let shown = SafeText.sanitize(name)
            let row = try #require(rows.first { $0.contains(shown) }, "no row for \(name)")
            let nameRange = try #require(row.range(of: shown))
            let before = row[..<nameRange.lowerBound]
            let after = row[nameRange.upperBound...]
            let gap = after.prefix { $0 == " " }.count
            let position = before.count + (Self.measuredWidths[name] ?? -1) + gap
            #expect(position == headerPosition, "“\(row)”: Pos at column \(position), header at \(headerPosition)")
            #expect(after.dropFirst(gap).hasPrefix(details.position?.acronym ?? "?"), "\(row)")
        }
    }

    @Test(arguments: [80, 48])
    func everyTableLinesUp(width: Int) async throws {
        let directory = TemporaryDataDirectory()
        try directory.create()
        defer { directory.remove() }
        let store = try SQLiteStore(fileURL: directory.database, passwordHasher: .fast)
        let ann = try await store.register(Credentials(username: "ann", password: "pass-word"))
        for details in Self.roster { _ = try await store.playersService(for: ann).add(details) }

        let terminal = ScriptedTerminal(
            lines: [
                "l", "ann", "pass-word", "s", "1 2 3 4 5 6 7 8", "c", "auto", "start", "a+", "end", "y", "h", "1",
            ], width: width)
        let status = await FootballGatherApp.run(services: try AppServices.sqlite(directory.database), terminal: terminal)
        #expect(status == 0)
        let output = terminal.output
        #expect(TerminalSafety.violations(in: output) == [])

        let tables: [(name: String, header: String, rightAligned: Set<Int>, fits: Bool)] = [
            ("player list", " #  Name", [0], true),
            ("selection", " #  Play", [0], true),
            ("team sheet", " Team A (", [], true),
            ("match", " Team A ", [], true),
            ("history", " #  Date", [0], true),
            ("history detail", " Team ", [], true),
        ]
        for table in tables {
            let (header, rows) = try #require(Self.lastTable(in: output, headerPrefix: table.header), "no \(table.name) table")
            #expect(!rows.isEmpty, "\(table.name)")
            // A narrow team sheet stacks its groups: one column each, nothing to line up across.
            if TableAlignment.columnStarts(ofHeader: header).count > 1 {
                let problems = TableAlignment.problems(header: header, rows: rows, rightAligned: table.rightAligned)
                #expect(problems == [], "\(table.name) at \(width) columns:\n\(([header] + rows).joined(separator: "\n"))")
            }
            if table.fits {
                #expect((([header] + rows).map(SafeText.width).max() ?? 0) <= width, "\(table.name) is wider than the terminal")
            }
        }
        // On the team sheet each column lines up its positions too.
        let (sheetHeader, sheetRows) = try #require(Self.lastTable(in: output, headerPrefix: " Team A ("))
        let starts = TableAlignment.columnStarts(ofHeader: sheetHeader)
        for column in starts.indices {
            let positions = sheetRows.compactMap { TableAlignment.cells(of: $0, at: starts)?[column] }
                .filter { !$0.allSatisfy { $0 == " " } }
                .map { cell in Self.positionColumn(in: cell) }
            #expect(Set(positions).count <= 1, "team sheet column \(column + 1): positions at \(positions)")
        }
    }

    /// The header line starting with `headerPrefix` in the last screen that has one, and the rows under it.
    static func lastTable(in output: String, headerPrefix: String) -> (header: String, rows: [String])? {
        let lines = output.components(separatedBy: "\n")
        guard let headerIndex = lines.lastIndex(where: { $0.hasPrefix(headerPrefix) }) else { return nil }
        let rows = lines[(headerIndex + 1)...].prefix { !$0.isEmpty }
        return (lines[headerIndex], Array(rows))
    }

    /// The display column of the position acronym in a team-sheet cell ("3 Name  ST  am"): after the
    /// name's gap, before the skill, the cell's last word.
    static func positionColumn(in cell: String) -> Int {
        let text = cell.trimmingCharacters(in: .whitespaces)
        guard let skill = text.range(of: " ", options: .backwards) else { return -1 }
        let withoutSkill = text[..<skill.lowerBound].trimmingCharacters(in: .whitespaces)
        guard let gap = withoutSkill.range(of: "  ", options: .backwards) else { return -1 }
        return SafeText.width(String(withoutSkill[..<gap.lowerBound])) + 2
    }
}

/// Bytes that are not UTF-8, typed into the real binary through a pipe: the app
/// reads them as U+FFFD, shows only valid UTF-8, and stores only valid UTF-8.
@Suite struct RawBytesThroughTheBinaryTests {
    static let rawInputs: [(name: String, bytes: [UInt8])] = [
        ("0xFF 0xFE", [0xFF, 0xFE]),
        ("invalid second byte", [0x63, 0x61, 0x66, 0xC3, 0x28]),
        ("truncated sequence", [0xE2, 0x82]),
        ("overlong slash", [0xC0, 0xAF]),
        ("UTF-16 surrogate", [0xED, 0xA0, 0x80]),
        ("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
        ("lone 0x9B (CSI on an 8-bit terminal)", [0x41, 0x9B, 0x32, 0x4A]),
        ("raw ESC [ 2 J", [0x1B, 0x5B, 0x32, 0x4A, 0x42]),
        ("UTF-8 C1 CSI", [0xC2, 0x9B, 0x33, 0x31, 0x6D]),
    ]

    /// Slow set; in every run, AdversarialInputTests brings invalid UTF-8 as read to the prompts in-process,
    /// and ScreenLoopTests and SafeTextTests read and show such bytes.
    @Test(SlowTests.only) func invalidUTF8AtEveryKindOfPromptIsShownAndStoredAsValidText() async throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        // Both accounts are made beforehand with a fast hash: a real one costs a third of a second
        // of CPU, and registering is checked through the binary elsewhere. Raw's password is what the
        // app reads from "pass-word" and one invalid byte.
        try await AppBinary.makeAccount("ann", password: "pass-word", in: directory.url)
        try await AppBinary.makeAccount("raw", password: "pass-word\u{FFFD}", in: directory.url)
        var input = Array("l\nann\npass-word\n".utf8)
        func line(_ parts: [UInt8]...) { input += parts.joined() + [0x0A] }
        for (_, bytes) in Self.rawInputs {
            line(bytes)  // player list command
            line(Array("a".utf8)); line(bytes)  // new player's name
            for _ in 1...3 { line([]) }  // age, position, skill (or cancelled: the list)
            line(Array("Zed".utf8) + bytes)  // favourite team
            line(Array("1".utf8)); line(Array("5".utf8)); line(bytes); line([]); line(Array("b".utf8))  // edit team
            line(Array("s 1 2".utf8)); line(Array("c".utf8)); line(bytes); line(Array("m 1 a ".utf8) + bytes)
            line(Array("b".utf8)); line(Array("x".utf8))  // team sheet, back
            line(Array("h".utf8)); line(bytes); line(Array("b".utf8))  // history
        }
        // Logged out: the menu, a username and a password made of invalid bytes.
        line(Array("o".utf8))
        for (_, bytes) in Self.rawInputs { line(bytes) }
        line(Array("l".utf8)); line(Array("raw".utf8)); line(Array("pass-word".utf8) + [0xFE])
        line(Array("o".utf8)); line(Array("l".utf8)); line([0xFF, 0xFE]); line(Array("pass-word".utf8))

        let child = try ChildProcess(AppBinary.url, arguments: ["--data-dir", directory.url.path], environment: AppBinary.environment())
        child.send(input)
        let termination = await child.finish()

        #expect(termination == .exited(0), "\(child.errorText)")
        #expect(TerminalSafety.isValidUTF8(child.output), "the output is not valid UTF-8")
        #expect(!child.output.contains(0x1B), "an escape reached the terminal")
        #expect(TerminalSafety.violations(in: child.text) == [])
        // An invalid byte reads as U+FFFD wherever it is typed: raw's password logs in.
        let screens = child.text.components(separatedBy: "Football Gather · ")
        #expect(screens.contains { $0.hasPrefix("Players") && $0.contains("raw") })
        #expect(child.text.contains("Wrong username or password."))

        let inspection = try DatabaseInspection(directory.database)
        #expect(try inspection.problems() == [])
        let stored = try inspection.connection.query(
            "SELECT hex(name) FROM players UNION ALL SELECT hex(favourite_team) FROM players WHERE favourite_team IS NOT NULL UNION ALL SELECT hex(username) FROM users"
        )
        #expect(stored.count > Self.rawInputs.count)
        for row in stored {
            let bytes = Self.bytes(fromHex: row.text(0) ?? "")
            #expect(TerminalSafety.isValidUTF8(bytes), "stored text is not UTF-8: \(row.text(0) ?? "")")
            #expect(!bytes.contains(0x1B))
        }
        #expect(try inspection.playerNames(of: "ann").contains("\u{FFFD}\u{FFFD}"))
        let teams = try inspection.connection.query("SELECT favourite_team FROM players").compactMap { $0.text(0) }
        #expect(teams.contains("Zed\u{FFFD}\u{FFFD}"))
    }

    static func bytes(fromHex hex: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex), index < hex.endIndex {
            bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return bytes
    }
}
