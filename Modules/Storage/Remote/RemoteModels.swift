import Domain
import Foundation

// The JSON the FootballGather web service speaks.
// These are network models, not entities: they stay inside Storage and are
// mapped to and from the Domain types at the edge.

/// `POST /api/users`.
struct RemoteUserCreate: Encodable {
    let username: String
    /// The lowercase hex SHA-256 of the password, never the password.
    let password: String
}

/// The answer to `POST /api/users/login`.
struct RemoteLogin: Decodable {
    let token: String
    let userID: String
}

/// A player as the server lists it; every field but `id` and `name` may be absent or null.
struct RemotePlayer: Decodable {
    let id: Int
    let name: String
    let age: Int?
    let skill: String?
    let preferredPosition: String?
    let favouriteTeam: String?

    /// Values the app does not know (a newer server's skill, say) read as "not set".
    var player: Player {
        Player(
            id: id,
            details: PlayerDetails(
                name: name,
                age: age,
                position: preferredPosition.flatMap(PlayerPosition.init(rawValue:)),
                skill: skill.flatMap(PlayerSkill.init(rawValue:)),
                favouriteTeam: favouriteTeam.flatMap { $0.isEmpty ? nil : $0 }
            ))
    }
}

/// `POST /api/players` and `PUT /api/players/<id>`: empty fields are left out, as the server does.
struct RemotePlayerCreate: Encodable {
    let name: String
    let age: Int?
    let skill: String?
    let preferredPosition: String?
    let favouriteTeam: String?

    init(_ details: PlayerDetails) {
        name = details.name
        age = details.age
        skill = details.skill?.rawValue
        preferredPosition = details.position?.rawValue
        favouriteTeam = details.favouriteTeam
    }
}

/// A gather as the server lists it: no dates, no players; no score until it ended.
struct RemoteGather: Decodable {
    let id: String
    let score: String?
    let winnerTeam: String?
}

/// `POST /api/gathers`: the documented body, with explicit nulls.
struct RemoteGatherCreate: Encodable {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeNil(forKey: .score)
        try container.encodeNil(forKey: .winnerTeam)
    }

    enum CodingKeys: String, CodingKey {
        case score, winnerTeam
    }
}

/// `PUT /api/gathers/<id>`: the final score and the winner it implies.
struct RemoteGatherUpdate: Encodable {
    let score: String
    let winnerTeam: String
}

/// `POST /api/gathers/<id>/players/<player id>`.
struct RemoteTeam: Encodable {
    let team: String
}

/// Every error answer: `{"error": true, "reason": "…"}`.
struct RemoteErrorBody: Decodable {
    let error: Bool?
    let reason: String?
}
