import Domain

// Domain's values as the user reads them: Domain keeps only what is stored and sent
// (a team's raw value is the wire value), the words are here.

extension PlayerField {
    /// The field's name as the user reads it.
    public var label: String {
        switch self {
        case .name: "Name"
        case .age: "Age"
        case .position: "Preferred position"
        case .skill: "Skill"
        case .favouriteTeam: "Favourite team"
        }
    }
}

extension ValidatedField {
    /// What a refused value was, as the user reads it.
    public var label: String {
        switch self {
        case .player(let field): field.label
        case .username: "Username"
        case .password: "Password"
        case .score: "Score"
        case .goals: "Goals"
        case .time: "Time"
        case .timerDuration: "Timer duration"
        case .timeRemaining: "Time remaining"
        }
    }
}

extension Team {
    /// "Team A", "Team B", "Bench".
    public var label: String {
        switch self {
        case .teamA: "Team A"
        case .teamB: "Team B"
        case .bench: "Bench"
        }
    }
}

extension Winner {
    /// The team that won as the user reads it; "None" for a draw.
    public var label: String {
        switch self {
        case .teamA: Team.teamA.label
        case .teamB: Team.teamB.label
        case .none: "None"
        }
    }
}
