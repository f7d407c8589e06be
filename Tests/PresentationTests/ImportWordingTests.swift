import Domain
import Presentation
import TerminalUI
import Testing

@Suite struct ImportWordingTests {
    @Test func aLongListOfRefusedRows_showsTheFirstThree() {
        let rows = (2...6).map { RosterRow(line: $0, player: .failure(.invalid(.required(field: "Name")))) }

        let message = ImportWording.preview(RosterImport(path: "r.csv", toAdd: [PlayerDetails(name: "Zed")], refused: rows))

        #expect(message.text == "1 player to add, 5 rows refused. Line 2: Name is required. Line 3: Name is required. Line 4: Name is required. And 2 more.")
    }
}
