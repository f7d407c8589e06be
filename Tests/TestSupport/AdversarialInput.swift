import Testing

/// Hostile or odd lines a user (or a script) may type at any prompt.
/// Named, so test logs show "10 000 characters" rather than the characters.
public struct AdversarialInput: Sendable, CustomTestStringConvertible {
    public let name: String
    public let text: String

    public init(_ name: String, _ text: String) {
        self.name = name
        self.text = text
    }

    public var testDescription: String { name }

    public static let all: [AdversarialInput] = [
        AdversarialInput("empty", ""),
        AdversarialInput("blank", "   \t "),
        AdversarialInput("10 000 characters", String(repeating: "x", count: 10_000)),
        AdversarialInput("invalid UTF-8 as read", "caf\u{FFFD}\u{FFFD}"),
        AdversarialInput("control characters", "a\u{0}b\u{7}c\u{8}d\u{7F}"),
        AdversarialInput("ANSI and OSC escapes", "\u{1B}[2J\u{1B}[31mred\u{1B}]0;pwned\u{07}"),
        AdversarialInput("C1 CSI", "x\u{9B}2Jy"),
        AdversarialInput("right-to-left and combining", "مريم \u{202E}evil e\u{301}\u{301}"),
        AdversarialInput("emoji", "⚽️👩🏽‍🦱🏳️‍🌈"),
        AdversarialInput("negative number", "-1"),
        AdversarialInput("huge number", "99999999999999999999999"),
        AdversarialInput("SQL injection", "'); DROP TABLE players;--"),
        AdversarialInput("SQL tautology", "' OR '1'='1"),
        AdversarialInput("zero-width characters and BOM", "\u{200B}\u{FEFF}\u{2060}"),
        AdversarialInput("bidi isolates and marks", "a\u{2066}b\u{2069}\u{200E}\u{200F}\u{061C}c"),
        AdversarialInput("OSC 8 hyperlink", "\u{1B}]8;;https://example.invalid\u{1B}\\click\u{1B}]8;;\u{1B}\\"),
        AdversarialInput("CR, VT, FF and NEL", "a\rb\u{0B}c\u{0C}d\u{85}e"),
        AdversarialInput("line and paragraph separators", "a\u{2028}b\u{2029}c"),
        AdversarialInput("NUL only", "\u{0}"),
        AdversarialInput("wide characters", "山田太郎⚽"),
        AdversarialInput("combining marks only", "\u{301}\u{302}\u{303}"),
        AdversarialInput("private use and noncharacters", "\u{E000}\u{F8FF}\u{10FFFD}"),
        AdversarialInput("10 000 wide characters", String(repeating: "界", count: 10_000)),
        AdversarialInput("10 000 combining marks on one letter", "e" + String(repeating: "\u{301}", count: 10_000)),
        AdversarialInput("out of range", "121"),
        AdversarialInput("Int64 overflow", "9223372036854775808"),
        AdversarialInput("decimal", "3.5"),
        AdversarialInput("exponent", "1e3"),
        AdversarialInput("hexadecimal", "0x1F"),
        AdversarialInput("non-ASCII digits", "٣７"),
        AdversarialInput("format string", "%s%n%x%@%d"),
        AdversarialInput("shell and quotes", "\"'\\`$(touch /tmp/pwned)`"),
        AdversarialInput("path traversal", "../../../etc/passwd"),
    ]
}
