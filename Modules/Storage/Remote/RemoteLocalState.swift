import Domain
import Foundation

/// "Remember me" for one server: the username, and the login token until the server rejects it.
struct RememberedSession: Codable, Sendable, Equatable {
    var username: String
    var userID: String?
    var token: String?
}

/// What this machine knows about a gather it started and the server does not
/// keep: every player's team (the bench and guests included), the dates, and
/// the progress of a match still running.
struct GatherRecord: Codable, Sendable, Equatable {
    struct RecordedPlayer: Codable, Sendable, Equatable {
        var playerID: Int?
        var name: String
        var position: String?
        var skill: String?
        var team: String

        init(_ player: GatherPlayer) {
            playerID = player.playerID
            name = player.name
            position = player.position?.rawValue
            skill = player.skill?.rawValue
            team = player.team.rawValue
        }

        /// A value this app could not have written reads as "not set" (a team as the bench).
        var gatherPlayer: GatherPlayer {
            GatherPlayer(
                playerID: playerID,
                name: name,
                position: position.flatMap(PlayerPosition.init(rawValue:)),
                skill: skill.flatMap(PlayerSkill.init(rawValue:)),
                team: Team(rawValue: team) ?? .bench
            )
        }
    }

    struct RecordedProgress: Codable, Sendable, Equatable {
        var teamA: Int
        var teamB: Int
        var duration: Int
        var remaining: Int
        var isRunning: Bool

        init(_ progress: GatherProgress) {
            teamA = progress.score.teamA
            teamB = progress.score.teamB
            duration = progress.timer.duration
            remaining = progress.timer.remaining
            isRunning = progress.timer.isRunning
        }

        /// The saved progress; the default one if the file holds something the app could not have saved.
        var gatherProgress: GatherProgress {
            let progress = GatherProgress(
                score: Score(teamA: teamA, teamB: teamB),
                timer: GatherTimer(duration: duration, remaining: remaining, isRunning: isRunning)
            )
            do {
                try StoreRules.validate(progress)
                return progress
            } catch {
                return GatherProgress()
            }
        }
    }

    /// The server's id of the user who started it.
    var userID: String
    var players: [RecordedPlayer]
    var startedAt: Date
    /// Set when this machine ended it; from then on no progress is saved.
    var endedAt: Date?
    var progress: RecordedProgress?
}

