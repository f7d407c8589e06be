/// What must never reach a terminal from text a user (or a file) supplied:
/// the bytes that start escape sequences, move the cursor, or reorder what is shown.
public enum TerminalSafety {
    /// ESC and every other C0 control but "\n", DEL, the C1 controls (U+0080–U+009F,
    /// CSI among them), the line and paragraph separators, and the bidirectional
    /// controls (marks, embeddings, overrides, isolates).
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        // Plain comparisons, most common case first: every byte of every test's output comes through here.
        let value = scalar.value
        if value >= 0xA0 && value < 0x061C || value >= 0x20 && value < 0x7F || value == 0x0A { return false }
        if value < 0x20 || value <= 0x9F { return true }
        return value == 0x061C || value == 0x200E || value == 0x200F || value >= 0x2028 && value <= 0x202E
            || value >= 0x2066 && value <= 0x2069
    }

    /// The forbidden scalars in `text`, each with a little context, for a readable failure.
    public static func violations(in text: String, limit: Int = 5) -> [String] {
        // The common case, decided on bytes: printable ASCII and newlines only.
        if !text.utf8.contains(where: { $0 < 0x20 && $0 != 0x0A || $0 > 0x7E }) { return [] }
        // Then on scalars, before anything is copied.
        if !text.unicodeScalars.contains(where: isForbidden) { return [] }
        var found: [String] = []
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where isForbidden(scalar) {
            let context = scalars[max(0, index - 20)..<min(scalars.count, index + 20)]
                .map { isForbidden($0) ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0) }
                .joined()
            found.append("U+\(String(scalar.value, radix: 16, uppercase: true)) in “\(context)”")
            if found.count == limit { break }
        }
        return found
    }

    /// Whether raw output bytes are valid UTF-8 (a terminal shows anything else as garbage).
    public static func isValidUTF8(_ bytes: some Collection<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
