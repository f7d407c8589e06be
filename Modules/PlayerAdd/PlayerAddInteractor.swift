import Domain
import PlayersInterface

/// PlayerAdd's use cases: the draft of a new player, each field checked by Domain's rules
/// as it is filled in, and adding it to the roster.
@MainActor
public protocol PlayerAddInteracting<Player>: AnyObject {
    associatedtype Player: PlayerAddEntity

    /// The player as filled in so far: no name yet, and nil for every optional field left blank.
    var draft: Player { get }

    /// Sets `field` of the draft from the line typed; blank leaves an optional field empty.
    /// Nil when taken; refused, the draft stays as it was.
    func fill(_ field: PlayerField, with answer: String) -> PlayerAddRefusal?
    /// The name of a player on the roster the draft's name matches as an import matches names (any
    /// case, any white space, an accent typed either way); nil when none does, or when the roster
    /// can't be read now. A warning, not a rule: two people may share a name.
    func namesake() async -> String?
    /// Adds the draft to the roster, then starts a fresh one. A failed save keeps the draft, to try again.
    func save() async throws
    /// Forgets the draft, so nothing of this player lingers.
    func discardDraft()
}

public final class PlayerAddInteractor: PlayerAddInteracting {
    public private(set) var draft = PlayerAddInteractor.emptyDraft
    private let players: any PlayersService

    public init(players: any PlayersService) {
        self.players = players
    }

    public func fill(_ field: PlayerField, with answer: String) -> PlayerAddRefusal? {
        switch field {
        case .name: take(Validation.playerName(answer).mapError(PlayerAddRefusal.invalid), into: \.name)
        case .age: take(Validation.age(answer).mapError(PlayerAddRefusal.invalid), into: \.age)
        case .position: take(Self.choice(answer, of: PlayerPosition.allCases, for: field), into: \.position)
        case .skill: take(Self.choice(answer, of: PlayerSkill.allCases, for: field), into: \.skill)
        case .favouriteTeam: take(Validation.favouriteTeam(answer).mapError(PlayerAddRefusal.invalid), into: \.favouriteTeam)
        }
    }

    public func namesake() async -> String? {
        let key = PlayerDetails.nameKey(draft.name)
        guard !key.isEmpty, let roster = try? await players.players() else { return nil }
        return roster.first { PlayerDetails.nameKey($0.name) == key }?.name
    }

    public func save() async throws {
        // The store checks the same rules; checking first keeps a draft with no name from reaching it.
        let player = try Validation.player(draft).mapError(ServiceError.invalid).get()
        _ = try await players.add(player)
        draft = Self.emptyDraft
    }

    public func discardDraft() {
        draft = Self.emptyDraft
    }

    private func take<Value>(_ result: Result<Value, PlayerAddRefusal>, into field: WritableKeyPath<PlayerDetails, Value>) -> PlayerAddRefusal? {
        switch result {
        case .success(let value):
            draft[keyPath: field] = value
            return nil
        case .failure(let refusal):
            return refusal
        }
    }

    /// A choice typed as its number in `choices`, its name or short form; blank means none.
    private static func choice<Choice: TypedChoice>(_ text: String, of choices: [Choice], for field: PlayerField) -> Result<Choice?, PlayerAddRefusal> {
        Validation.choice(text, of: Choice.self, field: .player(field))
            .mapError { _ in .notAChoice(field, count: choices.count) }
    }

    private static let emptyDraft = PlayerDetails(name: "")
}
