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
    ]
}
