import AuthenticationInterface
import Domain
import Foundation
import GathersInterface
import PlayersInterface
import RecordsInterface
import StorageSupport

/// The local store: accounts, rosters and gathers in one SQLite file.
///
/// Password hashing (deliberately slow) runs in the calling task, outside the
/// database actor, so one login never holds up other reads and writes.
public final class SQLiteStore: AuthenticationService, RememberedUsernameStore, UserServicesProviding {
    public let fileURL: URL
    private let database: SQLiteDatabase
    private let passwordHasher: PasswordHasher
    /// A roster read goes on to read the finished gathers in the background (see `SQLitePlayersService`):
    /// the app's choice, not a test's, whose store then does only what it is asked.
    public let readsHistoryAhead: Bool

    private static let rememberedUsernameKey = "remembered_username"

    /// Opens the database at `fileURL`, creating it (mode 0600) if missing and
    /// bringing its schema up to date.
    public convenience init(fileURL: URL, passwordHasher: PasswordHasher = .pbkdf2(), readsHistoryAhead: Bool = false) throws(ServiceError) {
        try self.init(fileURL: fileURL, passwordHasher: passwordHasher, migrations: Schema.migrations, readsHistoryAhead: readsHistoryAhead)
    }

    /// Opens with a chosen schema history (tests check that later versions just append).
    init(fileURL: URL, passwordHasher: PasswordHasher, migrations: [Migration], readsHistoryAhead: Bool = false) throws(ServiceError) {
        try PrivateFile.createIfMissing(atPath: fileURL.path)
        self.fileURL = fileURL
        self.passwordHasher = passwordHasher
        self.readsHistoryAhead = readsHistoryAhead
        database = try SQLiteDatabase(path: fileURL.path, migrations: migrations)
    }

    // MARK: - AuthenticationService

    public func register(_ credentials: Credentials) async throws -> User {
        let username = try Validation.username(credentials.username).orInvalid()
        let password = try Validation.password(credentials.password).orInvalid()
        let passwordHash = try passwordHasher.hash(password)
        let id = try await database.write { connection in
            do {
                try connection.execute("INSERT INTO users (username, password_hash) VALUES (?, ?)", username, passwordHash)
            } catch let error as SQLiteError where error.isUniqueConstraintViolation {
                // The constraint, not a prior lookup, decides: two registrations can race.
                throw ServiceError.usernameTaken
            }
            return connection.lastInsertedRowID
        }
        return User(id: String(id), username: username)
    }

    public func logIn(_ credentials: Credentials) async throws -> User {
        // No stored username could fail validation, so a failing one is simply wrong.
        guard case .success(let username) = Validation.username(credentials.username) else {
            throw ServiceError.wrongCredentials
        }
        let account = try await database.read { connection in
            try connection.query("SELECT id, password_hash FROM users WHERE username = ?", username).first
        }
        guard let account, let id = account.int(0), let storedHash = account.text(1) else {
            _ = passwordHasher.verify(credentials.password, against: passwordHasher.unknownUserHash)
            throw ServiceError.wrongCredentials
        }
        guard passwordHasher.verify(credentials.password, against: storedHash) else {
            throw ServiceError.wrongCredentials
        }
        return User(id: String(id), username: username)
    }

    /// A local store keeps no session, so there is nothing to end.
    public func logOut(_ user: User) async {}

    public func availability(ofUsername username: String) async throws -> UsernameAvailability {
        let username = try Validation.username(username).orInvalid()
        let account = try await database.read { connection in
            try connection.query("SELECT 1 FROM users WHERE username = ?", username).first
        }
        return account == nil ? .free : .taken
    }

    // MARK: - RememberedUsernameStore

    public func rememberedUsername() async throws -> String? {
        try await database.read { connection in
            try connection.query("SELECT value FROM settings WHERE key = ?", Self.rememberedUsernameKey).first?.text(0)
        }
    }

    public func setRememberedUsername(_ username: String?) async throws {
        try await database.write { connection in
            if let username {
                try connection.execute(
                    "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                    Self.rememberedUsernameKey, username
                )
            } else {
                try connection.execute("DELETE FROM settings WHERE key = ?", Self.rememberedUsernameKey)
            }
        }
    }

    // MARK: - UserServicesProviding

    public func playersService(for user: User) -> any PlayersService {
        SQLitePlayersService(database: database, userID: Int(user.id), readsHistoryAhead: readsHistoryAhead)
    }

    public func gathersService(for user: User) -> any GathersService {
        SQLiteGathersService(database: database, userID: Int(user.id))
    }

    public func recordsService(for user: User) -> any RecordsService {
        SQLiteRecordsService(database: database, userID: Int(user.id))
    }
}

extension SQLiteConnection {
    /// The signed-in user's id, checked against the accounts table. A user that
    /// isn't (or no longer is) an account of this file gets "session expired".
    func owner(_ userID: Int?) throws -> Int {
        guard let userID, try !query("SELECT 1 FROM users WHERE id = ?", userID).isEmpty else {
            throw ServiceError.sessionExpired
        }
        return userID
    }
}
