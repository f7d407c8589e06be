import Domain
import Testing

@testable import RemoteStorage

/// A player's text from the server, held to the rules of typed text, whichever way it is read.
@Suite struct RemotePlayerTests {
    static let texts = [
        "Ann Smith", "Ann  Smith", " Ann", "Ann ", "Ann\tSmith", "Ann\u{7F}", "Ann\u{1B}[2J", "", " ",
        String(repeating: "x", count: 40), String(repeating: "x", count: 41), "Zoe\u{0308}", "Zoë", "O'Brien-Smith 3",
        "Müller  Díaz", "Łukasz\u{00A0}Ñ", "A\u{030A}ngstr\u{00F6}m", "\u{212B}", "e\u{0301}\u{0301}", "ǅemal ʼ",
    ]

    @Test(arguments: texts)
    func cleaned_isWhatComposingAndSanitisingMake(text: String) {
        let composedAndSanitised = RemoteClient.sanitised(text.precomposedStringWithCanonicalMapping, maximum: 40)
        #expect(RemotePlayer.cleaned(text, maximum: 40) == composedAndSanitised)
    }

    @Test func onlyPrintableASCII_withSingleInnerSpaces_withinTheMaximum_isTakenAsItIs() {
        #expect(RemotePlayer.isCleanASCII("Ann Smith", maximum: 40))
        #expect(RemotePlayer.isCleanASCII("x", maximum: 1))
        for text in ["", " Ann", "Ann ", "Ann  Smith", "Ann\tSmith", "Ann\u{7F}", "Zoë", "xx"] {
            #expect(!RemotePlayer.isCleanASCII(text, maximum: text == "xx" ? 1 : 40), "\(text)")
        }
    }
}
