import Domain
import PlayersInterface

extension PlayersServiceDouble {
    /// A roster of `players`, as a store answers for it: `players()` reads them as given; a player
    /// added (one by one or all at once) or updated is checked as a store checks it (Domain's
    /// `Validation`) and answered as kept, an added one under the next id after the roster's; an
    /// update or deletion of a player not on it is `notFound`. The answers never change what later
    /// reads give: a test that needs that says so in a closure of its own.
    public static func roster(_ players: [Player] = []) -> PlayersServiceDouble {
        let nextID = (players.map(\.id).max() ?? 0) + 1
        let ids = Set(players.map(\.id))
        var double = PlayersServiceDouble()
        double.onPlayers = { players }
        double.onAdd = { details in Player(id: nextID, details: try checked(details)) }
        double.onAddAll = { added in
            try added.enumerated().map { index, details in Player(id: nextID + index, details: try checked(details)) }
        }
        double.onUpdate = { player in
            guard ids.contains(player.id) else { throw ServiceError.notFound }
            return Player(id: player.id, details: try checked(player.details))
        }
        double.onDelete = { id in
            guard ids.contains(id) else { throw ServiceError.notFound }
        }
        return double
    }
}

private func checked(_ details: PlayerDetails) throws(ServiceError) -> PlayerDetails {
    try Validation.player(details).mapError(ServiceError.invalid).get()
}
