import Foundation

/// How a roster file's bytes were read as text.
public enum RosterTextEncoding: Sendable, Equatable {
    case utf8
    /// Not UTF-8, so read as Windows-1252: what classic Excel's "CSV (Comma delimited)" writes.
    case windows1252
}

/// A roster file's bytes as text. The rule: UTF-8 (a byte-order mark or none) when the bytes are
/// UTF-8 and hold no NUL; otherwise Windows-1252 when every byte is one of its printable
/// characters, a tab or a line end (no NUL or other control byte, none of the five bytes it leaves
/// undefined: 0x81, 0x8D, 0x8F, 0x90, 0x9D); otherwise no text at all (a binary file, a
/// spreadsheet's own format, UTF-16).
enum RosterText {
    static func decode(_ data: Data) -> (text: String, encoding: RosterTextEncoding)? {
        guard !data.contains(0) else { return nil }
        if let text = String(data: data, encoding: .utf8) { return (text, .utf8) }
        // Foundation maps Windows-1252 and refuses its five undefined bytes; control bytes are refused here.
        guard !data.contains(where: isControl), let text = String(data: data, encoding: .windowsCP1252) else { return nil }
        return (text, .windows1252)
    }

    /// A control byte other than a tab or a line end: no sheet's text holds one.
    private static func isControl(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }
}
