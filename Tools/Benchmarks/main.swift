// fgbench: the in-process half of Tools/benchmark. Each command does one piece of
// work through the app's own services (release build) and prints its timing as JSON.
// The Python side repeats runs, measures peak memory and compares with sqlite3.
import Domain
import Foundation
import SQLiteStorage
import SeededRandom
import StorageSupport

struct Arguments {
    var values: [String: String] = [:]

    init(_ list: ArraySlice<String>) throws {
        var rest = list
        while let key = rest.popFirst() {
            guard key.hasPrefix("--"), let value = rest.popFirst() else { throw BenchError("expected --name value, got \(key)") }
            values[String(key.dropFirst(2))] = value
        }
    }

    func string(_ name: String) throws -> String {
        guard let value = values[name] else { throw BenchError("missing --\(name)") }
        return value
    }

    func int(_ name: String, default fallback: Int) throws -> Int {
        guard let text = values[name] else { return fallback }
        guard let value = Int(text) else { throw BenchError("--\(name) must be a number") }
        return value
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Seconds of wall time the work took, on the monotonic clock.
@MainActor
func measure(_ work: () async throws -> Void) async rethrows -> Double {
    let start = ContinuousClock.now
    try await work()
    let elapsed = start.duration(to: .now)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func report(_ fields: [String: Double]) {
    let body = fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
    print("{\(body)}")
}

/// Logs in, registering the account first when the database does not have it yet.
func signIn(_ store: SQLiteStore, _ arguments: Arguments) async throws -> User {
    let credentials = Credentials(username: try arguments.string("username"), password: try arguments.string("password"))
    do {
        return try await store.logIn(credentials)
    } catch ServiceError.wrongCredentials {
        return try await store.register(credentials)
    }
}

func openStore(_ arguments: Arguments) throws -> SQLiteStore {
    try SQLiteStore(fileURL: DataDirectory.prepare(URL(fileURLWithPath: try arguments.string("data-dir"))))
}

/// A seeded roster: the same names and details for the same seed.
extension SeededGenerator {
    static let firstNames = ["Ann", "Bob", "Carla", "Dmitri", "Eve", "Femi", "Gus", "Hana", "Ivo", "Jun", "Kai", "Lea"]
    static let lastNames = ["Smith", "Díaz", "Okafor", "Ivanova", "Tanaka", "Müller", "Rossi", "Khan", "Silva", "Novak"]

    mutating func player(_ number: Int) -> PlayerDetails {
        PlayerDetails(
            name: "\(Self.firstNames.randomElement(using: &self) ?? "Ann") \(Self.lastNames.randomElement(using: &self) ?? "Smith") \(number)",
            age: Int.random(in: 16...60, using: &self),
            position: PlayerPosition.allCases.randomElement(using: &self),
            skill: PlayerSkill.allCases.randomElement(using: &self),
            favouriteTeam: Bool.random(using: &self) ? "Arsenal" : nil
        )
    }
}

@MainActor
func run(_ command: String, _ arguments: Arguments) async throws {
    switch command {
    case "hash":
        // The first hash also loads and initialises libcrypto: time the later ones, as a login does.
        let hasher = PasswordHasher.pbkdf2()
        _ = try hasher.hash("warm up")
        var runs: [Double] = []
        for _ in 0..<3 {
            runs.append(try await measure { _ = try hasher.hash("correct horse battery staple") })
        }
        report(["hash_seconds": runs.sorted()[1], "iterations": Double(hasher.iterations)])
    case "add-players":
        let store = try openStore(arguments)
        let players = store.playersService(for: try await signIn(store, arguments))
        var generator = SeededGenerator(seed: UInt64(try arguments.int("seed", default: 42)))
        let roster = (0..<(try arguments.int("count", default: 1_000))).map { generator.player($0) }
        let seconds = try await measure {
            for details in roster { _ = try await players.add(details) }
        }
        report(["seconds": seconds, "count": Double(roster.count)])
    case "import-players":
        // What `import players FILE` does, question aside: read the file, check every row, match the
        // roster by name, add the new players in one step.
        let store = try openStore(arguments)
        let players = store.playersService(for: try await signIn(store, arguments))
        let file = URL(fileURLWithPath: try arguments.string("file"))
        var count = 0
        let seconds = try await measure {
            let sheet = try RosterCSV.read(try Data(contentsOf: file)).get()
            let plan = RosterImport(path: file.path, sheet: sheet, roster: try await players.players())
            count = try await players.addAll(plan.toAdd).count
        }
        report(["seconds": seconds, "count": Double(count)])
    case "gather":
        let store = try openStore(arguments)
        let user = try await signIn(store, arguments)
        let players = store.playersService(for: user)
        let gathers = store.gathersService(for: user)
        let size = try arguments.int("players", default: 22)
        var roster = try await players.players()
        var generator = SeededGenerator(seed: 7)
        while roster.count < size { roster.append(try await players.add(generator.player(roster.count))) }
        let teams = roster.prefix(size).enumerated().map { GatherPlayer(player: $1, team: $0 % 2 == 0 ? .teamA : .teamB) }
        // Several in a row, reported per gather: one takes about a millisecond.
        let times = try arguments.int("times", default: 1)
        let seconds = try await measure {
            for _ in 0..<times {
                let gather = try await gathers.startGather(with: teams, at: Date())
                try await gathers.endGather(id: gather.id, score: Score(teamA: 2, teamB: 1), at: Date())
            }
        }
        report(["seconds": seconds / Double(max(1, times)), "players": Double(size), "times": Double(times)])
    case "load-players":
        let store = try openStore(arguments)
        let players = store.playersService(for: try await signIn(store, arguments))
        var count = 0
        // The first load reads the file from the page cache; `--times` shows steady state too.
        var runs: [Double] = []
        for _ in 0..<(try arguments.int("times", default: 1)) {
            runs.append(try await measure { count = try await players.players().count })
        }
        report(["seconds": runs[0], "fastest_seconds": runs.min() ?? runs[0], "count": Double(count)])
    case "sort-players":
        // What every store does to the roster it reads (`players()`), without the reading: the seeded
        // names (accented ones among them, each ending in a number) in a shuffled order, sorted as
        // people sort names. The first sort folds each accented letter through Foundation once.
        var generator = SeededGenerator(seed: UInt64(try arguments.int("seed", default: 42)))
        let count = try arguments.int("count", default: 10_000)
        let roster = (0..<count).map { Player(id: $0 + 1, details: generator.player($0)) }.shuffled(using: &generator)
        var runs: [Double] = []
        for _ in 0..<(try arguments.int("times", default: 1)) {
            runs.append(await measure { _ = roster.sortedByName() })
        }
        var fields = ["seconds": runs[0], "fastest_seconds": runs.min() ?? runs[0], "count": Double(count)]
        if try arguments.int("foundation", default: 0) == 1 {
            // Foundation's "as the Finder sorts" comparison, for the record: one sort.
            fields["foundation_seconds"] = await measure {
                _ = roster.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
            }
        }
        report(fields)
    case "seed-group":
        // The data set of the keypress benchmark: a roster and a history, through the store's services.
        let store = try openStore(arguments)
        let user = try await signIn(store, arguments)
        report(
            try await seedGroup(
                store, user: user, players: try arguments.int("players", default: 10_000), matches: try arguments.int("matches", default: 1_000),
                seed: UInt64(try arguments.int("seed", default: 42))))
    default:
        throw BenchError("unknown command \(command); commands: hash, add-players, import-players, gather, load-players, sort-players, seed-group")
    }
}

let arguments = CommandLine.arguments
do {
    guard arguments.count >= 2 else { throw BenchError("usage: fgbench COMMAND [--name value …]") }
    try await run(arguments[1], Arguments(arguments.dropFirst(2)))
} catch {
    FileHandle.standardError.write(Data("fgbench: \(error)\n".utf8))
    exit(1)
}