/// What the remote store keeps on this machine.
///
/// Tokens live in memory, one per signed-in user. "Remember me" and the gather
/// records are also written, mode 0600, to two JSON files in the data
/// directory (named after the server); without a data directory they stay in
/// memory only. An actor: one writer at a time, so the files never interleave.
actor RemoteLocalState {
    struct Session: Sendable {
        let user: User
        let token: String
    }

    private struct RecordsFile: Codable {
        var version = 1
        var gathers: [String: GatherRecord]
    }

    nonisolated let directory: URL?
    nonisolated let sessionFile: URL?
    nonisolated let gathersFile: URL?
    private var directoryIsReady = false

    /// By user id.
    private var sessions: [String: Session] = [:]
    private var remembered: RememberedSession?
    private var rememberedIsLoaded = false
    private var records: [UUID: GatherRecord] = [:]
    private var recordsAreLoaded = false

    /// - Parameter fileStem: names this server's files, e.g. `server-http-localhost-8080`.
    init(directory: URL?, fileStem: String) {
        self.directory = directory
        sessionFile = directory?.appending(path: "\(fileStem).session.json", directoryHint: .notDirectory)
        gathersFile = directory?.appending(path: "\(fileStem).gathers.json", directoryHint: .notDirectory)
    }

    // MARK: - Sessions

    func begin(_ session: Session) {
        sessions[session.user.id] = session
    }

    /// The token of a signed-in user; a user this store did not sign in (or who
    /// logged out, or whose token the server rejected) has an expired session.
    func token(for user: User) throws(ServiceError) -> String {
        guard let session = sessions[user.id], session.user.username == user.username else { throw .sessionExpired }
        return session.token
    }

    /// The server rejected `token`: forget it, here and in "remember me" (which keeps the username).
    func expire(token: String) {
        sessions = sessions.filter { $0.value.token != token }
        loadRemembered()
        if remembered?.token == token {
            remembered?.token = nil
            try? persistRemembered()
        }
    }

    /// Logging out forgets the token, also on disk: the next start asks for the password again.
    func end(_ user: User) {
        sessions[user.id] = nil
        loadRemembered()
        if let remembered, remembered.userID == user.id, remembered.token != nil {
            self.remembered?.token = nil
            try? persistRemembered()
        }
    }

    // MARK: - Remember me

    func rememberedSession() throws(ServiceError) -> RememberedSession? {
        try loadRememberedOrThrow()
        return remembered
    }

    /// Keeps `username` and, if that user is signed in, their token; nil forgets both.
    func remember(_ username: String?) throws(ServiceError) {
        try loadRememberedOrThrow()
        guard let username else {
            remembered = nil
            if let sessionFile { try PrivateFile.remove(atPath: sessionFile.path) }
            return
        }
        let session = sessions.values.first { $0.user.username == username }
        remembered = RememberedSession(username: username, userID: session?.user.id, token: session?.token)
        try persistRemembered()
    }

    private func loadRemembered() {
        try? loadRememberedOrThrow()
    }

    /// Reads the file once; a damaged file counts as nothing remembered.
    private func loadRememberedOrThrow() throws(ServiceError) {
        guard !rememberedIsLoaded else { return }
        if let sessionFile, let data = try PrivateFile.contents(atPath: sessionFile.path) {
            remembered = try? JSONDecoder().decode(RememberedSession.self, from: data)
        }
        rememberedIsLoaded = true
    }

    private func persistRemembered() throws(ServiceError) {
        guard let sessionFile, let remembered else { return }
        try write(remembered, to: sessionFile)
    }

    // MARK: - Gather records

    func record(of id: UUID) -> GatherRecord? {
        loadRecords()
        return records[id]
    }

    /// Records a gather just started; all or nothing.
    func insert(_ record: GatherRecord, id: UUID) throws(ServiceError) {
        loadRecords()
        records[id] = record
        do {
            try persistRecords()
        } catch {
            records[id] = nil
            throw error
        }
    }

    /// Keeps the progress of the user's gather that this machine started and has not ended.
    func saveProgress(_ progress: GatherProgress, of id: UUID, userID: String) throws(ServiceError) {
        loadRecords()
        guard let record = records[id], record.userID == userID, record.endedAt == nil else { throw .notFound }
        records[id]?.progress = GatherRecord.RecordedProgress(progress)
        try persistRecords()
    }

    /// The server has the result; failing to note the date here loses only the date.
    func markEnded(_ id: UUID, at date: Date) {
        loadRecords()
        guard records[id] != nil else { return }
        records[id]?.endedAt = date
        records[id]?.progress = nil
        try? persistRecords()
    }

    /// The server deleted it; a record left behind is never shown (the server's list decides).
    func remove(_ id: UUID) {
        loadRecords()
        guard records.removeValue(forKey: id) != nil else { return }
        try? persistRecords()
    }

    /// Reads the file once; a missing, unreadable or damaged file means no records
    /// (the history then shows the server's players without teams).
    private func loadRecords() {
        guard !recordsAreLoaded else { return }
        recordsAreLoaded = true
        guard let gathersFile,
              let data = try? PrivateFile.contents(atPath: gathersFile.path),
              let file = try? JSONDecoder().decode(RecordsFile.self, from: data) else { return }
        for (key, record) in file.gathers {
            if let id = UUID(uuidString: key) { records[id] = record }
        }
    }

    private func persistRecords() throws(ServiceError) {
        guard let gathersFile else { return }
        let gathers = Dictionary(uniqueKeysWithValues: records.map { ($0.key.uuidString, $0.value) })
        try write(RecordsFile(gathers: gathers), to: gathersFile)
    }

    // MARK: - Files

    private func write(_ value: some Encodable, to file: URL) throws(ServiceError) {
        if !directoryIsReady, let directory {
            _ = try DataDirectory.prepare(directory)
            directoryIsReady = true
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw .unexpected("could not encode \(file.lastPathComponent): \(error)")
        }
        try PrivateFile.replace(atPath: file.path, with: data)
    }
}
