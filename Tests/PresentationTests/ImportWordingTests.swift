import Domain
import Presentation
import TerminalUI
import Testing

@Suite struct ImportWordingTests {
    @Test func aLongListOfRefusedRows_showsTheFirstThree() {
        let rows = (2...6).map { RosterRow(line: $0, player: .failure(.invalid(.required(field: .player(.name))))) }

        let message = ImportWording.preview(RosterImport(path: "r.csv", toAdd: [PlayerDetails(name: "Zed")], refused: rows))

        #expect(
            message
                == "1 player to add, 5 rows refused. Line 2: Name is required. Line 3: Name is required. Line 4: Name is required. "
                + "And 2 more: type why to see every refused row.")
    }

    @Test func refusedRows_areEveryOne_withItsLineAndWhy() {
        let rows = (2...17).map { RosterRow(line: $0, player: .failure(.invalid(.required(field: .player(.name))))) }
        let accepted = RosterRow(line: 18, player: .success(PlayerDetails(name: "Zed")))

        let refused = ImportWording.refusedRows(RosterImport(path: "r.csv", toAdd: [PlayerDetails(name: "Zed")], refused: rows + [accepted]))

        #expect(refused.title == "Refused rows of r.csv (16)")
        #expect(refused.intro == "16 rows of r.csv add nobody: correct them in the sheet, save it as CSV and import it again.")
        #expect(refused.rows == (2...17).map { [String($0), "Name is required."] })
        let one = ImportWording.refusedRows(RosterImport(path: "r.csv", toAdd: [], refused: [rows[0]]))
        #expect(one.intro == "1 row of r.csv adds nobody: correct it in the sheet, save it as CSV and import it again.")
    }

    @Test func aFileReadAsWindows1252_saysSo_withANameToCheckTheAccentsBy() {
        let file = RosterImport(
            path: "r.csv", toAdd: [PlayerDetails(name: "Ann"), PlayerDetails(name: "Óscar Núñez")], alreadyThere: [PlayerDetails(name: "Zoë")],
            encoding: .windows1252)

        #expect(
            ImportWording.preview(file)
                == "2 players to add, 1 already on the roster by name (skipped). "
                + "r.csv is not UTF-8: read as Windows-1252, as classic Excel saves CSV (e.g. “Óscar Núñez”).")
        #expect(ImportWording.preview(RosterImport(path: "r.csv", toAdd: [PlayerDetails(name: "Ann")], encoding: .windows1252)).hasSuffix("saves CSV."))
        #expect(!ImportWording.preview(RosterImport(path: "r.csv", toAdd: [PlayerDetails(name: "Óscar")])).contains("UTF-8"))
    }
}
