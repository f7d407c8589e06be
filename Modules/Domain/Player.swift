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

public enum PlayerSkill: String, Sendable, CaseIterable {
    case beginner, amateur, professional
}

public enum PlayerPosition: String, Sendable, CaseIterable {
    case goalkeeper, defender, midfielder, winger, striker

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
