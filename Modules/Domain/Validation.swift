import Foundation

/// Why a value typed by the user was refused.
public enum ValidationError: Error, Sendable, Equatable {
    case required(field: ValidatedField)
    case tooLong(field: ValidatedField, maximum: Int)
    case tooShort(field: ValidatedField, minimum: Int)
    case controlCharacters(field: ValidatedField)
    case notANumber(field: ValidatedField)
    case outOfRange(field: ValidatedField, range: ClosedRange<Int>)
    case forbiddenCharacter(field: ValidatedField, character: Character)
    case notAChoice(field: ValidatedField, choices: Int)
    case mismatch(field: ValidatedField)
    case notADuration(field: ValidatedField)
}

/// What a `ValidationError` is about; the Presentation module names it for the user.
public enum ValidatedField: Sendable, Hashable {
    case player(PlayerField)
    case username, password
    case score, goals
    /// A countdown's set time, as typed.
    case time
    /// A stored match's countdown: its length, and what is left of it.
    case timerDuration, timeRemaining
}

/// The rules every store and screen share; pure functions, no I/O.
public enum Validation {
    public static let nameMaximumLength = 50
    public static let teamMaximumLength = 50
    public static let usernameMaximumLength = 50
    public static let passwordMaximumLength = 128
    public static let newPasswordMinimumLength = 8
    public static let ageRange = 1...120

    /// A player's name: trimmed, not blank, at most 50 characters, printable.
    public static func playerName(_ text: String) -> Result<String, ValidationError> {
        requiredText(text, field: .player(.name), maximum: nameMaximumLength)
    }

    /// An optional age: blank means none.
    public static func age(_ text: String) -> Result<Int?, ValidationError> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return .success(nil) }
        guard let value = Int(trimmed) else {
            // All digits but too big for an Int is still a number, just out of range.
            let digits = trimmed.drop { $0 == "-" || $0 == "+" }
            let isNumeral = !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
            return .failure(isNumeral ? .outOfRange(field: .player(.age), range: ageRange) : .notANumber(field: .player(.age)))
        }
        guard ageRange.contains(value) else { return .failure(.outOfRange(field: .player(.age), range: ageRange)) }
        return .success(value)
    }

    /// An age read as a number: within `ageRange`.
    public static func age(_ value: Int) -> Result<Int, ValidationError> {
        ageRange.contains(value) ? .success(value) : .failure(.outOfRange(field: .player(.age), range: ageRange))
    }

    /// An optional favourite team: blank means none.
    public static func favouriteTeam(_ text: String) -> Result<String?, ValidationError> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return .success(nil) }
        return requiredText(trimmed, field: .player(.favouriteTeam), maximum: teamMaximumLength).map { $0 }
    }

    /// An optional choice typed as its number in a list of `count` choices.
    public static func choice(_ text: String, count: Int, field: ValidatedField) -> Result<Int?, ValidationError> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return .success(nil) }
        guard trimmed.count <= 3, let number = Int(trimmed), (1...count).contains(number) else {
            return .failure(.notAChoice(field: field, choices: count))
        }
        return .success(number - 1)
    }

    /// An optional choice typed as its number in the list, or as its name or short form in any case
    /// ("3", "midfielder", "MID"), or the start of one only it has, two letters at least ("beg"); blank is none.
    public static func choice<Choice: TypedChoice>(_ text: String, of type: Choice.Type, field: ValidatedField) -> Result<Choice?, ValidationError> {
        let cases = Choice.allCases
        let word = text.trimmingWhitespace().lowercased()
        if let named = cases.first(where: { $0.spellings.contains(word) }) { return .success(named) }
        let started = word.count >= 2 ? cases.filter { $0.spellings.contains { $0.hasPrefix(word) } } : []
        if started.count == 1 { return .success(started[0]) }
        return choice(text, count: cases.count, field: field).map { $0.map { cases[$0] } }
    }

    /// A countdown's set time, in seconds: within `GatherTimer.durationRange` (0:01 to 99:59).
    public static func duration(seconds: Int?, field: ValidatedField = .time) -> Result<Int, ValidationError> {
        guard let seconds, GatherTimer.durationRange.contains(seconds) else { return .failure(.notADuration(field: field)) }
        return .success(seconds)
    }

    /// A username: trimmed, not blank, printable, no ":" (it would break HTTP Basic auth).
    public static func username(_ text: String) -> Result<String, ValidationError> {
        requiredText(text, field: .username, maximum: usernameMaximumLength).flatMap { name in
            name.contains(":") ? .failure(.forbiddenCharacter(field: .username, character: ":")) : .success(name)
        }
    }

    /// A password is kept exactly as typed (no trimming), but must not be empty.
    public static func password(_ text: String) -> Result<String, ValidationError> {
        if text.isEmpty { return .failure(.required(field: .password)) }
        if text.count > passwordMaximumLength { return .failure(.tooLong(field: .password, maximum: passwordMaximumLength)) }
        if containsControlCharacters(text) { return .failure(.controlCharacters(field: .password)) }
        return .success(text)
    }

    /// A password chosen for a new account: a password, and at least 8 characters. Logging in
    /// checks only `password(_:)`, so accounts made before this rule keep working.
    public static func newPassword(_ text: String) -> Result<String, ValidationError> {
        password(text).flatMap { password in
            password.count < newPasswordMinimumLength
                ? .failure(.tooShort(field: .password, minimum: newPasswordMinimumLength))
                : .success(password)
        }
    }

    /// Checks every field of a player at once (what stores enforce before writing).
    public static func player(_ details: PlayerDetails) -> Result<PlayerDetails, ValidationError> {
        playerName(details.name).flatMap { name in
            if let age = details.age, !ageRange.contains(age) {
                return .failure(.outOfRange(field: .player(.age), range: ageRange))
            }
            return favouriteTeam(details.favouriteTeam ?? "").map { team in
                var valid = details
                valid.name = name
                valid.favouriteTeam = team
                return valid
            }
        }
    }

    static func requiredText(_ text: String, field: ValidatedField, maximum: Int) -> Result<String, ValidationError> {
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty { return .failure(.required(field: field)) }
        if containsControlCharacters(trimmed) { return .failure(.controlCharacters(field: field)) }
        if trimmed.count > maximum { return .failure(.tooLong(field: field, maximum: maximum)) }
        return .success(trimmed)
    }

    static func containsControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            // ASCII, the usual case, without a look-up in Unicode's tables.
            if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                // Zero-width joiners are "format" but part of emoji sequences.
                return scalar != "\u{200D}" && scalar != "\u{FE0F}"
            default:
                return false
            }
        }
    }
}
