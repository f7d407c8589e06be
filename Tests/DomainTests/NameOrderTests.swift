import Domain
import Foundation
import SeededRandom
import Testing

@Suite struct NameOrderTests {
    private func sorted(_ names: [String]) -> [String] {
        names.enumerated().map { Player(id: $0.offset, details: PlayerDetails(name: $0.element)) }.sortedByName().map(\.name)
    }

    @Test func accentsAndCapitals_sortWithTheirLetter() {
        let names = ["Zoë", "Óscar", "Łukasz", "ana", "Ülla", "Øyvind", "Æsa", "adam", "Þór", "Tom", "Đorđe", "Dan", "Ilker", "İlker"]

        #expect(sorted(names) == ["adam", "Æsa", "ana", "Dan", "Đorđe", "Ilker", "İlker", "Łukasz", "Óscar", "Øyvind", "Þór", "Tom", "Ülla", "Zoë"])
    }

    @Test func theIssuesThreeExamples() {
        #expect(NameOrder.precedes("Óscar", "Zoë"))
        #expect(NameOrder.precedes("Łukasz", "Zoë"))
        #expect(NameOrder.precedes("Ana Costa 76", "Ana Costa 376"))
        #expect(!NameOrder.precedes("Ana Costa 376", "Ana Costa 76"))
    }

    @Test func folding_isSearchsFolding_withTheLettersItLeavesAlone() {
        #expect(NameOrder.folded("Straße") == "strasse")
        #expect(NameOrder.folded("ÓSCAR Díaz") == "oscar diaz")
        #expect(NameOrder.folded("Zoe\u{308}") == "zoe")
        #expect(NameOrder.folded("Łukasz Øyvind Đorđe Ærø Œuvre Þór ılker") == "lukasz oyvind dorde aero oeuvre thor ilker")
        #expect(NameOrder.folded("") == "")
    }

    /// Each character is folded once and kept: the folding of a whole text, character by character, is
    /// Foundation's over the whole text (what `/ text` matched with), decomposed accents included.
    @Test func folding_characterByCharacter_isFoundationsOverTheWholeText() {
        let scalars = (0x20..<0x600).compactMap(Unicode.Scalar.init) + (0x1E00..<0x2000).compactMap(Unicode.Scalar.init)
        var texts = scalars.map { "A\($0)z\($0)" }
        texts += ["Zoe\u{308}", "e\u{301}\u{327}", "\u{301}alone", "İstanbul", "ǅaković", "Σίσυφος", "ﬁnn", "Ĳsbrand", "한국", "😀 9"]

        let differing = texts.filter { text in
            let byFoundation = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            let leftAlone = byFoundation.unicodeScalars.contains { "łøđðħŧıŀæœþĳǆǉǌ".unicodeScalars.contains($0) }
            return !leftAlone && NameOrder.folded(text) != byFoundation
        }

        #expect(differing == [])
        #expect(NameOrder.folded("ŁØĐÐĦŦıĿÆŒÞĲǄǇǊ") == "loddhtilaeoethijdzljnj")
    }

