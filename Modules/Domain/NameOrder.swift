import Foundation
import Synchronization

/// The order people expect names in, and the folding `/ text` finds them by: capitals and accents
/// aside (Óscar with Oscar, Łukasz with Lukasz, Straße with Strasse), and a run of digits by its
/// value (Ana Costa 76 before Ana Costa 376, however long the run). Names that fold alike keep an
/// order of their own: by their exact text (its UTF-8 bytes: Oscar, oscar, Óscar), so the order is
/// total and the same in every store and on every machine.
public enum NameOrder {
    /// `text` as finding and sorting compare it: Foundation's case and accent folding (what
    /// `range(of:options: [.caseInsensitive, .diacriticInsensitive])` matches: ß is ss, Ó is o), and the
    /// letters it leaves alone, having no accent Unicode can take off, as the letters people type for
    /// them (`strokeLetters`: Ł is l, Ø is o, Æ is ae). To fold many texts, use one `NameFolder`.
    public static func folded(_ text: String) -> String {
        NameFolder().folded(text)
    }

    /// What Foundation's folding leaves as it is, as the letters it is written with in plain Latin.
    static let strokeLetters: [Unicode.Scalar: String] = [
        "ł": "l", "ø": "o", "đ": "d", "ð": "d", "ħ": "h", "ŧ": "t", "ı": "i", "ŀ": "l",
        "æ": "ae", "œ": "oe", "þ": "th", "ĳ": "ij", "ǆ": "dz", "ǉ": "lj", "ǌ": "nj",
    ]
}

/// Folds texts as `NameOrder.folded` does, keeping what it folded: Foundation's folding goes
/// through NSString on Linux (tens of microseconds a character), so whoever folds many names
/// (a sort, a screen's `/ text`) owns one folder and pays that once per character.
public final class NameFolder: Sendable {
    /// Characters folded so far; a roster uses a few dozen. Bounded, so names a server makes up
    /// can't grow it without end: past the bound a character is folded every time.
    private let kept = Mutex<[Character: String]>([:])
    static let charactersKept = 4_096

    public init() {}

