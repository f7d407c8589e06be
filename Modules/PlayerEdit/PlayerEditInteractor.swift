import Domain
import PlayersInterface

public final class PlayerEditInteractor: PlayerEditInteracting {
    /// The player as the store keeps it.
    public private(set) var storedPlayer: Player
    public let field: PlayerField
    private var pendingPlayer: Player?
    private let players: any PlayersService

    public init(player: Player, field: PlayerField, players: any PlayersService) {
        storedPlayer = player
        self.field = field
        self.players = players
    }

    public var player: any PlayerEditEntity { storedPlayer }
    public var pending: (any PlayerEditEntity)? { pendingPlayer }

    public func change(to value: PlayerFieldValue) async throws(PlayerEditRefusal) -> PlayerEditOutcome {
        guard let details = try edited(to: value), details != storedPlayer.details else { return .unchanged }
        pendingPlayer = Player(id: storedPlayer.id, details: details)
        return try await saveAgain()
    }

    public func saveAgain() async throws(PlayerEditRefusal) -> PlayerEditOutcome {
        guard let pendingPlayer else { return .unchanged }
        do {
            storedPlayer = try await players.update(pendingPlayer)
            self.pendingPlayer = nil
            return .saved
        } catch ServiceError.notFound {
            throw .gone
        } catch {
            throw .failed(StoreFailure(error))
        }
    }

    /// The player's details with the field set to `value`; nil when there is nothing to change.
    private func edited(to value: PlayerFieldValue) throws(PlayerEditRefusal) -> PlayerDetails? {
        var details = storedPlayer.details
        switch value {
        case .keep:
            return nil
        case .clear:
            // A player can't be without a name; every other field may be empty.
            switch field {
            case .name: throw .nameRequired
            case .age: details.age = nil
            case .position: details.position = nil
            case .skill: details.skill = nil
            case .favouriteTeam: details.favouriteTeam = nil
            }
        case .name(let name):
            details.name = try checked(Validation.playerName(name))
        case .age(let age):
            details.age = try checked(Validation.age(age))
        case .favouriteTeam(let team):
            details.favouriteTeam = try checked(Validation.favouriteTeam(team))
        case .position(let position):
            details.position = position
        case .skill(let skill):
            details.skill = skill
        }
        return details
    }

    private func checked<Value>(_ result: Result<Value, ValidationError>) throws(PlayerEditRefusal) -> Value {
        switch result {
        case .success(let value): value
        case .failure(let error): throw .invalid(error)
        }
    }
}
