import Domain
import Foundation
import SQLiteStorage
import SeededRandom
import StorageSupport
import Synchronization
import TerminalUI
import TestSupport
import Testing

@testable import FootballGatherApp

/// Random lines — valid commands, numbers, field values and garbage, with ticks of
/// the clock — through the composed app on a real SQLite file, session after
/// session. Nothing may crash, nothing unsafe may reach the terminal, and the file
/// must be consistent afterwards.
///
/// Reproducible: the seed is printed; `FOOTBALLGATHER_FUZZ_SEED=<n>` runs it again,
/// `FOOTBALLGATHER_FUZZ_LINES=<n>` sets the number of lines (1 000, or 100 000 with
/// `FOOTBALLGATHER_SLOW_TESTS=1`).
@MainActor
@Suite struct FuzzTests {
    /// Screens and news the fuzz must reach, so it is known to go deep.
    static let screens = [
        "· Login", "· Players", "· Select players", "· New player", "· Edit ", "· Team sheet",
        "· Match in progress", "· History", "\n Personal\n", "Time is up!", "Deleted ", "is now",
    ]
    /// What ordinary use must never show: the store failing.
    static let alarms = ["Storage is unavailable", "Something unexpected happened", "database is locked"]

    @Test(.timeLimit(.minutes(20)))
    func randomLinesThroughTheAppLeaveAConsistentDatabase() async throws {
        let seed = SlowTests.seed("FOOTBALLGATHER_FUZZ_SEED", fallback: 20_251_123)
        let lineCount = SlowTests.count("FOOTBALLGATHER_FUZZ_LINES", quick: 1_000, slow: 100_000)
        let directory = TemporaryDataDirectory()
        try directory.create()
        defer { directory.remove() }
        let clock = ManualClock()
        let input = FuzzInput(seed: seed, lines: lineCount)
        let started = ContinuousClock.now
        var sessions = 0
        var bytes = 0
        var screensSeen: Set<String> = []

        while !input.isExhausted {
            sessions += 1
            input.startSession()
            let terminal = CountingTerminal(width: input.nextWidth(), markers: Self.screens + Self.alarms) { input.next() }
            let services = try AppServices.sqlite(directory.database, clock: clock)
            let status = await FootballGatherApp.run(services: services, terminal: terminal)
            clock.advance(by: 3_600)
            #expect(status == 0, "session \(sessions) (seed \(seed))")
            #expect(terminal.violations == [], "session \(sessions) (seed \(seed))")
            bytes += terminal.bytesWritten
            screensSeen.formUnion(terminal.markersSeen)
        }

        let elapsed = started.duration(to: .now)
        print("fuzz: seed \(seed), \(input.consumed) lines and \(input.ticks) ticks in \(sessions) sessions, \(bytes) bytes of output, \(elapsed)")
        #expect(input.consumed >= lineCount)
        #expect(Set(Self.screens).subtracting(screensSeen).isEmpty, "never reached: \(Set(Self.screens).subtracting(screensSeen).sorted())")
        #expect(screensSeen.intersection(Self.alarms).isEmpty, "the store failed: \(screensSeen.intersection(Self.alarms).sorted())")

        let inspection = try DatabaseInspection(directory.database)
        #expect(try inspection.problems() == [], "seed \(seed)")
        let users = try inspection.connection.query("SELECT id, username FROM users").compactMap { row in
            row.int(0).flatMap { id in row.text(1).map { User(id: String(id), username: $0) } }
        }
        let players = try inspection.connection.query("SELECT COUNT(*) FROM players").first?.int(0) ?? 0
        let gathers = try inspection.connection.query("SELECT COUNT(*) FROM gathers").first?.int(0) ?? 0
        print("fuzz: the file holds \(users.count) users, \(players) players, \(gathers) gathers")
        #expect(!users.isEmpty && players > 0 && gathers > 0, "the fuzz never got far enough to store anything")
        // What is stored can be read back for every account, through the app's own services.
        let store = try SQLiteStore(fileURL: directory.database, passwordHasher: .fast)
        for user in users {
            _ = try await store.playersService(for: user).players()
            _ = try await store.gathersService(for: user).finishedGathers()
            _ = try await store.gathersService(for: user).unfinishedGather()
        }
    }
}

/// The fuzz's keyboard: lines drawn from a seeded generator, one at a time as the
/// app reads them, so the count of lines the app really handled is exact.
final class FuzzInput: Sendable {
    private struct State {
        var generator: SeededGenerator
        var queue: [TerminalEvent] = []
        var consumed = 0
        var ticks = 0
        var sessionLeft = 0
        var sessionEnded = true
    }

    private let state: Mutex<State>
    private let total: Int

    init(seed: UInt64, lines: Int) {
        state = Mutex(State(generator: SeededGenerator(seed: seed)))
        total = lines
    }

    var consumed: Int { state.withLock { $0.consumed } }
    var ticks: Int { state.withLock { $0.ticks } }
    var isExhausted: Bool { state.withLock { $0.consumed >= total } }

    /// A new start of the app: at most a few thousand lines, unless it quits sooner.
    func startSession() {
        state.withLock { state in
            state.sessionLeft = Int.random(in: 50...5_000, using: &state.generator)
            state.sessionEnded = false
            state.queue.removeAll()
        }
    }

    /// A terminal width for the session, narrow or wide.
    func nextWidth() -> Int {
        state.withLock { [40, 60, 80, 80, 120, 160].randomElement(using: &$0.generator) ?? 80 }
    }

