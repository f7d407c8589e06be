import Domain
import Foundation
import StorageSupport

/// The JSON files the previous version kept for a server: `<stem>.session.json`
/// ("remember me") and `<stem>.gathers.json` (the gathers this machine started).
/// They are read into the records database when it is made, then removed; a file
/// that can't be read or decoded holds nothing worth keeping.
struct LegacyRecordFiles: Sendable {
    let session: URL
    let gathers: URL

    init(directory: URL, fileStem: String) {
        session = directory.appending(path: "\(fileStem).session.json", directoryHint: .notDirectory)
        gathers = directory.appending(path: "\(fileStem).gathers.json", directoryHint: .notDirectory)
    }

    func importRows(into connection: SQLiteConnection) throws {
        if let remembered = Self.decode(SessionJSON.self, from: session) {
            try connection.execute(
                "INSERT INTO remembered_session (only_row, username, user_id, token) VALUES (1, ?, ?, ?)",
                remembered.username, remembered.userID, remembered.token
            )
        }
        for (key, record) in Self.decode(GathersJSON.self, from: gathers)?.gathers ?? [:] {
            // A key written twice in other cases is one gather: the first one read is kept.
            guard let id = UUID(uuidString: key),
                try connection.query("SELECT 1 FROM gathers WHERE id = ?", id.uuidString).isEmpty
            else { continue }
            try RemoteGatherRecords.insert(record.gatherRecord, id: id, into: connection)
        }
    }

    /// Best effort: a copy left behind is never read again, the database being made once.
    func remove() {
        for file in [session, gathers] {
            try? PrivateFile.remove(atPath: file.path)
        }
    }

    private static func decode<T: Decodable>(_ type: T.Type, from file: URL) -> T? {
        guard let data = try? PrivateFile.contents(atPath: file.path) else { return nil }
        return try? JSONDecoder().decode(type, from: data)
    }
}

// The files' JSON as the previous version wrote it (dates in JSONEncoder's default form).

private struct SessionJSON: Decodable {
    var username: String
    var userID: String?
    var token: String?
}

private struct GathersJSON: Decodable {
    var gathers: [String: RecordJSON]
}

private struct RecordJSON: Decodable {
    struct Player: Decodable {
        var playerID: Int?
        var name: String
        var position: String?
        var skill: String?
        var team: String
    }

    struct Progress: Decodable {
        var teamA: Int
        var teamB: Int
        var duration: Int
        var remaining: Int
        var isRunning: Bool
    }

    var userID: String
    var players: [Player]
    var startedAt: Date
    var endedAt: Date?
    var progress: Progress?

    /// Values this app could not have written read as "not set", as they always did:
    /// a team as the bench, a progress as the default one.
    var gatherRecord: GatherRecord {
        GatherRecord(
            userID: userID,
            players: players.map { player in
                GatherPlayer(
                    playerID: player.playerID,
                    name: player.name,
                    position: player.position.flatMap(PlayerPosition.init(rawValue:)),
                    skill: player.skill.flatMap(PlayerSkill.init(rawValue:)),
                    team: Team(rawValue: player.team) ?? .bench
                )
            },
            startedAt: startedAt,
            endedAt: endedAt,
            progress: progress.map { saved in
                let progress = GatherProgress(
                    score: Score(teamA: saved.teamA, teamB: saved.teamB),
                    timer: GatherTimer(duration: saved.duration, remaining: saved.remaining, isRunning: saved.isRunning)
                )
                do {
                    try StoreRules.validate(progress)
                    return progress
                } catch {
                    return GatherProgress()
                }
            }
        )
    }
}
