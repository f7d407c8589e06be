import Domain

/// What PlayerEdit needs of the player being changed: every field it can show and change.
public protocol PlayerEditEntity: PlayerFieldValues, Sendable {}

extension Player: PlayerEditEntity {}
