import Domain

/// A line typed at the prompt of one field of a player, read as the value it names: the
/// screens that add and change players read alike, and hand their Interactor a typed value.
/// Enter alone keeps the value; `-` (and 0 on a choice list) clears it where `clears` says so.
public enum PlayerFieldInput {
    /// The value `line` names for `field`, or why it names none (it is not a number, not a choice).
    public static func read(_ line: String, for field: PlayerField, clears: Bool) -> Result<PlayerFieldValue, ValidationError> {
        let text = line.trimmingWhitespace()
        if text.isEmpty { return .success(.keep) }
        if clears, text == clearWord || (field.isChoice && text == "0") { return .success(.clear) }
        switch field {
        case .name: return .success(.name(text))
        case .favouriteTeam: return .success(.favouriteTeam(text))
        case .age: return age(text)
        case .position: return choice(text, field: field).map { $0.map(PlayerFieldValue.position) ?? .keep }
        case .skill: return choice(text, field: field).map { $0.map(PlayerFieldValue.skill) ?? .keep }
        }
    }

    /// Typed alone, it empties an optional field.
    public static let clearWord = "-"

    /// A whole number; one too long for an `Int` reads as the largest, which no rule takes.
    private static func age(_ text: String) -> Result<PlayerFieldValue, ValidationError> {
        if let value = Int(text) { return .success(.age(value)) }
        let digits = text.drop { $0 == "-" || $0 == "+" }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            return .failure(.notANumber(field: .player(.age)))
        }
        return .success(.age(text.hasPrefix("-") ? Int.min : Int.max))
    }

    private static func choice<Choice: TypedChoice>(_ text: String, field: PlayerField) -> Result<Choice?, ValidationError> {
        Validation.choice(text, of: Choice.self, field: .player(field))
    }
}

extension PlayerField {
    /// Position and skill are picked from a list; the others are typed.
    public var isChoice: Bool {
        self == .position || self == .skill
    }

    /// Every field but the name may be empty.
    public var isClearable: Bool {
        self != .name
    }
}
