import Domain
import Foundation
import StorageSupport

/// "Remember me" for one server: the username, and the login token until the server rejects it.
struct RememberedSession: Sendable, Equatable {
    var username: String
    var userID: String?
    var token: String?
}

/// Who is signed in through this store, and "remember me".
///
/// Tokens live in memory, one per signed-in user. "Remember me" keeps the
/// username and, for a user signed in here, their token: the one row of the
/// records database's `remembered_session` table.
actor RemoteSessions {
    struct Session: Sendable {
        let user: User
        let token: String
    }

    private let records: RemoteRecordsDatabase
    /// By user id.
    private var signedIn: [String: Session] = [:]

    init(records: RemoteRecordsDatabase) {
        self.records = records
    }

    func begin(_ session: Session) {
        signedIn[session.user.id] = session
    }

    /// The token of a signed-in user; a user this store did not sign in (or who
    /// logged out, or whose token the server rejected) has an expired session.
    func token(for user: User) throws(ServiceError) -> String {
        guard let session = signedIn[user.id], session.user.username == user.username else { throw .sessionExpired }
        return session.token
    }

    /// The server rejected `token`: forget it, here and in "remember me" (which keeps the username).
    func expire(token: String) async {
        signedIn = signedIn.filter { $0.value.token != token }
        _ = try? await records.write { connection in
            try connection.execute("UPDATE remembered_session SET token = NULL WHERE token = ?", token)
        }
    }

    /// Logging out forgets the token, also in "remember me": the next start asks for the password again.
    func end(_ user: User) async {
        signedIn[user.id] = nil
        _ = try? await records.write { connection in
            try connection.execute("UPDATE remembered_session SET token = NULL WHERE user_id = ?", user.id)
        }
    }

    func rememberedSession() async throws(ServiceError) -> RememberedSession? {
        try await records.read { connection in
            try connection.query("SELECT username, user_id, token FROM remembered_session").first.flatMap { row in
                row.text(0).map { RememberedSession(username: $0, userID: row.text(1), token: row.text(2)) }
            }
        }
    }

    /// Keeps `username` and, if that user is signed in, their token; nil forgets both.
    func remember(_ username: String?) async throws(ServiceError) {
        guard let username else {
            try await records.write { connection in try connection.execute("DELETE FROM remembered_session") }
            return
        }
        let session = signedIn.values.first { $0.user.username == username }
        try await records.write { connection in
            try connection.execute(
                """
                INSERT INTO remembered_session (only_row, username, user_id, token) VALUES (1, ?, ?, ?)
                ON CONFLICT (only_row) DO UPDATE SET username = excluded.username, user_id = excluded.user_id, token = excluded.token
                """,
                username, session?.user.id, session?.token
            )
        }
    }
}