    public func folded(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        appendFolded(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 of `text` folded. ASCII, the usual case, is only lowered.
    func appendFolded(_ text: String, to bytes: inout [UInt8]) {
        let wasASCII = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.allSatisfy({ $0 < 0x80 }) else { return false }
            for byte in utf8 { bytes.append(Self.lowered(byte)) }
            return true
        }
        if wasASCII == true { return }
        for character in text {
            if character.utf8.count == 1, let byte = character.utf8.first {
                bytes.append(Self.lowered(byte))
            } else {
                bytes.append(contentsOf: folded(character).utf8)
            }
        }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    private func folded(_ character: Character) -> String {
        if let known = kept.withLock({ $0[character] }) { return known }
        let byFoundation = String(character).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        let folded = byFoundation.unicodeScalars.map { NameOrder.strokeLetters[$0] ?? String($0) }.joined()
        kept.withLock { kept in
            if kept.count < Self.charactersKept { kept[character] = folded }
        }
        return folded
    }
}

extension NameOrder {
    /// A name's place in the order, worked out once: sorting compares keys, not names.
    public struct Key: Comparable, Hashable, Sendable {
        /// The folded name with every run of ASCII digits as its value (`appendKey`): these bytes
        /// compare as the names sort.
        let bytes: [UInt8]
        /// The name itself, for names that fold alike.
        let name: String

        public init(_ name: String) {
            var text: [UInt8] = []
            text.reserveCapacity(name.utf8.count)
            NameFolder().appendFolded(name, to: &text)
            var key: [UInt8] = []
            key.reserveCapacity(text.count + 2)
            NameOrder.appendKey(ofFolded: text, to: &key)
            bytes = key
            self.name = name
        }

        /// Negative when `left` comes first, zero for the same name (byte for byte), positive otherwise.
        public static func compare(_ left: Key, _ right: Key) -> Int {
            let order = NameOrder.compareBytes(left.bytes, right.bytes)
            return order != 0 ? order : NameOrder.compareExactly(left.name, right.name)
        }

        public static func < (left: Key, right: Key) -> Bool {
            compare(left, right) < 0
        }

        /// The same name byte for byte: a name and its decomposed spelling are two keys, one before the other.
        public static func == (left: Key, right: Key) -> Bool {
            left.bytes == right.bytes && left.name.utf8.elementsEqual(right.name.utf8)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(bytes)
            for byte in name.utf8 { hasher.combine(byte) }
        }
    }

    /// Whether `left` comes before `right`. To sort many names, make each one's `Key` once, or
    /// use `sortedIndices`.
    public static func precedes(_ left: String, _ right: String) -> Bool {
        Key(left) < Key(right)
    }

    /// The indices of `names` in this order; `tie` orders two indices whose names are the very same
    /// (a player's id). Every key is made once, all in one buffer: 10 000 names take a few milliseconds.
    public static func sortedIndices(of names: [String], tie: (Int, Int) -> Bool) -> [Int] {
        var keys: [UInt8] = []
        keys.reserveCapacity(names.count * 16)
        var bounds = [0]
        bounds.reserveCapacity(names.count + 1)
        var text: [UInt8] = []
        let folder = NameFolder()
        for name in names {
            text.removeAll(keepingCapacity: true)
            folder.appendFolded(name, to: &text)
            appendKey(ofFolded: text, to: &keys)
            bounds.append(keys.count)
        }
        var indices = Array(names.indices)
        keys.withUnsafeBufferPointer { keys in
            bounds.withUnsafeBufferPointer { bounds in
                indices.sort { left, right in
                    let leftKey = UnsafeBufferPointer(rebasing: keys[bounds[left]..<bounds[left + 1]])
                    let rightKey = UnsafeBufferPointer(rebasing: keys[bounds[right]..<bounds[right + 1]])
                    let order = compareBytes(leftKey, rightKey)
                    if order != 0 { return order < 0 }
                    let exact = compareExactly(names[left], names[right])
                    return exact != 0 ? exact < 0 : tie(left, right)
                }
            }
        }
        return indices
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }

    /// Appends `text` (a folded name) with each run of digits as bytes that compare as its value,
    /// and as a digit among the other characters (after "/", before ":"): "0" (a mark: every ASCII
    /// digit of the folded name is in a run), the count of digits without the leading zeros (a byte
    /// of 255 for each 255 of them, then the rest: a longer number is a larger one), then those
    /// digits. No run is too long for it.
    static func appendKey(ofFolded text: [UInt8], to key: inout [UInt8]) {
        var index = text.startIndex
        while index < text.endIndex {
            guard isDigit(text[index]) else {
                key.append(text[index])
                index += 1
                continue
            }
            var start = index
            while index < text.endIndex, isDigit(text[index]) { index += 1 }
            while start < index, text[start] == 0x30 { start += 1 }
            key.append(0x30)
            var count = index - start
            while count >= 0xFF {
                key.append(0xFF)
                count -= 0xFF
            }
            key.append(UInt8(count))
            key.append(contentsOf: text[start..<index])
        }
    }

    /// Byte by byte, then the shorter first: negative, zero or positive.
    static func compareBytes<Bytes: Collection<UInt8>>(_ left: Bytes, _ right: Bytes) -> Int {
        for (leftByte, rightByte) in zip(left, right) where leftByte != rightByte {
            return Int(leftByte) - Int(rightByte)
        }
        return left.count - right.count
    }

    /// Two names by their UTF-8 bytes.
    static func compareExactly(_ left: String, _ right: String) -> Int {
        var leftBytes = left.utf8.makeIterator()
        var rightBytes = right.utf8.makeIterator()
        while true {
            switch (leftBytes.next(), rightBytes.next()) {
            case (nil, nil): return 0
            case (nil, _): return -1
            case (_, nil): return 1
            case (let leftByte?, let rightByte?) where leftByte != rightByte: return Int(leftByte) - Int(rightByte)
            default: continue
            }
        }
    }
}

extension Sequence where Element == Player {
    /// In `NameOrder`, players of the very same name by id: how every store lists a roster.
    public func sortedByName() -> [Player] {
        let players = Array(self)
        return NameOrder.sortedIndices(of: players.map(\.name)) { players[$0].id < players[$1].id }.map { players[$0] }
    }
}
