import Domain
import Foundation
import LastLoadedInterface
import StorageSupport
import Synchronization

/// One user's roster and history as last loaded from the server, kept in this server's
/// records database as JSON, a row per kind. Anything that can't be written or read back
/// (no data directory, a damaged file, JSON of another shape) counts as no copy.
struct RemoteLastLoadedCopies: LastLoadedCopies {
    let database: RemoteRecordsDatabase
    let userID: String
    let kept: RemoteKeptCopies

    private enum Kind: String {
        case players
        case history
        case records
    }

    /// Written after the call returns (see `RemoteKeptCopies.writeLater`).
    func keep(players: [Player], at date: Date) async {
        kept.writeLater { await write(players.map(StoredPlayer.init), as: .players, at: date) }
    }

    /// The matches not sent yet are left out: they are in this database already, and join the copy as it is read.
    func keep(history: [Gather], at date: Date) async {
        kept.writeLater { await write(history.filter { !$0.notSentYet }.map(StoredGather.init), as: .history, at: date) }
    }

    /// In the roster's order, whichever order the version that kept it listed players in.
    func players() async -> LastLoaded<[Player]>? {
        await copy(of: [StoredPlayer].self, kind: .players).map { LastLoaded($0.value.map(\.player).sortedByName(), loadedAt: $0.loadedAt) }
    }

    /// With the matches played since that wait to be sent, first, as the live history lists them. With no
    /// copy, those matches alone, as known when the last of them ended.
    func history() async -> LastLoaded<[Gather]>? {
        await kept.written()
        let copy = await copy(of: [StoredGather].self, kind: .history)
        let recorded = await RemoteGatherRecords(database: database).records(of: userID, waitingOnly: true)
        let waiting = RemoteGatherRecords.waitingResults(in: recorded).map { id, record in
            record.finished(as: id, notSentYet: true)
        }
        guard let loadedAt = copy?.loadedAt ?? waiting.compactMap(\.endedAt).max() else { return nil }
        return LastLoaded(waiting + (copy?.value ?? []).map(\.gather), loadedAt: loadedAt)
    }

    func keep(records: RecordsTable, at date: Date) async {
        kept.writeLater { await write(StoredRecords(records), as: .records, at: date) }
    }

    func records() async -> LastLoaded<RecordsTable>? {
        await copy(of: StoredRecords.self, kind: .records).map { LastLoaded($0.value.table, loadedAt: $0.loadedAt) }
    }

    /// A copy the same as the one this store last kept is only dated anew, if the row still holds it (another
    /// window may have kept another since): encoding a roster of thousands takes longer than loading it.
    private func write<Value: Encodable & Equatable & Sendable>(_ value: Value, as kind: Kind, at date: Date) async {
        let key = kind.rawValue + " " + userID
        if let last = kept.last(key, as: Value.self), last.value == value {
            let redated = try? await database.writeCopy { [userID] connection in
                try connection.execute(
                    "UPDATE last_loaded SET loaded_at = ? WHERE user_id = ? AND kind = ? AND json = ?", date, userID, kind.rawValue, last.json
                )
                return connection.changes == 1
            }
            if redated == true { return }
        }
        guard let data = try? JSONEncoder().encode(value) else { return }
        let json = String(decoding: data, as: UTF8.self)
        let written = try? await database.writeCopy { [userID] connection in
            try connection.execute(
                "INSERT OR REPLACE INTO last_loaded (user_id, kind, loaded_at, json) VALUES (?, ?, ?, ?)",
                userID, kind.rawValue, date, json
            )
            return true
        }
        if written == true { kept.remember(value, json: json, as: key) }
    }

    private func copy<Value: Decodable & Sendable>(of type: Value.Type, kind: Kind) async -> LastLoaded<Value>? {
        await kept.written()
        let rows = try? await database.read { [userID] connection in
            try connection.query("SELECT loaded_at, json FROM last_loaded WHERE user_id = ? AND kind = ?", userID, kind.rawValue)
        }
        guard let row = rows?.first, let loadedAt = row.date(0), let json = row.text(1),
            let value = try? JSONDecoder().decode(type, from: Data(json.utf8))
        else { return nil }
        return LastLoaded(value, loadedAt: loadedAt)
    }
}

/// What a store last kept as each copy (by kind and user): the value and the JSON it wrote for it;
/// and the copies it is still writing.
final class RemoteKeptCopies: Sendable {
    private struct Entry: Sendable {
        let value: any Sendable
        let json: String
    }

    private let entries = Mutex<[String: Entry]>([:])
    /// The last write begun: each waits for the one before, so copies are written in the order kept.
    private let lastWrite = Mutex<Task<Void, Never>?>(nil)

