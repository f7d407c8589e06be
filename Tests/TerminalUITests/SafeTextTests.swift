import Testing

@testable import TerminalUI

@Suite struct SafeTextTests {
    @Test(arguments: [
        ("\u{1B}[31mred\u{1B}[0m", "\u{FFFD}[31mred\u{FFFD}[0m"),
        ("\u{1B}]0;title\u{07}", "\u{FFFD}]0;title\u{FFFD}"),
        ("a\u{9B}2Jb", "a\u{FFFD}2Jb"),
        ("line\nbreak\r", "line\u{FFFD}break\u{FFFD}"),
        ("tab\there", "tab here"),
        ("abc\u{202E}def", "abc\u{FFFD}def"),
        ("Carla Díaz", "Carla Díaz"),
        ("👩‍🦱 ok", "👩‍🦱 ok"),
        // A skin tone is drawn two columns more by some terminals (tmux), none by others: left out.
        ("👩🏽‍🦱 ok", "👩‍🦱 ok"),
        ("Ana 👍🏽👍🏿", "Ana 👍👍"),
        ("", ""),
    ])
    func sanitize_replacesEveryControlAndFormatCharacter(input: String, expected: String) {
        #expect(SafeText.sanitize(input) == expected)
    }

    @Test func sanitize_leavesNoEscapeOrControlScalar() {
        let hostile = (0..<0x20).map { String(UnicodeScalar($0)!) }.joined() + "\u{7F}\u{85}\u{2028}\u{2066}"
        let safe = SafeText.sanitize(hostile)
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func width_countsWideCharactersTwiceAndCombiningMarksNever() {
        #expect(SafeText.width("abc") == 3)
        #expect(SafeText.width("山田") == 4)
        #expect(SafeText.width("⚽") == 2)
        #expect(SafeText.width("e\u{301}") == 1)
        #expect(SafeText.width("\u{301}") == 0)
        #expect(SafeText.width("❤️") == 2)
        #expect(SafeText.width("مريم") == 4)
        #expect(SafeText.width(SafeText.sanitize("👍🏽|")) == 3, "as every terminal draws it once the tone is left out")
    }

    /// The quick count by scalars must agree with the count by characters wherever it answers.
    @Test func width_byNarrowScalars_agreesWithTheCountByCharacters() {
        let scalars = (0x20...0x2FF).compactMap(Unicode.Scalar.init) + (0x2000...0x206F).compactMap(Unicode.Scalar.init)
        for scalar in scalars {
            let text = "a" + String(scalar) + "b"
            if let quick = SafeText.narrowScalarCount(text) {
                #expect(quick == text.reduce(0) { $0 + SafeText.width(of: $1) }, "U+\(String(scalar.value, radix: 16))")
            }
        }
        #expect(SafeText.narrowScalarCount("Football Gather · Players — Zoë") == 31)
        #expect(SafeText.narrowScalarCount("e\u{301}") == nil)
        #expect(SafeText.narrowScalarCount("a\u{200D}b") == nil)
    }

    /// Text the quick count measures is kept as it is by `sanitize`: every such scalar must be one it keeps.
    @Test func sanitize_keepsAsTheyAre_onlyScalarsItWouldKeepOneByOne() {
        let scalars = (0x0...0x2FF).compactMap(Unicode.Scalar.init) + (0x2000...0x206F).compactMap(Unicode.Scalar.init)
        for scalar in scalars where SafeText.narrowScalarCount(String(scalar)) != nil {
            #expect(SafeText.isSafe(scalar) && !SafeText.isSkinTone(scalar), "U+\(String(scalar.value, radix: 16))")
        }
        #expect(SafeText.sanitize("Ann\u{AD}Smith") == "Ann\u{FFFD}Smith", "the soft hyphen, invisible, is replaced")
        #expect(SafeText.sanitize("Zoë · Müller — Ivo") == "Zoë · Müller — Ivo")
    }

    @Test func truncate_cutsToTheColumnsWithAnEllipsis() {
        #expect(SafeText.truncate("Ann Smith", to: 20) == "Ann Smith")
        #expect(SafeText.truncate("Ann Smith", to: 5) == "Ann …")
        #expect(SafeText.truncate("山田太郎", to: 5) == "山田…")
        #expect(SafeText.truncate("abc", to: 0) == "")
    }

    @Test func pad_fillsToTheColumnsOnEitherSide() {
        #expect(SafeText.pad("ab", to: 4) == "ab  ")
        #expect(SafeText.pad("ab", to: 4, alignment: .right) == "  ab")
        #expect(SafeText.pad("山田", to: 6) == "山田  ")
        #expect(SafeText.pad("abcdef", to: 4) == "abc…")
    }
}
