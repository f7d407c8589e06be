/// A line typed at a field's prompt (a form's name, an age, a choice): the words every field
/// prompt reserves, or a value. The same words mean the same on every field, so `b` never
/// becomes a name; a value that is one of them is typed after a backslash (`\b`).
public enum FieldInput: Sendable, Equatable {
    /// `?`
    case help
    /// `b` or `back`
    case back
    /// `cancel`
    case cancel
    /// Anything else, as typed; one leading backslash taken off (`\b` is "b", `\\x` is "\x").
    case value(String)

    public init(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        switch trimmed.lowercased() {
        case "?": self = .help
        case "b", "back": self = .back
        case "cancel": self = .cancel
        default: self = .value(trimmed.hasPrefix("\\") ? String(trimmed.dropFirst()) : line)
        }
    }

    /// Said in a field's `?` help.
    public static let escapeHelp = "To type b, back, cancel or ? as the value itself, put a backslash first: \\b."
}
