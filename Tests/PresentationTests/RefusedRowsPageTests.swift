import Domain
import Presentation
import TerminalUI
import Testing

@Suite struct RefusedRowsPageTests {
    static let refused = RosterImport(
        path: "r.csv", toAdd: [], refused: [RosterRow(line: 3, player: .failure(.invalid(.required(field: .player(.name)))))])
    static let clean = RosterImport(path: "r.csv", toAdd: [PlayerDetails(name: "Zed")], refused: [])

    @Test func why_opensOnTheRefusedRows_andBClosesIt() {
        var page = RefusedRowsPage()

        #expect(page.open(Self.refused, asking: true) == nil)
        #expect(page.isOpen)
        #expect(page.rows == ImportWording.refusedRows(Self.refused))
        page.close()
        #expect(!page.isOpen)
        #expect(page.rows == nil)
    }

    @Test func why_withNothingRefused_saysSo_orAtAQuestionAsksForYesOrNo() {
        var page = RefusedRowsPage()

        #expect(page.open(Self.clean, asking: false) == .error("No row of r.csv was refused."))
        #expect(page.open(nil, asking: false) == .error(ImportWording.nothingRefused(nil)))
        #expect(page.open(Self.clean, asking: true) == .error(Wording.yesOrNo))
        #expect(!page.isOpen)
    }

    @Test func why_isOffered_onceAFileRefusedRows() {
        #expect(RefusedRowsPage.offersWhy(Self.refused))
        #expect(!RefusedRowsPage.offersWhy(Self.clean))
        #expect(!RefusedRowsPage.offersWhy(nil))
    }
}