    func next() -> TerminalEvent? {
        state.withLock { state in
            if state.sessionEnded { return nil }
            if state.sessionLeft <= 0 || state.consumed >= total {
                state.sessionEnded = true
                return .endOfInput
            }
            if state.queue.isEmpty { state.queue = Self.events(using: &state.generator) }
            let event = state.queue.removeFirst()
            switch event {
            case .line, .key:
                state.consumed += 1
                state.sessionLeft -= 1
            case .tick:
                state.ticks += 1
            case .resize, .update, .endOfInput:
                break
            }
            return event
        }
    }

    // MARK: - What a user might type

    static let usernames = ["ann", "bob", "u1", "u2", "山田"]
    static let names = ["Ann", "Bob Smith", "Carla Díaz", "山田太郎⚽", "Zoe\u{308}", "👩🏽‍🦱 Kim", "مريم", "O'Brien", "Al"]
    static let commands = [
        "l", "r", "m", "a", "d", "d 1", "d 2", "d 99", "s", "s 1 2", "s 1 2 3 4", "s 2 3", "1 3", "c", "x", "h", "o",
        "resume", "discard", "y", "n", "yes", "b", "back", "auto", "start", "m 1 a", "m 2 b", "m 3 bench", "m 1 2 a",
        "a+", "a-", "b+", "b-", "p", "r", "t 7:30", "t 0:03", "t 99:59", "end", "retry", "?", "help", "-", "0",
        "s 1 1 1", "m", "m a", "t", "d -1", "s -3 4",
    ]

    /// The next few events: a whole task (a login, a new player, a match) or a single odd line.
    static func events(using generator: inout SeededGenerator) -> [TerminalEvent] {
        func pick(_ items: [String]) -> String { items.randomElement(using: &generator) ?? "" }
        func value() -> String {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<4: return pick(names)
            case 4..<6: return String(Int.random(in: -5...130, using: &generator))
            case 6: return ""
            case 7: return AdversarialInput.all.randomElement(using: &generator)?.text ?? ""
            default: return garbage(using: &generator)
            }
        }
        let lines: [String]
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<6: lines = ["l", pick(usernames), Int.random(in: 0..<10, using: &generator) == 0 ? "wrong" : "pass-word"]
        case 6..<8: lines = ["r", Int.random(in: 0..<4, using: &generator) == 0 ? value() : pick(usernames), "pass-word", "pass-word"]
        case 8..<16: lines = ["a", value(), value(), value(), value(), value()]
        case 16..<22: lines = ["d \(Int.random(in: 1...6, using: &generator))", pick(["y", "y", "n", value()])]
        case 22..<28:
            let count = Int.random(in: 2...6, using: &generator)
            lines = ["s " + (1...count).map(String.init).joined(separator: " "), "c", pick(["auto", "m 1 a", "m 1 2 a", "auto"]), "m 2 b", "start"]
        case 28..<34: lines = (0..<Int.random(in: 1...6, using: &generator)).map { _ in pick(["a+", "b+", "a-", "b-"]) }
        case 34..<38:
            let ticks = Array(repeating: TerminalEvent.tick, count: Int.random(in: 1...12, using: &generator))
            // Both halves: s starts the second at half-time.
            return [.line("t 0:0\(Int.random(in: 1...9, using: &generator))"), .line("s")] + ticks + [.line("s")] + ticks
        case 38..<40: return Array(repeating: .tick, count: Int.random(in: 1...30, using: &generator))
        case 40..<44: lines = ["end", pick(["y", "y", "n", value()])]
        case 44..<47: lines = ["h", String(Int.random(in: 0...3, using: &generator)), "b"]
        case 47..<52: lines = [String(Int.random(in: 1...4, using: &generator)), String(Int.random(in: 1...5, using: &generator)), value()]
        case 52..<54: lines = [pick(["resume", "discard"]), pick(["y", "n", "s", "a+"])]
        case 54..<56: lines = ["o"]
        case 56: lines = [pick(["q", "quit", "exit"])]
        case 57..<60:
            // The straight way to a match, so that even a short run goes deep: two valid players, all picked.
            let first = pick(names)
            let second = pick(names)
            lines = ["a", first, "", "", "", "", "a", second, "", "", "", "", "s all", "c", "auto", "start"]
        case 60..<62:
            // The straight way through a player's life: added, opened, one field changed, deleted.
            lines = ["a", pick(names), "", "", "", "", "1", "2", String(Int.random(in: 1...120, using: &generator)), "b", "d 1", "y"]
        case 62..<80: lines = [pick(commands)]
        case 80..<88: lines = [value()]
        default: lines = [garbage(using: &generator)]
        }
        return lines.map { .line($0) }
    }

    /// A line of random characters from every troublesome family.
    static func garbage(using generator: inout SeededGenerator) -> String {
        let families: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x20...0x7E, 0x00...0x1F, 0x7F...0x9F, 0xA0...0x24F, 0x300...0x36F, 0x590...0x6FF,
            0x200B...0x206F, 0x3040...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xE000...0xF8FF, 0xFE00...0xFE0F,
            0xFF00...0xFFEF, 0x1F1E6...0x1F1FF, 0x1F300...0x1FAFF, 0xE0000...0xE007F, 0x10FFF0...0x10FFFD,
        ]
        let longest = Int.random(in: 0..<20, using: &generator) == 0 ? 300 : 24
        let length = Int.random(in: 0...longest, using: &generator)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            let family = families.randomElement(using: &generator) ?? 0x20...0x7E
            if let scalar = Unicode.Scalar(UInt32.random(in: family, using: &generator)), scalar != "\n" {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
