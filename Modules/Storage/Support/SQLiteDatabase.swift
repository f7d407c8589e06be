import Domain
import Foundation

/// The one place a store's SQLite connection lives.
///
/// An actor, so the non-`Sendable` connection is only ever used by one task at
/// a time; callers hand it synchronous work. Everything leaving it is a `ServiceError`.
public actor SQLiteDatabase {
    public nonisolated let path: String
    private let connection: SQLiteConnection
    /// What `keptRead` read, by key, with the content version it was read at.
    private var kept: [String: (version: ContentVersion, value: any Sendable)] = [:]
    /// This connection's writes so far (each `write`, done or not): `data_version` does not count them.
    private var ownWrites = 0
    /// The reads under way ahead (`readAhead`), by key.
    private var readingAhead: [String: Task<Void, Never>] = [:]

    /// Opens the file and brings its schema up to date with `migrations`.
    public init(path: String, migrations: [Migration]) throws(ServiceError) {
        self.path = path
        PrivateFile.repairCompanions(ofDatabase: path)
        // As long as a write would wait for another connection's lock.
        let deadline = ContinuousClock.now + .milliseconds(Int(SQLiteConnection.busyTimeoutMilliseconds))
        connection = try Self.mappingErrors {
            try Self.retryingWhileBusy(pause: { Self.pause(until: deadline) }) {
                let connection = try SQLiteConnection(path: path)
                try connection.migrate(with: migrations)
                return connection
            }
        }
    }

    /// Two copies of the app starting on a new file race to create it, and a few of
    /// the steps of opening (switching to WAL, a reader meeting a half-made file)
    /// answer "busy" at once instead of waiting: open again while `pause` says to.
    static func retryingWhileBusy<T>(pause: () -> Bool, _ open: () throws -> T) throws -> T {
        do {
            return try open()
        } catch let error as SQLiteError where error.isBusy && pause() {
            return try retryingWhileBusy(pause: pause, open)
        }
    }

    /// Waits `seconds` before the next attempt, unless `deadline` has passed.
    static func pause(until deadline: ContinuousClock.Instant, for seconds: TimeInterval = 0.02) -> Bool {
        guard ContinuousClock.now < deadline else { return false }
        Thread.sleep(forTimeInterval: seconds)
        return true
    }

    /// Runs reads (one statement is one consistent snapshot).
    public func read<T: Sendable>(_ work: @Sendable (SQLiteConnection) throws -> T) throws(ServiceError) -> T {
        try Self.mappingErrors { try work(connection) }
    }

    /// Runs writes in one transaction: all of them happen, or none.
    public func write<T: Sendable>(_ work: @Sendable (SQLiteConnection) throws -> T) throws(ServiceError) -> T {
        defer { ownWrites += 1 }
        return try Self.mappingErrors { try connection.transaction { try work(connection) } }
    }

    /// `read`, kept under `key` until the database's content may have changed: after a write of this
    /// connection or a commit of another (`data_version`, one cheap statement), `work` reads again. So
    /// a screen that reloads what it shows (the roster on coming back to the list) reads it once per change.
    /// `key` names the read and everything `work` depends on (the user, the statement's parameters).
    /// A read of `key` under way ahead (`readAhead`) is waited for, not made twice.
    public func keptRead<T: Sendable>(_ key: String, _ work: @Sendable (SQLiteConnection) throws -> T) async throws(ServiceError) -> T {
        if let ahead = readingAhead[key] { await ahead.value }
        let version = ContentVersion(others: try othersChanges(), own: ownWrites)
        if let entry = kept[key], entry.version == version, let value = entry.value as? T { return value }
        let value = try read(work)
        kept[key] = (version, value)
        return value
    }

    public func keptRead<T: Sendable>(_ read: KeptRead<T>) async throws(ServiceError) -> T {
        try await keptRead(read.key, read.work)
    }

    /// `keptRead` in the background, for a screen likely to be asked for next: it then finds the read
    /// kept (History's 1 000 matches, read while the list is shown, took 15 ms of a frame's 16). It reads
    /// on a connection of its own, on another thread, so no other read or write waits for it but one of
    /// the same key, which waits for it to end rather than read again. What it read is kept only if the
    /// file is still as it was when it started; a failure is left for the screen's own read to meet.
    @discardableResult
    public nonisolated func readAhead<T: Sendable>(_ read: KeptRead<T>) -> Task<Void, Never> {
        Task(priority: .utility) { await self.startReadingAhead(read) }
    }

    private func startReadingAhead<T: Sendable>(_ read: KeptRead<T>) async {
        guard readingAhead[read.key] == nil, let version = try? versionUnlessKept(read.key) else { return }
        let path = path
        let reading = Task(priority: .utility) {
            guard let value = try? await Self.readAlone(path: path, read.work) else { return }
            self.keep(read.key, value, readAt: version)
        }
        readingAhead[read.key] = reading
        await reading.value
        readingAhead[read.key] = nil
    }

    /// The content's version now, or nil when `key` is kept at it.
    private func versionUnlessKept(_ key: String) throws(ServiceError) -> ContentVersion? {
        let version = ContentVersion(others: try othersChanges(), own: ownWrites)
        return kept[key]?.version == version ? nil : version
    }

    /// `value`, read at `version` on another connection, kept as `keptRead` keeps, unless the content may
    /// have changed since (a write here, another connection's commit): the next read then reads again.
    private func keep(_ key: String, _ value: any Sendable, readAt version: ContentVersion) {
        guard let others = try? othersChanges(), ContentVersion(others: others, own: ownWrites) == version else { return }
        kept[key] = (version, value)
    }

    /// `work` on a read-only connection opened for it, on a thread of its own, closed once it is done.
    private static func readAlone<T: Sendable>(path: String, _ work: @escaping @Sendable (SQLiteConnection) throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .utility).async {
                continuation.resume(
                    with: Result {
                        let connection = try SQLiteConnection(readingOnly: path)
                        return try connection.snapshot { try work(connection) }
                    })
            }
        }
    }

    /// `keptRead` of each, as the file was at one moment, `combine`d: a table made of what other screens
    /// read (the roster, the finished matches) costs no statement while the file stays as it was.
    public func combining<First: Sendable, Second: Sendable, T: Sendable>(
        _ first: KeptRead<First>, _ second: KeptRead<Second>, combine: (First, Second) throws -> T
    ) async throws(ServiceError) -> T {
        let version = ContentVersion(others: try othersChanges(), own: ownWrites)
        let one = try await keptRead(first)
        let other = try await keptRead(second)
        guard ContentVersion(others: try othersChanges(), own: ownWrites) == version else {
            // A write came between the two (here, or another connection's): both again, from one snapshot.
            return try Self.mappingErrors { try connection.snapshot { try combine(first.work(connection), second.work(connection)) } }
        }
        return try Self.mappingErrors { try combine(one, other) }
    }

    /// SQLite's `data_version`: different after another connection (another process's too) committed,
    /// the same after this one's own writes.
    public func othersChanges() throws(ServiceError) -> Int {
        try Self.mappingErrors { try connection.query("PRAGMA data_version").first?.int(0) ?? 0 }
    }

    private static func mappingErrors<T>(_ work: () throws -> T) throws(ServiceError) -> T {
        do {
            return try work()
        } catch let error as SQLiteError {
            throw error.serviceError
        } catch let error as ServiceError {
            throw error
        } catch {
            throw .unexpected(String(describing: error))
        }
    }
}

/// The database's content as one connection sees it: the same two numbers, the same content.
struct ContentVersion: Equatable {
    var others: Int
    var own: Int
}

/// A read `SQLiteDatabase.keptRead` keeps: what it is kept under (naming all it depends on), and its work.
public struct KeptRead<Value: Sendable>: Sendable {
    public let key: String
    public let work: @Sendable (SQLiteConnection) throws -> Value

    public init(_ key: String, _ work: @escaping @Sendable (SQLiteConnection) throws -> Value) {
        self.key = key
        self.work = work
    }
}
