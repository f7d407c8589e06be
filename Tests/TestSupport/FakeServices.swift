import Domain
import Foundation
import Synchronization

/// Authentication that answers what the test says and records what it was asked.
public final class FakeAuthenticationService: AuthenticationService {
    public struct State: Sendable {
        public var result: Result<User, ServiceError> = .success(User(id: "1", username: "ann"))
        public var logIns: [Credentials] = []
        public var registrations: [Credentials] = []
        public var logOuts: [User] = []
    }

    private let state = Mutex(State())

    public init(result: Result<User, ServiceError> = .success(User(id: "1", username: "ann"))) {
        state.withLock { $0.result = result }
    }

    public var snapshot: State { state.withLock { $0 } }

    public func setResult(_ result: Result<User, ServiceError>) {
        state.withLock { $0.result = result }
    }

    public func register(_ credentials: Credentials) async throws -> User {
        try state.withLock { state in
            state.registrations.append(credentials)
            return try state.result.get()
        }
    }

    public func logIn(_ credentials: Credentials) async throws -> User {
        try state.withLock { state in
            state.logIns.append(credentials)
            return try state.result.get()
        }
    }

    public func logOut(_ user: User) async {
        state.withLock { $0.logOuts.append(user) }
    }
}

/// A remembered username kept in memory; can be told to fail.
public final class FakeRememberedUsernameStore: RememberedUsernameStore {
    private let state: Mutex<(username: String?, failure: ServiceError?)>

    public init(username: String? = nil, failure: ServiceError? = nil) {
        state = Mutex((username, failure))
    }

    public var username: String? { state.withLock { $0.username } }

    public func rememberedUsername() async throws -> String? {
        try state.withLock { state in
            if let failure = state.failure { throw failure }
            return state.username
        }
    }

    public func setRememberedUsername(_ username: String?) async throws {
        try state.withLock { state in
            if let failure = state.failure { throw failure }
            state.username = username
        }
    }
}

/// A roster in memory that can be told to fail its next calls.
public final class FakePlayersService: PlayersService {
    public struct State: Sendable {
        public var players: [Player] = []
        public var failure: ServiceError?
        public var nextID = 1
        public var calls: [String] = []
    }

    private let state = Mutex(State())

    public init(players: [Player] = [], failure: ServiceError? = nil) {
        state.withLock {
            $0.players = players
            $0.failure = failure
            $0.nextID = (players.map(\.id).max() ?? 0) + 1
        }
    }

    public var snapshot: State { state.withLock { $0 } }

    public func fail(with failure: ServiceError?) {
        state.withLock { $0.failure = failure }
    }

    public func players() async throws -> [Player] {
        try record("players") { $0.players }
    }

    public func add(_ details: PlayerDetails) async throws -> Player {
        try record("add") { state in
            let player = Player(id: state.nextID, details: details)
            state.nextID += 1
            state.players.append(player)
            return player
        }
    }

    public func update(_ player: Player) async throws -> Player {
        try record("update") { state in
            guard let index = state.players.firstIndex(where: { $0.id == player.id }) else { throw ServiceError.notFound }
            state.players[index] = player
            return player
        }
    }

    public func delete(playerID: Int) async throws {
        try record("delete") { state in
            guard let index = state.players.firstIndex(where: { $0.id == playerID }) else { throw ServiceError.notFound }
            state.players.remove(at: index)
        }
    }

    private func record<T>(_ call: String, _ body: (inout State) throws -> T) throws -> T {
        try state.withLock { state in
            state.calls.append(call)
            if let failure = state.failure { throw failure }
            return try body(&state)
        }
    }
}
