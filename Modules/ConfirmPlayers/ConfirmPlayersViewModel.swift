import TerminalUI

/// One player on the sheet, as shown.
public struct ConfirmPlayersEntry: Sendable, Equatable {
    /// What the user types to move this player; stable across moves.
    public var number: Int
    public var name: String
    /// The position's acronym, or "—".
    public var position: String

    public init(number: Int, name: String, position: String) {
        self.number = number
        self.name = name
        self.position = position
    }
}

/// What the confirm screen is showing.
public enum ConfirmPlayersState: Sendable, Equatable {
    /// Nobody was picked (the screen was opened without players).
    case empty
    /// The three groups, each in number order.
    case teams(teamA: [ConfirmPlayersEntry], teamB: [ConfirmPlayersEntry], bench: [ConfirmPlayersEntry])
}

/// Everything the confirm view shows.
public struct ConfirmPlayersViewModel: Sendable, Equatable {
    public var state: ConfirmPlayersState
    /// How the last automatic split was made; gone once someone is moved by hand.
    public var explanation: String?
    public var message: Message?

    public init(
        state: ConfirmPlayersState = .teams(teamA: [], teamB: [], bench: []),
        explanation: String? = nil,
        message: Message? = nil
    ) {
        self.state = state
        self.explanation = explanation
        self.message = message
    }
}
