import Domain
import Foundation
import Testing

@Suite struct WhitespaceTests {
    /// Every scalar up to U+3100 (all Unicode's white space is below it) and a sample of the rest,
    /// alone and at both ends of a word, and a combining mark after a space.
    @Test func trimmingWhitespace_trimsAsFoundationDoes() {
        let scalars = (0..<0x3100).compactMap(Unicode.Scalar.init) + stride(from: 0x3100, to: 0x11_0000, by: 997).compactMap(Unicode.Scalar.init)
        let texts = scalars.flatMap { ["\($0)", " \($0)x\($0)\n", "\u{3000}\($0)"] } + [" \u{301}a", "a\u{301} ", "\u{200B}Zoë\u{2029}", "", "\r\n"]

        let differing = texts.filter { $0.trimmingWhitespace() != $0.trimmingCharacters(in: .whitespacesAndNewlines) }

        #expect(differing == [])
        #expect(" \t Zoë \u{00A0}\r\n".trimmingWhitespace() == "Zoë")
    }
}
