import Foundation

/// A player of the signed-in user's roster.
public struct Player: Sendable, Hashable, Identifiable {
    public let id: Int
    public var details: PlayerDetails

    public init(id: Int, details: PlayerDetails) {
        self.id = id
        self.details = details
    }

    public var name: String { details.name }
    public var age: Int? { details.age }
    public var position: PlayerPosition? { details.position }
    public var skill: PlayerSkill? { details.skill }
    public var favouriteTeam: String? { details.favouriteTeam }
}

/// Everything about a player but the id the store gives it.
public struct PlayerDetails: Sendable, Hashable {
    public var name: String
    public var age: Int?
    public var position: PlayerPosition?
    public var skill: PlayerSkill?
    public var favouriteTeam: String?

    public init(
        name: String,
        age: Int? = nil,
        position: PlayerPosition? = nil,
        skill: PlayerSkill? = nil,
        favouriteTeam: String? = nil
    ) {
        self.name = name
        self.age = age
        self.position = position
        self.skill = skill
        self.favouriteTeam = favouriteTeam
    }
}

public enum PlayerSkill: String, Sendable, CaseIterable, TypedChoice {
    case beginner, amateur, professional

    /// Its name, and the short form the team sheet shows.
    public var spellings: [String] {
        switch self {
        case .beginner: ["beginner", "beg"]
        case .amateur: ["amateur", "am"]
        case .professional: ["professional", "pro"]
        }
    }
}

/// A value a form offers in a numbered list, which may also be typed by name.
public protocol TypedChoice: CaseIterable, Sendable where AllCases == [Self] {
    /// What may be typed for it besides its number, in lower case.
    var spellings: [String] { get }
}

public enum PlayerPosition: String, Sendable, CaseIterable, TypedChoice {
    case goalkeeper, defender, midfielder, winger, striker

    /// Its name, its acronym, and the other usual short form (GK, DF, MF, W, ST).
    public var spellings: [String] {
        let usual =
            switch self {
            case .goalkeeper: "gk"
            case .defender: "df"
            case .midfielder: "mf"
            case .winger: "wg"
            case .striker: "fw"
            }
        return [rawValue, acronym.lowercased(), usual]
    }

    /// The short form the player lists show.
    public var acronym: String {
        switch self {
        case .goalkeeper: "GK"
        case .defender: "DEF"
        case .midfielder: "MID"
        case .winger: "W"
        case .striker: "ST"
        }
    }

    /// The long form that forms and details show, the same on every screen: "striker (ST)".
    public var nameWithAcronym: String {
        "\(rawValue) (\(acronym))"
    }
}
