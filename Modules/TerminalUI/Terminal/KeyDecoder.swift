/// A key as a terminal in non-canonical mode sends it, decoded: what the line editor acts on.
public enum Key: Sendable, Equatable {
    /// Printable characters (one key, or a paste).
    case text(String)
    case enter
    case backspace
    /// Delete, or Ctrl-D within a line: the character under the cursor.
    case delete
    case left, right, home, end
    /// ↑ and ↓: the lines typed before.
    case up, down
    /// Ctrl-U: everything before the cursor.
    case deleteToStart
    /// Ctrl-K: everything from the cursor on.
    case deleteToEnd
    /// Ctrl-W: the word before the cursor.
    case deleteWordBack
    /// Ctrl-D on an empty line.
    case endOfInput
}

/// Turns the bytes a terminal sends into keys. An escape sequence or a UTF-8 character split
/// across two reads is kept until it is whole; sequences it does not know (function keys, a
/// mouse report, Alt with a key) are dropped whole, so no escape code ever becomes text.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        func add(_ key: Key) {
            if case .text(let more) = key, case .text(let text)? = keys.last {
                keys[keys.count - 1] = .text(text + more)
            } else {
                keys.append(key)
            }
        }
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            if let key { add(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// The key starting at `index` and how many bytes it takes (a nil key is dropped);
    /// nil when the bytes so far are the start of a longer sequence.
    private static func key(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escape(at: index, in: bytes)
        // A CR followed by its LF is one Enter.
        case 0x0D: return (.enter, index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1)
        case 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01: return (.home, 1)
        case 0x05: return (.end, 1)
        case 0x02: return (.left, 1)
        case 0x06: return (.right, 1)
        case 0x15: return (.deleteToStart, 1)
        case 0x0B: return (.deleteToEnd, 1)
        case 0x17: return (.deleteWordBack, 1)
        case 0x04: return (.endOfInput, 1)
        case ..<0x20: return (nil, 1)
        default: return character(at: index, in: bytes)
        }
    }

    private static func escape(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        guard index + 1 < bytes.count else { return nil }
        switch bytes[index + 1] {
        case UInt8(ascii: "["):
            // CSI: parameters and intermediates, then one final byte in 0x40–0x7E.
            var end = index + 2
            while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
            guard end < bytes.count else { return nil }
            let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
            return (csi(parameters, final: bytes[end]), end - index + 1)
        case UInt8(ascii: "O"):
            guard index + 2 < bytes.count else { return nil }
            let keys: [UInt8: Key] = [0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end]
            return (keys[bytes[index + 2]], 3)
        default:
            // Alt with a key: not a command here.
            return (nil, 2)
        }
    }

    private static func csi(_ parameters: String, final: UInt8) -> Key? {
        switch (parameters, final) {
        case ("", UInt8(ascii: "A")): .up
        case ("", UInt8(ascii: "B")): .down
        case ("", UInt8(ascii: "C")): .right
        case ("", UInt8(ascii: "D")): .left
        case ("", UInt8(ascii: "H")): .home
        case ("", UInt8(ascii: "F")): .end
        case ("1", UInt8(ascii: "~")), ("7", UInt8(ascii: "~")): .home
        case ("4", UInt8(ascii: "~")), ("8", UInt8(ascii: "~")): .end
        case ("3", UInt8(ascii: "~")): .delete
        default: nil
        }
    }

    /// One UTF-8 character; a byte that can't start or continue one is dropped.
    private static func character(at index: Int, in bytes: [UInt8]) -> (Key?, Int)? {
        let lead = bytes[index]
        let length =
            switch lead {
            case ..<0x80: 1
            case 0xC2...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF4: 4
            default: 0
            }
        guard length > 0 else { return (nil, 1) }
        guard index + length <= bytes.count else { return nil }
        let sequence = bytes[index..<(index + length)]
        guard sequence.dropFirst().allSatisfy({ (0x80...0xBF).contains($0) }),
            let text = String(validating: sequence, as: UTF8.self)
        else { return (nil, 1) }
        // A C1 control (U+0080–U+009F) is a terminal command too, written in UTF-8.
        guard !text.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) else { return (nil, length) }
        return (.text(text), length)
    }
}
