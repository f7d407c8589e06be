import Domain
import Foundation

/// The one place a store's SQLite connection lives.
///
/// An actor, so the non-`Sendable` connection is only ever used by one task at
/// a time; callers hand it synchronous work. Everything leaving it is a `ServiceError`.
public actor SQLiteDatabase {
    public nonisolated let path: String
    private let connection: SQLiteConnection

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
        try Self.mappingErrors { try connection.transaction { try work(connection) } }
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
