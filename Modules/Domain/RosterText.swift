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
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(data.count)
        for byte in data {
            guard let scalar = windows1252(byte) else { return nil }
            scalars.append(scalar)
        }
        return (String(scalars), .windows1252)
    }

    /// The character a Windows-1252 byte stands for; nil for a control byte other than a tab or a
    /// line end, and for the bytes it leaves undefined.
    private static func windows1252(_ byte: UInt8) -> Unicode.Scalar? {
        switch byte {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0xA0...0xFF: return Unicode.Scalar(byte)
        case 0x80...0x9F: return high[Int(byte - 0x80)].flatMap(Unicode.Scalar.init)
        default: return nil
        }
    }

    /// 0x80…0x9F, where Windows-1252 differs from Latin-1: the euro sign, curly quotes, dashes, Š, Ž, Œ…
    private static let high: [UInt32?] = [
        0x20AC, nil, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, nil, 0x017D, nil,
        nil, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, nil, 0x017E, 0x0178,
    ]
}
