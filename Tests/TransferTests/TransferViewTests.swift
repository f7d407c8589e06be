import Presentation
import TerminalUI
import Testing

@testable import Transfer

@MainActor
final class TransferPresenterSpy: TransferPresenting {
    private(set) var events: [String] = []

    func viewWillAppear() async { events.append("appear") }
    func didAnswer(_ yes: Bool) async { events.append("answer:\(yes)") }
    func didEnterNoAnswer() { events.append("noAnswer") }
    func didChooseContinue() { events.append("continue") }
    func didChooseWhy() { events.append("why") }
    func didCloseRefusedRows() { events.append("closeRefused") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
}

@MainActor
@Suite struct TransferViewTests {
    let presenter = TransferPresenterSpy()

    @Test func content_showsTheJob_andAsksWithATextPrompt() {
        let view = TransferView(presenter: presenter)

        view.display(TransferViewModel(title: "Import", owner: "ann", lines: ["One.", "Two."], question: "Add 2 players? (y/n)"))

        #expect(view.content.title == "Import")
        #expect(view.content.status == "ann")
        #expect(view.content.body == [.text("One."), .text("Two.")])
        #expect(view.content.prompt == .text("Add 2 players? (y/n)"))
        #expect(view.content.actions == [])
    }

    @Test func content_onceOver_offersThePlayerList() {
        let view = TransferView(presenter: presenter)

        view.display(TransferViewModel(title: "Export", owner: "ann", message: .success("Wrote."), isOver: true))

        #expect(view.content.actions.map(\.key) == ["l"])
        #expect(view.content.prompt == .command)
        #expect(view.content.message == .success("Wrote."))
    }

    @Test func handle_why_atTheQuestionOrAfter_andOnTheRefusedRows_bOrEnterGoesBack() async {
        let view = TransferView(presenter: presenter)
        view.display(TransferViewModel(question: "Add? (y/n)"))
        await view.handle(" WHY ")
        view.display(TransferViewModel(isOver: true, offersWhy: true))
        await view.handle("why")
        view.display(TransferViewModel(refused: RefusedRows(title: "Refused rows of r.csv (1)", intro: "1 row.", rows: [["4", "Age."]])))
        for line in ["y", "l", "b", "", "back"] { await view.handle(line) }

        #expect(presenter.events == ["why", "why", "unknown:y", "unknown:l", "closeRefused", "closeRefused", "closeRefused"])
    }

    @Test func content_ofTheRefusedRows_isTheirOwnPagedList_andWhyIsOfferedOnceOver() {
        let view = TransferView(presenter: presenter)
        view.display(TransferViewModel(owner: "ann", isOver: true, offersWhy: true))
        #expect(view.content.actions.map(\.key) == ["why", "l"])

        let refused = RefusedRows(title: "Refused rows of r.csv (1)", intro: "1 row.", rows: [["4", "Age."]])
        view.display(TransferViewModel(owner: "ann", question: "Add? (y/n)", refused: refused))
        #expect(view.content == refused.content(status: "ann"))
        #expect(view.content.prompt == .command)
    }

    @Test func handle_readsAnswers_whileAsked_elseGoesOnOrSaysItDoesNotKnow() async {
        let view = TransferView(presenter: presenter)
        await view.willAppear()

        view.display(TransferViewModel(question: "Add? (y/n)"))
        for line in ["y", " No ", "l", "maybe"] { await view.handle(line) }
        view.display(TransferViewModel(isOver: true))
        for line in ["", "l", " List ", "b", "dance"] { await view.handle(line) }

        #expect(
            presenter.events == [
                "appear", "answer:true", "answer:false", "noAnswer", "noAnswer", "continue", "continue", "continue", "continue", "unknown:dance",
            ])
    }
}