    /// Writes a copy after the call returns, while the screen that loaded it is drawn: encoding a roster
    /// of thousands takes longer than drawing it. A copy is kept to be read later, so every read waits for
    /// the writes before it (`written`), and so does the end of the app.
    func writeLater(_ write: @escaping @Sendable () async -> Void) {
        lastWrite.withLock { last in
            let before = last
            last = Task {
                await before?.value
                await write()
            }
        }
    }

    /// Returns once every copy kept before the call is written.
    func written() async {
        await lastWrite.withLock { $0 }?.value
    }

    func last<Value: Sendable>(_ key: String, as type: Value.Type) -> (value: Value, json: String)? {
        guard let entry = entries.withLock({ $0[key] }), let value = entry.value as? Value else { return nil }
        return (value, entry.json)
    }

    func remember(_ value: some Sendable, json: String, as key: String) {
        entries.withLock { $0[key] = Entry(value: value, json: json) }
    }
}

/// A player as a copy keeps it; enum values are kept by name, and unknown ones read as "not set".
struct StoredPlayer: Codable, Equatable, Sendable {
    var id: Int
    var name: String
    var age: Int?
    var position: String?
    var skill: String?
    var favouriteTeam: String?

    init(_ player: Player) {
        id = player.id
        name = player.name
        age = player.age
        position = player.position?.rawValue
        skill = player.skill?.rawValue
        favouriteTeam = player.favouriteTeam
    }

    var player: Player {
        Player(
            id: id,
            details: PlayerDetails(
                name: name, age: age, position: position.flatMap(PlayerPosition.init(rawValue:)),
                skill: skill.flatMap(PlayerSkill.init(rawValue:)), favouriteTeam: favouriteTeam
            ))
    }
}

/// The records table as the copy keeps it.
private struct StoredRecords: Codable, Equatable, Sendable {
    struct Entry: Codable, Equatable, Sendable {
        var id: Int
        var name: String
        var won, drawn, lost, resultUnknown, goals: Int
        var isDeleted: Bool
    }

    var records: [Entry]
    var undatedMatchesLeftOut: Int
    /// Absent from a copy an earlier version kept.
    var matchesNotSentYet: Int?

    init(_ table: RecordsTable) {
        records = table.records.map {
            Entry(
                id: $0.id, name: $0.name, won: $0.won, drawn: $0.drawn, lost: $0.lost, resultUnknown: $0.resultUnknown,
                goals: $0.goals, isDeleted: $0.isDeleted)
        }
        undatedMatchesLeftOut = table.undatedMatchesLeftOut
        matchesNotSentYet = table.matchesNotSentYet
    }

    var table: RecordsTable {
        RecordsTable(
            records: records.map {
                PlayerRecord(
                    id: $0.id, name: $0.name, won: $0.won, drawn: $0.drawn, lost: $0.lost, resultUnknown: $0.resultUnknown,
                    goals: $0.goals, isDeleted: $0.isDeleted)
            }, undatedMatchesLeftOut: undatedMatchesLeftOut, matchesNotSentYet: matchesNotSentYet ?? 0)
    }
}

private struct StoredGather: Codable, Equatable, Sendable {
    struct Entry: Codable, Equatable, Sendable {
        var playerID: Int?
        var name: String
        var position: String?
        var skill: String?
        var team: String
        var goals: Int
    }

    var id: UUID
    var players: [Entry]
    var score: String?
    var winner: String?
    var startedAt: Date?
    var endedAt: Date?

    init(_ gather: Gather) {
        id = gather.id
        players = gather.players.map {
            Entry(
                playerID: $0.playerID, name: $0.name, position: $0.position?.rawValue, skill: $0.skill?.rawValue,
                team: $0.team.rawValue, goals: $0.goals)
        }
        score = gather.score?.description
        winner = gather.winner?.rawValue
        startedAt = gather.startedAt
        endedAt = gather.endedAt
    }

    var gather: Gather {
        Gather(
            id: id,
            players: players.map {
                GatherPlayer(
                    playerID: $0.playerID, name: $0.name, position: $0.position.flatMap(PlayerPosition.init(rawValue:)),
                    skill: $0.skill.flatMap(PlayerSkill.init(rawValue:)), team: Team(rawValue: $0.team) ?? .bench,
                    goals: max($0.goals, 0))
            },
            score: score.flatMap(Score.init), winner: winner.flatMap(Winner.init(rawValue:)), startedAt: startedAt, endedAt: endedAt
        )
    }
}
