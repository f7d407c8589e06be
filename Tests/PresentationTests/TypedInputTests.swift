import Presentation
import Testing

/// How a typed line reads as a (y/n) answer or a time, the same on every screen.
@Suite struct TypedInputTests {
    @Test func seconds_readMinutesAndSeconds_orWholeMinutes() {
        #expect(TypedInput.seconds("10:00") == 600)
        #expect(TypedInput.seconds(" 7:30 ") == 450)
        #expect(TypedInput.seconds("0:01") == 1)
        #expect(TypedInput.seconds("7") == 420)
        #expect(TypedInput.seconds("99") == 5_940)
        // Read, not judged: whether 0:00 may be set is the rules' to say.
        #expect(TypedInput.seconds("0:00") == 0)
    }

    @Test(arguments: ["", "100", "7 30", "7:60", "7:5", "100:00", "-1:00", "a:bc", "1:00:00", "٣:٠٠", "+1:00"])
    func seconds_areNothingElse(text: String) {
        #expect(TypedInput.seconds(text) == nil)
    }

    @Test(arguments: ["y", "yes", " Y ", "YES", "Yes"])
    func answer_takesYAndYesInAnyCaseAsYes(line: String) {
        #expect(TypedInput.answer(line) == true)
    }

    @Test(arguments: ["n", "no", " N ", "NO", "b", "Back", "cancel", " CANCEL "])
    func answer_takesNAndNoInAnyCase_andGoingBackOrCancelling_asNo(line: String) {
        #expect(TypedInput.answer(line) == false)
    }

    @Test(arguments: ["", "maybe", "q", "?", "yy", "y es", "nope", "1"])
    func answer_takesAnythingElseAsNoAnswer(line: String) {
        #expect(TypedInput.answer(line) == nil)
    }
}