    @Test func numbers_compareByValue() {
        let names = ["Ana 10", "Ana 9", "Ana 2b", "Ana 10a", "Ana 007", "Ana 7", "Ana 08", "Ana", "Ana 0", "Ana 00", "Ana -1", "Ana 1.5", "Ana 1.25"]

        #expect(
            sorted(names) == ["Ana", "Ana -1", "Ana 0", "Ana 00", "Ana 1.5", "Ana 1.25", "Ana 2b", "Ana 007", "Ana 7", "Ana 08", "Ana 9", "Ana 10", "Ana 10a"]
        )
    }

    @Test func digitsAtTheStart_comeBeforeLetters_afterPunctuation() {
        #expect(sorted(["Bob", "10 Bob", "9 Bob", "7up", "(Bob)", "Ω"]) == ["(Bob)", "7up", "9 Bob", "10 Bob", "Bob", "Ω"])
    }

    /// Far past what an Int holds, and past 255 digits, where the count of digits takes more than one byte.
    @Test func veryLongDigitRuns_compareByValue() {
        let nines = "Player " + String(repeating: "9", count: 30)
        let oneAndZeros = "Player 1" + String(repeating: "0", count: 30)
        #expect(NameOrder.precedes(nines, oneAndZeros))
        #expect(!NameOrder.precedes(oneAndZeros, nines))

        let lengths = [1, 19, 20, 254, 255, 256, 509, 510, 511, 600]
        let numbers = lengths.map { "7" + String(repeating: "0", count: $0 - 1) }
        #expect(sorted(numbers.reversed()) == numbers)
        let long = String(repeating: "5", count: 300)
        #expect(sorted(["x" + long + "2", "x" + long + "1", "x" + long]) == ["x" + long, "x" + long + "1", "x" + long + "2"])
        #expect(sorted(["x" + String(repeating: "0", count: 400) + "3", "x2"]) == ["x2", "x" + String(repeating: "0", count: 400) + "3"])
    }

    /// Names that fold alike go by their exact text (UTF-8 bytes), the very same name by id.
    @Test func ties_goByTheExactName_thenById() {
        #expect(sorted(["Óscar", "oscar", "Oscar", "OSCAR"]) == ["OSCAR", "Oscar", "oscar", "Óscar"])
        let decomposed = "Zoe\u{308}"
        #expect(sorted(["Zoë", decomposed, "Zoe"]).map { Array($0.utf8) } == [Array("Zoe".utf8), Array(decomposed.utf8), Array("Zoë".utf8)])

        let players = [5, 3, 9, 1].map { Player(id: $0, details: PlayerDetails(name: "Sam")) }
        #expect(players.sortedByName().map(\.id) == [1, 3, 5, 9])
        #expect(NameOrder.Key("Zoë") == NameOrder.Key("Zoë"))
        #expect(NameOrder.Key("Zoë") != NameOrder.Key(decomposed))
        #expect(Set([NameOrder.Key("Zoë"), NameOrder.Key("Zoë"), NameOrder.Key(decomposed)]).count == 2)
    }

    @Test func emptyNames_comeFirst() {
        #expect(sorted(["b", "", "0", " ", ""]) == ["", "", " ", "0", "b"])
        let players = [Player(id: 2, details: PlayerDetails(name: "")), Player(id: 1, details: PlayerDetails(name: ""))]
        #expect(players.sortedByName().map(\.id) == [1, 2])
        #expect(!NameOrder.precedes("", ""))
    }

    /// Random names of letters, accents, capitals, digits and spaces: every way of sorting them gives one
    /// order, and no two keys disagree about which comes first.
    @Test func theOrderIsTotal_andTheSameHoweverTheNamesCome() {
        let pieces = ["a", "A", "á", "Á", "e\u{301}", "é", "ł", "Ł", "l", "0", "00", "1", "9", "10", " ", "ß", "ss", "s", "z", "Ø", "o"]
        var random = SeededGenerator(seed: 35)
        let names = (0..<250).map { _ in (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined() }
        let players = names.enumerated().map { Player(id: $0.offset, details: PlayerDetails(name: $0.element)) }

        let sorted = players.sortedByName()

        #expect(players.shuffled(using: &random).sortedByName() == sorted)
        #expect(players.reversed().sortedByName() == sorted)
        let keys = sorted.map { NameOrder.Key($0.name) }
        for (index, key) in keys.enumerated() {
            for later in keys[(index + 1)...] where later < key {
                Issue.record("\(later) sorts before \(key) but comes after it")
            }
        }
        for (left, right) in zip(keys, keys.dropFirst()) {
            #expect(NameOrder.Key.compare(left, right).signum() == -NameOrder.Key.compare(right, left).signum())
        }
    }
}
