/// One line typed at a command prompt, split into a command word and its arguments.
public struct CommandInput: Sendable, Equatable {
    /// The first word, lower-cased ("" for a blank line).
    public let word: String
    public let arguments: [String]
    /// The line as typed: a file name keeps the spaces inside it.
    private let line: String

    public init(_ line: String) {
        let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
        word = words.first?.lowercased() ?? ""
        arguments = Array(words.dropFirst())
        self.line = line
    }

    /// What follows the word and its first `skipped` arguments, as typed: spaces inside it are kept
    /// (`share "my  team.txt"`), those around it are not.
    public func text(afterArguments skipped: Int = 0) -> String {
        var rest = Substring(line)
        for _ in 0...skipped {
            rest = rest.drop(while: \.isWhitespace).drop { !$0.isWhitespace }
        }
        return rest.trimmingCharacters(in: .whitespaces)
    }

    /// The word when nothing follows it; nil when words do. A command that takes
    /// nothing is matched against this, so "b 1" is no more "back" than "e 1" is
    /// anything: every screen treats trailing words the same way.
    public var bareWord: String? {
        arguments.isEmpty ? word : nil
    }

    /// A file name as typed after a command: one word, or anything in quotes (`"my team.txt"`,
    /// `'a b.csv'`), kept as typed inside them; nil for nothing, or for words not in quotes.
    public static func path(_ text: String) -> String? {
        guard let quote = text.first else { return nil }
        if quote == "\"" || quote == "'" {
            return text.count > 2 && text.last == quote ? String(text.dropFirst().dropLast()) : nil
        }
        return text.contains(where: \.isWhitespace) ? nil : text
    }

    /// The word as a row number, when it is one ("3"); `Int.max` for digits too many to be one, which
    /// names no row either ("There is no player that high").
    public var number: Int? {
        if let number = Int(word) { return number }
        return !word.isEmpty && word.allSatisfy({ $0.isASCII && $0.isNumber }) ? Int.max : nil
    }

    /// The numbers `text` names, as every screen that takes several reads them: "3", "1 3 4", "1,2,3",
    /// "2-5", "2 – 5", "1-3 7" ("5-2" is 2-5); nil when a part is none of these.
    public static func numberRanges(_ text: String) -> [ClosedRange<Int>]? {
        // A dash (or an en dash) joins the numbers around it, whatever spaces stand beside it.
        var joined = ""
        var afterDash = false
        for character in text {
            if character == "-" || character == "–" {
                while joined.last?.isWhitespace == true { joined.removeLast() }
                joined.append("-")
                afterDash = true
            } else if !(afterDash && character.isWhitespace) {
                joined.append(character)
                afterDash = false
            }
        }
        var ranges: [ClosedRange<Int>] = []
        for part in joined.split(whereSeparator: { $0 == "," || $0.isWhitespace }) {
            let ends = part.split(separator: "-", omittingEmptySubsequences: false)
            let numbers = ends.compactMap { Int($0) }
            guard (1...2).contains(ends.count), numbers.count == ends.count, let first = numbers.first, let last = numbers.last else {
                return nil
            }
            ranges.append(min(first, last)...max(first, last))
        }
        return ranges
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
