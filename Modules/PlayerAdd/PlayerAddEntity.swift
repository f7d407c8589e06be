import Domain

/// What PlayerAdd needs of the player being added: every field the form asks.
public protocol PlayerAddEntity: PlayerFieldValues, Sendable {}

extension PlayerDetails: PlayerAddEntity {}
