import Domain
import Foundation
import StorageSupport

/// What this machine keeps for one server, in a SQLite database opened on first
/// use: `<stem>.sqlite` in the data directory (made 0700, the file 0600), or in
/// memory when there is no data directory.
///
/// One file per server rather than one for all: a token can then only ever be
/// sent back to the server that issued it, whatever a query does, and the
/// previous version's per-server JSON files map onto it one to one.
actor RemoteRecordsDatabase {
    nonisolated let directory: URL?
    nonisolated let fileStem: String
    private var opened: SQLiteDatabase?
    /// Held while this store sends the matches that wait (see `beginSending`).
    private var sending: FileLock??
    /// Transactions run through `write` (see `version`).
    private var writes = 0

    init(directory: URL?, server: URL) {
        self.directory = directory
        fileStem = Self.fileStem(for: server)
    }

    /// The database file; nil when everything stays in memory.
    nonisolated var file: URL? {
        directory?.appending(path: "\(fileStem).sqlite", directoryHint: .notDirectory)
    }

    /// `server-http-localhost-8080`: names this server's file.
    static func fileStem(for server: URL) -> String {
        let components = URLComponents(url: server, resolvingAgainstBaseURL: true)
        let parts: [String?] = [components?.scheme, components?.host, components?.port.map(String.init), components?.path]
        let text = parts.compactMap { $0 }.joined(separator: "-").lowercased()
        let safe = text.map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "." ? $0 : "-" }
        let collapsed = String(safe).split(separator: "-").joined(separator: "-")
        return "server-" + String(collapsed.prefix(100))
    }

    /// Reads, from one consistent snapshot per statement.
    func read<T: Sendable>(_ work: @Sendable (SQLiteConnection) throws -> T) async throws(ServiceError) -> T {
        try await database().read(work)
    }

    /// Writes in one transaction: all of them happen, or none.
    func write<T: Sendable>(_ work: @Sendable (SQLiteConnection) throws -> T) async throws(ServiceError) -> T {
        writes += 1
        return try await database().write(work)
    }

    /// `write` for the last loaded copies alone: nothing is made from them while online, so `version` stays.
    func writeCopy<T: Sendable>(_ work: @Sendable (SQLiteConnection) throws -> T) async throws(ServiceError) -> T {
        try await database().write(work)
    }

    /// Equal twice only if nothing was written between (but last loaded copies), here or by another
    /// window: what was made from the database in between still holds.
    struct Version: Equatable, Sendable {
        let others: Int
        let own: Int

        /// Whether nothing but this store wrote between `earlier` and this one.
        func isWrittenOnlyHere(since earlier: Version) -> Bool {
            others == earlier.others
        }
    }

    /// Nil when the file can't be opened.
    func version() async -> Version? {
        guard let others = try? await database().othersChanges() else { return nil }
        return Version(others: others, own: writes)
    }

    /// Whether this store may send the matches that wait: one sender at a time for this server, in
    /// this process and any other using the same data directory (a lock file beside the database),
    /// so no match is sent twice. False while another sends; `endSending` lets go. A lock file that
    /// can't be used throws, naming it.
    func beginSending() throws(ServiceError) -> Bool {
        guard sending == nil else { return false }
        guard let directory else {
            sending = .some(nil)
            return true
        }
        _ = try? database()
        guard let lock = try FileLock.take(atPath: directory.appending(path: "\(fileStem).sending").path) else { return false }
        sending = lock
        return true
    }

    func endSending() {
        sending = nil
    }

    /// The file as it was when it was found damaged, set aside; nil while it never was.
    private(set) var setAside: (path: String, readWhole: Bool)?

    /// Opens the file now (see `database()`): nil when it opens, or what keeps it from opening.
    func open() -> ServiceError? {
        do {
            _ = try database()
            return nil
        } catch {
            return error
        }
    }

    /// The tables worth what could be read of a damaged file: the saved sign-in, the matches started
    /// here (those waiting to be sent among them) and the journal that sends each once. The copies
    /// of lists as last loaded come again from the server.
    static let tablesKeptFromDamage = ["remembered_session", "gathers", "gather_players", "gather_substitutions", "unfinished_imports"]

    /// The open database. The first call makes the directory and the file if they
    /// are missing; a failure is not kept, so the next call tries again. A damaged file is set aside,
    /// as it is, and a new one takes its name with what could be read of it (`setAside` says so).
    private func database() throws(ServiceError) -> SQLiteDatabase {
        if let opened { return opened }
        let database: SQLiteDatabase
        if let directory, let file {
            _ = try DataDirectory.prepare(directory)
            try PrivateFile.createIfMissing(atPath: file.path)
            let legacy = LegacyRecordFiles(directory: directory, fileStem: fileStem)
            do {
                database = try SQLiteDatabase(path: file.path, migrations: RemoteRecordsSchema.migrations(importing: legacy))
            } catch  where error == .notAFootballGatherDatabase(at: file.path) {
                let aside = try SQLiteSalvage.setAside(file.path)
                try PrivateFile.createIfMissing(atPath: file.path)
                let whole = try SQLiteSalvage.copy(
                    tables: Self.tablesKeptFromDamage, from: aside, into: file.path, migrations: RemoteRecordsSchema.migrations(importing: nil))
                setAside = (aside, whole)
                database = try SQLiteDatabase(path: file.path, migrations: RemoteRecordsSchema.migrations(importing: nil))
            }
            // Imported when this file was made (now or by an earlier start): any copy left is stale.
            legacy.remove()
        } else {
            database = try SQLiteDatabase(path: ":memory:", migrations: RemoteRecordsSchema.migrations(importing: nil))
        }
        opened = database
        return database
    }
}
