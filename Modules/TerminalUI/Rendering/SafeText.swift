/// Makes untrusted text (names typed by anyone, text from a server) safe to print
/// and measures how many terminal columns it takes.
public enum SafeText {
    /// Shown in place of a character that must not reach the terminal.
    public static let replacement: Character = "\u{FFFD}"

    /// One printable line: control characters, escape sequences' introducers,
    /// bidirectional overrides and other invisible format characters are replaced.
    public static func sanitize(_ text: String) -> String {
        if isPrintableASCII(text) || narrowScalarCount(text) != nil { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isSkinTone(scalar) {
                // Terminals differ on an emoji with a skin tone (tmux draws it four columns wide,
                // others two): drawn without it, it is two columns everywhere and no row shifts.
                continue
            } else if isSafe(scalar) {
                result.append(scalar)
            } else if scalar == "\t" {
                result.append(" ")
            } else {
                result.append(contentsOf: String(replacement).unicodeScalars)
            }
        }
        return String(result)
    }

    /// The five emoji modifiers (U+1F3FB…U+1F3FF, light to dark skin tone).
    static func isSkinTone(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return false
        case .format:
            // Joiners and variation selectors build emoji; bidi overrides reorder text.
            return scalar == "\u{200D}" || scalar == "\u{FE0F}"
        default:
            return true
        }
    }

    /// Columns a (sanitised) string occupies: wide characters take two, combining marks none.
    public static func width(_ text: String) -> Int {
        if isPrintableASCII(text) { return text.utf8.count }
        if let columns = narrowScalarCount(text) { return columns }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// The next most common case, without splitting into characters (every screen's
    /// title has a "·", many messages a "—"): Latin letters with their accents
    /// precomposed and general punctuation, one column and one character each.
    /// Nil when a scalar may be wide, combine or join, so the full count is needed.
    static func narrowScalarCount(_ text: String) -> Int? {
        var count = 0
        for scalar in text.unicodeScalars {
            let value = scalar.value
            // Safe too (sanitize keeps such a text as it is): the soft hyphen, an invisible format character, is not among them.
            let isNarrow =
                value >= 0x20 && value <= 0x7E || value >= 0xA0 && value <= 0x2FF && value != 0xAD
                || value >= 0x2010 && value <= 0x2027 || value >= 0x2030 && value <= 0x205E
            guard isNarrow else { return nil }
            count += 1
        }
        return count
    }

    /// The common case, checked on bytes: every character is one column and safe.
    static func isPrintableASCII(_ text: String) -> Bool {
        // Plain comparisons: every screen line comes through here, in debug builds too.
        for byte in text.utf8 where byte < 0x20 || byte > 0x7E {
            return false
        }
        return true
    }

    static func width(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.properties.generalCategory == .nonspacingMark || first.properties.generalCategory == .enclosingMark {
            return 0
        }
        if character.unicodeScalars.contains(where: { isWide($0) || $0 == "\u{FE0F}" }) {
            return 2
        }
        return 1
    }

    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Cuts text to at most `columns`, ending with "…" when something was cut.
    public static func truncate(_ text: String, to columns: Int) -> String {
        guard width(text) > columns else { return text }
        guard columns > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let next = width(of: character)
            if used + next > columns - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }

    /// Pads (or truncates) to exactly `columns`.
    public static func pad(_ text: String, to columns: Int, alignment: Alignment = .left) -> String {
        let fitted = truncate(text, to: columns)
        let gap = String(repeating: " ", count: max(0, columns - width(fitted)))
        return alignment == .left ? fitted + gap : gap + fitted
    }

    /// Lines of at most `limit` columns, broken at spaces; a word longer than a line is cut.
    static func wrap(_ text: String, to limit: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            // Widths add up unless the word starts with a scalar that may join the space before it.
            let mayJoin = (word.unicodeScalars.first?.value ?? 0) >= 0x300
            let candidateWidth = current.isEmpty || mayJoin ? SafeText.width(candidate) : currentWidth + 1 + SafeText.width(word)
            if candidateWidth <= limit {
                current = candidate
                currentWidth = candidateWidth
                continue
            }
            if !current.isEmpty { lines.append(current) }
            var rest = word
            while SafeText.width(rest) > limit {
                let head = SafeText.truncate(rest, to: limit + 1).dropLast()
                lines.append(String(head))
                rest = String(rest.dropFirst(head.count))
            }
            current = rest
            currentWidth = SafeText.width(rest)
        }
        lines.append(current)
        return lines
    }

    public enum Alignment: Sendable { case left, right }
}
