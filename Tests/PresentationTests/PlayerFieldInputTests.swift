import Domain
import Presentation
import TestSupport
import Testing

/// A line typed at a player's field, read as the value it names (or why it names none),
/// as the screens that add and change players read it.
@Suite struct PlayerFieldInputTests {
    func read(_ line: String, _ field: PlayerField, clears: Bool = true) -> Result<PlayerFieldValue, ValidationError> {
        PlayerFieldInput.read(line, for: field, clears: clears)
    }

    @Test(arguments: PlayerField.allCases, ["", "   ", " \t "])
    func enterAlone_keeps(field: PlayerField, line: String) {
        #expect(read(line, field) == .success(.keep))
    }

    @Test func aValue_isReadForItsField_trimmed() {
        #expect(read("  Ann Jones ", .name) == .success(.name("Ann Jones")))
        #expect(read(" 031 ", .age) == .success(.age(31)))
        #expect(read("+5", .age) == .success(.age(5)))
        #expect(read(" Real Madrid ", .favouriteTeam) == .success(.favouriteTeam("Real Madrid")))
        #expect(read(" 5 ", .position) == .success(.position(.striker)))
        #expect(read(" DEF ", .position) == .success(.position(.defender)))
        #expect(read("PRO", .skill) == .success(.skill(.professional)))
    }

    @Test func aDash_clearsWhereTheScreenSaysSo_andZeroClearsAChoice() {
        for field in PlayerField.allCases { #expect(read(" - ", field) == .success(.clear)) }
        #expect(read("0", .skill) == .success(.clear))
        #expect(read("0", .age) == .success(.age(0)), "on a typed field 0 is a number, which the age rule refuses")
        #expect(read("-", .name, clears: false) == .success(.name("-")))
        #expect(read("-", .position, clears: false) == .failure(.notAChoice(field: .player(.position), choices: 5)))
    }

    @Test(arguments: ["abc", "12.5", "thirty", "--"])
    func anAgeThatIsNoNumber_isNotRead(line: String) {
        #expect(read(line, .age) == .failure(.notANumber(field: .player(.age))))
    }

    @Test func aNumberTooLongForAnInt_readsAsTheLargest_whichNoAgeTakes() {
        #expect(read("99999999999999999999999", .age) == .success(.age(.max)))
        #expect(read("-99999999999999999999999", .age) == .success(.age(.min)))
        #expect(read("-1", .age) == .success(.age(-1)))
    }

    @Test(arguments: [
        (PlayerField.position, "6", 5), (.position, "x", 5), (.position, "-1", 5), (.position, "centre-back", 5),
        (.position, "99999999999999999999999", 5), (.skill, "4", 3), (.skill, "1 2", 3),
    ])
    func aChoiceThatIsNone_isNotRead(field: PlayerField, line: String, count: Int) {
        #expect(read(line, field) == .failure(.notAChoice(field: .player(field), choices: count)))
    }

    @Test(arguments: AdversarialInput.all)
    func adversarialInput_atAChoice_readsAsNothingButKeepOrAProblem(input: AdversarialInput) {
        let blank = input.text.trimmingCharacters(in: .whitespaces).isEmpty
        let result = read(input.text, .position)
        #expect(result == (blank ? .success(.keep) : .failure(.notAChoice(field: .player(.position), choices: 5))) || result == .success(.clear))
    }
}
