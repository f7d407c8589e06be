import Domain
import PlayersInterface

public final class PlayerAddInteractor: PlayerAddInteracting {
    /// The player as filled in so far.
    public private(set) var player = PlayerAddInteractor.emptyDraft
    private let players: any PlayersService

    public init(players: any PlayersService) {
        self.players = players
    }

    public var draft: any PlayerAddEntity { player }

    public func fill(_ field: PlayerField, with value: PlayerFieldValue) async throws(PlayerAddRefusal) -> PlayerAddProgress {
        switch value {
        case .keep, .clear:
            // A player can't be without a name: none given, the form is left.
            if field == .name { return .abandoned }
            empty(field)
        case .name(let name): player.name = try checked(Validation.playerName(name))
        case .age(let age): player.age = try checked(Validation.age(age))
        case .position(let position): player.position = position
        case .skill(let skill): player.skill = skill
        case .favouriteTeam(let team): player.favouriteTeam = try checked(Validation.favouriteTeam(team))
        }
        // The fields are asked in Domain's order; a name like one on the roster is said, not refused.
        guard let next = PlayerField.allCases.drop(while: { $0 != field }).dropFirst().first else { return .complete }
        return .next(next, namesake: field == .name ? await namesake() : nil)
    }

    /// The name of a player on the roster the draft's name matches; nil when none does, or when
    /// the roster can't be read now.
    func namesake() async -> String? {
        let key = PlayerDetails.nameKey(player.name)
        guard !key.isEmpty, let roster = try? await players.players() else { return nil }
        return roster.first { PlayerDetails.nameKey($0.name) == key }?.name
    }

    public func save() async throws(PlayerAddRefusal) {
        // The store checks the same rules; checking first keeps a draft with no name from reaching it.
        let details = try checked(Validation.player(player))
        do {
            _ = try await players.add(details)
        } catch ServiceError.invalid(let error) {
            throw .invalid(error)
        } catch {
            throw .failed(StoreFailure(error))
        }
        player = Self.emptyDraft
    }

    public func discardDraft() {
        player = Self.emptyDraft
    }

    private func empty(_ field: PlayerField) {
        switch field {
        case .name: break
        case .age: player.age = nil
        case .position: player.position = nil
        case .skill: player.skill = nil
        case .favouriteTeam: player.favouriteTeam = nil
        }
    }

    private func checked<Value>(_ result: Result<Value, ValidationError>) throws(PlayerAddRefusal) -> Value {
        switch result {
        case .success(let value): value
        case .failure(let error): throw .invalid(error)
        }
    }

    private static let emptyDraft = PlayerDetails(name: "")
}
