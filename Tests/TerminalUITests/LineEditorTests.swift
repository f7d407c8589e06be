import SeededRandom
import Testing

@testable import TerminalUI

/// Keys from a terminal's bytes, and the line they edit.
@Suite struct KeyDecoderTests {
    func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test func printableText_andUTF8_comeAsText_evenSplitAcrossReads() {
        #expect(keys("a+ 2") == [.text("a+ 2")])
        var decoder = KeyDecoder()
        let bytes = Array("Díaz Zoë ⚽".utf8)
        var got: [Key] = []
        for byte in bytes { got += decoder.decode([byte]) }
        #expect(got.map { if case .text(let text) = $0 { text } else { "?" } }.joined() == "Díaz Zoë ⚽")
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[3~", .delete),
        ("\u{7F}", .backspace), ("\u{08}", .backspace), ("\u{01}", .home), ("\u{05}", .end), ("\u{15}", .deleteToStart),
        ("\u{0B}", .deleteToEnd), ("\u{17}", .deleteWordBack), ("\u{04}", .endOfInput), ("\r", .enter), ("\n", .enter), ("\r\n", .enter),
    ])
    func eachKey_isKnownByItsSequence(bytes: String, key: Key) {
        #expect(keys(bytes) == [key])
    }

    /// F-keys, a mouse report, Alt with a key, a paste's brackets, a tab: dropped whole, never typed.
    @Test(arguments: ["\u{1B}[15~", "\u{1B}OP", "\u{1B}[<0;10;5M", "\u{1B}x", "\u{1B}[200~", "\u{1B}[1;5C", "\t", "\u{00}", "\u{1B}[5~"])
    func unknownSequences_areDroppedWhole(bytes: String) {
        #expect(keys("a" + bytes + "b") == [.text("ab")])
    }

    @Test func aSequenceSplitAcrossReads_waitsForItsEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("x\u{1B}".utf8)) == [.text("x")])
        #expect(decoder.decode(Array("[".utf8)) == [])
        #expect(decoder.decode(Array("1".utf8)) == [])
        #expect(decoder.decode(Array("5~y".utf8)) == [.text("y")])
        #expect(decoder.decode(Array("\u{1B}[".utf8) + [0x44]) == [.left])
    }

    /// Whatever the bytes, the text that comes out holds no control character: no escape code
    /// can reach a command.
    @Test(arguments: 0..<4)
    func randomBytes_neverGiveAControlCharacterAsText(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed))
        var decoder = KeyDecoder()
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                Bool.random(using: &random) ? UInt8.random(in: 0...0x7F, using: &random) : UInt8.random(in: 0...0xFF, using: &random)
            }
            for case .text(let text) in decoder.decode(bytes) {
                #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value) })
            }
        }
    }
}

@Suite struct LineEditorTests {
    /// The line after `keys`, with "|" at the cursor.
    func typed(_ keys: [Key], history: [String] = []) -> String {
        var editor = LineEditor()
        for key in keys { _ = editor.apply(key, history: history) }
        var shown = editor.characters
        shown.insert("|", at: editor.cursor)
        return String(shown)
    }

    @Test func textGoesInAtTheCursor_andTheArrowsHomeAndEndMoveIt() {
        #expect(typed([.text("a+2")]) == "a+2|")
        #expect(typed([.text("a+2"), .left, .text(" ")]) == "a+ |2")
        #expect(typed([.text("Jo"), .home, .text("¡"), .end, .text("hn")]) == "¡John|")
        #expect(typed([.text("ab"), .left, .left, .left, .right, .right, .right]) == "ab|")
    }

    @Test func deletingKeys_takeWhatTheySay() {
        #expect(typed([.text("abc"), .backspace]) == "ab|")
        #expect(typed([.text("abc"), .home, .backspace, .delete]) == "|bc")
        #expect(typed([.text("s 1 2 3"), .left, .left, .deleteToStart]) == "| 3")
        #expect(typed([.text("s 1 2 3"), .left, .left, .deleteToEnd]) == "s 1 2|")
        #expect(typed([.text("share md  team.md"), .deleteWordBack]) == "share md  |")
        #expect(typed([.text("share md  "), .deleteWordBack]) == "share |")
        #expect(typed([.text("Zoë"), .backspace, .text("e")]) == "Zoe|")
    }

    @Test func enter_givesTheLineAndStartsAnEmptyOne() {
        var editor = LineEditor()
        _ = editor.apply(.text("end"), history: [])
        #expect(editor.apply(.enter, history: []) == .submitted("end"))
        #expect(editor == LineEditor())
        #expect(editor.apply(.enter, history: []) == .submitted(""))
    }

    @Test func ctrlD_endsTheInputOnAnEmptyLine_andDeletesWithinOne() {
        var editor = LineEditor()
        #expect(editor.apply(.endOfInput, history: []) == .endOfInput)
        _ = editor.apply(.text("ab"), history: [])
        _ = editor.apply(.home, history: [])
        #expect(editor.apply(.endOfInput, history: []) == .edited)
        #expect(editor.text == "b")
    }

    @Test func upAndDown_goThroughTheLinesTypedBefore_andBackToTheOneBeingTyped() {
        let history = ["a+ 1", "b+ 2", "s"]
        #expect(typed([.up], history: history) == "s|")
        #expect(typed([.up, .up], history: history) == "b+ 2|")
        #expect(typed([.up, .up, .up, .up], history: history) == "a+ 1|")
        #expect(typed([.text("a-"), .up, .up, .down], history: history) == "s|")
        #expect(typed([.text("a-"), .up, .down], history: history) == "a-|")
        #expect(typed([.up, .backspace, .text("3"), .up], history: history) == "s|")
        #expect(typed([.down], history: history) == "|")
        #expect(typed([.up], history: []) == "|")
    }

    @Test func keysThatChangeNothing_sayNothingChanged() {
        var editor = LineEditor()
        for key in [Key.backspace, .delete, .left, .right, .home, .end, .deleteToStart, .deleteToEnd, .deleteWordBack, .down] {
            #expect(editor.apply(key, history: ["x"]) == .unchanged)
        }
    }
}
