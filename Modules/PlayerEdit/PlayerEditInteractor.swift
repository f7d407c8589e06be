import Domain
import PlayersInterface

/// PlayerEdit's use cases: the rules for changing one field of a player, and saving the
/// player with the new value.
@MainActor
public protocol PlayerEditInteracting<Player>: AnyObject {
    associatedtype Player: PlayerEditEntity

    /// The player as stored.
    var player: Player { get }
    /// The field being changed.
    var field: PlayerField { get }
    /// The player with the new value, while it waits to be saved again after a failure.
    var pending: Player? { get }

    /// Takes the answer typed for the field, checked by Domain's rules, and saves the player
    /// with it. `-` empties an optional field and 0 a choice; Enter alone keeps the value.
    func change(to answer: String) async -> Result<PlayerEditSaving<Player>, PlayerEditRefusal>
    /// Tries saving the pending value again.
    func saveAgain() async -> PlayerEditSaving<Player>
}

public final class PlayerEditInteractor: PlayerEditInteracting {
    public private(set) var player: Player
    public let field: PlayerField
    public private(set) var pending: Player?
    private let players: any PlayersService

    public init(player: Player, field: PlayerField, players: any PlayersService) {
        self.player = player
        self.field = field
        self.players = players
    }

    public func change(to answer: String) async -> Result<PlayerEditSaving<Player>, PlayerEditRefusal> {
        let answer = answer.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !answer.isEmpty else { return .success(.unchanged) }
        switch edited(to: answer) {
        case .failure(let refusal):
            return .failure(refusal)
        case .success(let details) where details == player.details:
            return .success(.unchanged)
        case .success(let details):
            pending = Player(id: player.id, details: details)
            return .success(await saveAgain())
        }
    }

    public func saveAgain() async -> PlayerEditSaving<Player> {
        guard let pending else { return .unchanged }
        do {
            player = try await players.update(pending)
            self.pending = nil
            return .saved(player)
        } catch {
            return .failed(ServiceError(error))
        }
    }

    /// The player's details with the field set from `answer` (trimmed, not blank).
    private func edited(to answer: String) -> Result<PlayerDetails, PlayerEditRefusal> {
        let clears = answer == Self.clear
        switch field {
        case .name:
            guard !clears else { return .failure(.nameRequired) }
            return set(\.name, to: Validation.playerName(answer).mapError(PlayerEditRefusal.invalid))
        case .age:
            return set(\.age, to: (clears ? .success(nil) : Validation.age(answer)).mapError(PlayerEditRefusal.invalid))
        case .favouriteTeam:
            let team = clears ? .success(nil) : Validation.favouriteTeam(answer)
            return set(\.favouriteTeam, to: team.mapError(PlayerEditRefusal.invalid))
        case .position:
            return set(\.position, to: Self.choice(answer, of: PlayerPosition.allCases, field: field))
        case .skill:
            return set(\.skill, to: Self.choice(answer, of: PlayerSkill.allCases, field: field))
        }
    }

    private func set<Value>(
        _ key: WritableKeyPath<PlayerDetails, Value>,
        to value: Result<Value, PlayerEditRefusal>
    ) -> Result<PlayerDetails, PlayerEditRefusal> {
        value.map { value in
            var details = player.details
            details[keyPath: key] = value
            return details
        }
    }

    /// A choice typed as its number, name or short form; 0 or `-` is none.
    private static func choice<Choice: TypedChoice>(_ answer: String, of choices: [Choice], field: PlayerField) -> Result<Choice?, PlayerEditRefusal> {
        if answer == clear || answer == "0" { return .success(nil) }
        guard case .success(let choice?) = Validation.choice(answer, of: Choice.self, field: .player(field)) else {
            return .failure(.notAChoice(field, count: choices.count))
        }
        return .success(choice)
    }

    /// Typed alone, it empties an optional field.
    private static let clear = "-"
}
