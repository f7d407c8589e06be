/// One line typed at a command prompt, split into a command word and its arguments.
public struct CommandInput: Sendable, Equatable {
    /// The first word, lower-cased ("" for a blank line).
    public let word: String
    public let arguments: [String]

    public init(_ line: String) {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        word = words.first?.lowercased() ?? ""
        arguments = Array(words.dropFirst())
    }

    /// The word when nothing follows it; nil when words do. A command that takes
    /// nothing is matched against this, so "b 1" is no more "back" than "e 1" is
    /// anything: every screen treats trailing words the same way.
    public var bareWord: String? {
        arguments.isEmpty ? word : nil
    }

    /// The word as a row number, when it is one ("3").
    public var number: Int? {
        guard word.count <= 9 else { return nil }
        return Int(word)
    }

    /// The arguments as numbers; nil if any is not one ("d 2" → [2]).
    public var numberArguments: [Int]? {
        let numbers = arguments.compactMap { $0.count <= 9 ? Int($0) : nil }
        return numbers.count == arguments.count ? numbers : nil
    }
}

extension Message {
    /// The same answer on every screen to a command it does not know.
    public static func unknownCommand(_ line: String) -> Message {
        let shown = SafeText.truncate(line.trimmingCharacters(in: .whitespaces), to: 20)
        return .error("Unknown command “\(shown)”. Type ? to see the commands.")
    }
}
