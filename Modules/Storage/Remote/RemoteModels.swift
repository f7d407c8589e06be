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

    /// Values the app does not know (a newer server's skill, say) read as "not set". Text is held
    /// to the rules of typed text (see `cleaned`), so a name from the server shows, exports and
    /// imports as one typed here would; an age out of range is not set.
    var player: Player {
        let team = favouriteTeam.map { Self.cleaned($0, maximum: Validation.teamMaximumLength) }
        return Player(
            id: id,
            details: PlayerDetails(
                name: Self.cleaned(name, maximum: Validation.nameMaximumLength).nonEmpty ?? "Player \(id)",
                age: age.flatMap { Validation.ageRange.contains($0) ? $0 : nil },
                position: preferredPosition.flatMap(PlayerPosition.init(rawValue:)),
                skill: skill.flatMap(PlayerSkill.init(rawValue:)),
                favouriteTeam: team?.nonEmpty
            ))
    }

    /// Text another client stored, as the app's own rules would have let it be typed: control and
    /// format characters (an escape sequence, a right-to-left override) become spaces, white space
    /// is folded to single spaces, the text is composed (NFC) and cut to `maximum` characters.
    static func cleaned(_ text: String, maximum: Int) -> String {
        if isCleanASCII(text, maximum: maximum) { return text }
        // Below U+0300 there is nothing to compose (no combining mark): Latin names with accents are NFC as they come.
        let composed = text.unicodeScalars.allSatisfy { $0.value < 0x300 } ? text : text.precomposedStringWithCanonicalMapping
        return RemoteClient.sanitised(composed, maximum: maximum)
    }

    /// Printable ASCII, single spaces between words and none at the ends, within `maximum`: already
    /// what `cleaned` makes of it. Most names are, and a roster of thousands is read at every login:
    /// composing each through Foundation would cost more than its round trip.
    static func isCleanASCII(_ text: String, maximum: Int) -> Bool {
        var previous: UInt8 = 0x20
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte <= 0x7E, !(byte == 0x20 && previous == 0x20) else { return false }
            previous = byte
            count += 1
        }
        return previous != 0x20 && count <= maximum
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
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
