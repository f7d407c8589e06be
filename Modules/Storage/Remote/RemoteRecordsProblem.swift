import Domain
import Foundation
import StorageSupport

/// What was wrong with this machine's records for the server (`server-<address>.sqlite`: the saved
/// sign-in, the matches started here and those waiting to be sent) when the app opened them.
public enum RemoteRecordsProblem: Sendable, Equatable {
    /// Damaged: kept as it was, under `setAside`; a new file holds what could be read of it.
    case damaged(file: String, setAside: String, kept: KeptRecords)
    /// It can't be opened (its permissions, a folder in its place): nothing is kept on this machine.
    case unusable(file: String, ServiceError)

    /// What of a damaged file could be read, and is kept in the new one.
    public struct KeptRecords: Sendable, Equatable {
        public var savedSignIn: Bool
        public var waitingMatches: Int
        /// False when some of what was worth keeping could not be read.
        public var whole: Bool

        public init(savedSignIn: Bool, waitingMatches: Int, whole: Bool) {
            self.savedSignIn = savedSignIn
            self.waitingMatches = waitingMatches
            self.whole = whole
        }
    }
}

extension RemoteStore {
    /// Opens this machine's records for the server now, as the app starts, and says what was wrong
    /// with them; nil when nothing was (or they are kept in memory).
    public func checkRecords() async -> RemoteRecordsProblem? {
        guard let file = records.file?.path else { return nil }
        if let failure = await records.open() { return .unusable(file: file, failure) }
        guard let aside = await records.setAside else { return nil }
        let counts = try? await records.read { connection in
            (
                signIn: try connection.query("SELECT 1 FROM remembered_session WHERE token IS NOT NULL").count,
                waiting: try connection.query(
                    "SELECT 1 FROM gathers WHERE waiting IN ('match', 'players') AND ended_at IS NOT NULL AND result_team_a IS NOT NULL"
                ).count
            )
        }
        let kept = RemoteRecordsProblem.KeptRecords(savedSignIn: (counts?.signIn ?? 0) > 0, waitingMatches: counts?.waiting ?? 0, whole: aside.readWhole)
        return .damaged(file: file, setAside: aside.path, kept: kept)
    }
}
