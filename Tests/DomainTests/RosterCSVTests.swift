import Domain
import Foundation
import TestSupport
import Testing

/// A roster as spreadsheets write it, read row by row with the add form's rules.
@Suite struct RosterCSVTests {
    @Test func aSpreadsheetExport_gives38Players_andNamesTheTwoBadLines() throws {
        let sheet = try RosterCSV.read(RosterCSVFixture.spreadsheet).get()

        #expect(sheet.columns == [.name, .age, .position, .skill, .favouriteTeam])
        #expect(sheet.players.count == 38)
        #expect(sheet.players[0] == PlayerDetails(name: "Smith, Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"))
        #expect(sheet.players[1] == PlayerDetails(name: "Zoë Ångström", age: 27, position: .goalkeeper, skill: .professional, favouriteTeam: "Brighton; Hove"))
        #expect(sheet.players.contains(PlayerDetails(name: "Dmitri \"The Wall\" Ivanov", age: 41, position: .winger)))
        #expect(sheet.players.last == PlayerDetails(name: "Eve"), "trailing cells left out are empty")
        #expect(sheet.rows.count == 40)
        #expect(sheet.refused.map(\.line) == [4, 39])
        #expect(
            sheet.refused.map(\.player) == [.failure(.invalid(.outOfRange(field: .player(.age), range: 1...120))), .failure(.notAChoice(.position, "keeper"))])
    }

    @Test func aHeader_namesItsColumnsInAnyOrderAndCase_andTheOtherFieldsAreEmpty() throws {
        let sheet = try RosterCSV.read(Data("FAVOURITE_TEAM,player name,skill level\nSpurs,Ann,beginner\n".utf8)).get()

        #expect(sheet.columns == [.favouriteTeam, .name, .skill])
        #expect(sheet.players == [PlayerDetails(name: "Ann", skill: .beginner, favouriteTeam: "Spurs")])
    }

    @Test func columnsWithNoTitle_asSpreadsheetsExportThem_areNotRead() throws {
        let sheet = try RosterCSV.read(Data("name,,age,\nAnn,note,30,\nBob\n".utf8)).get()

        #expect(sheet.columns == [.name, .age])
        #expect(sheet.players == [PlayerDetails(name: "Ann", age: 30), PlayerDetails(name: "Bob")])
    }

    @Test func positionsAndSkills_takeTheirNamesAndShortForms_notListNumbers() throws {
        let text = "name,position,skill\nA,GK,beg\nB,DEF,am\nC,mid,PRO\nD,W,\nE,St,beginner\nF,3,\nG,,2\n"
        let sheet = try RosterCSV.read(Data(text.utf8)).get()

        #expect(sheet.players.map(\.position) == [.goalkeeper, .defender, .midfielder, .winger, .striker])
        #expect(sheet.players.map(\.skill) == [.beginner, .amateur, .professional, nil, .beginner])
        #expect(sheet.refused.map(\.player) == [.failure(.notAChoice(.position, "3")), .failure(.notAChoice(.skill, "2"))])
    }

    @Test func aQuotedField_keepsItsLineBreaks_andLinesAreCountedInTheFile() throws {
        let text = "name,team\n\"Ann\",\"North\nLondon\"\n\n\"Bob\nBy\",Spurs\nCy,\"a,b\",extra\n"
        let sheet = try RosterCSV.read(Data(text.utf8)).get()

        #expect(sheet.rows.map(\.line) == [2, 5, 7], "the blank line 4 is skipped; a record starts where its first field does")
        #expect(
            sheet.refused.map(\.player) == [
                .failure(.invalid(.controlCharacters(field: .player(.favouriteTeam)))), .failure(.invalid(.controlCharacters(field: .player(.name)))),
                .failure(.tooManyFields(3, columns: 2)),
            ])
    }

    @Test func aRowThatBreaksTheAddFormsRules_saysWhich() throws {
        let long = String(repeating: "x", count: 51)
        let sheet = try RosterCSV.read(Data("name,age\n,30\n\(long),\nAnn,thirty\nBob,0\n".utf8)).get()

        #expect(
            sheet.refused.map(\.player) == [
                .failure(.invalid(.required(field: .player(.name)))), .failure(.invalid(.tooLong(field: .player(.name), maximum: 50))),
                .failure(.invalid(.notANumber(field: .player(.age)))), .failure(.invalid(.outOfRange(field: .player(.age), range: 1...120))),
            ])
    }

    @Test(arguments: [
        ("", RosterFileProblem.empty),
        ("\n\n , \n", .empty),
        ("name,height\nAnn,180\n", .unknownColumn("height")),
        ("age,skill\n30,pro\n", .noNameColumn),
        ("name,Name\nAnn,Ann\n", .repeatedColumn(.name)),
        ("name\n\"Ann\nBob\n", .unclosedQuote(line: 2)),
        ("\u{FEFF}\n  {\"format\": \"footballgather-export\", \"version\": 1}", .json),
        ("[{\"name\": \"Ann\"}]", .json),
    ])
    func aFileThatIsNoRoster_isRefusedWhole(text: String, problem: RosterFileProblem) {
        #expect(RosterCSV.read(Data(text.utf8)) == .failure(problem))
    }

    /// Classic Excel saves "CSV (Comma delimited)" in Windows-1252: not UTF-8, yet text, and read so.
    @Test func aWindows1252File_isRead_andSaysItWas() throws {
        // "Óscar Núñez" (Ó 0xD3, ú 0xFA, ñ 0xF1), "Œ" 0x8C, "€" 0x80, "—" 0x97, "Ž" 0x8E, "ß" 0xDF.
        let bytes: [UInt8] =
            Array("name;favourite team\r\n".utf8) + [0xD3] + Array("scar N".utf8) + [0xFA, 0xF1] + Array("ez;".utf8) + [0x8C, 0x80, 0x97]
            + Array("\r\n".utf8) + [0x8E] + Array("ak Stra".utf8) + [0xDF, 0x65] + Array(";\t\r\n".utf8)

        let sheet = try RosterCSV.read(Data(bytes)).get()

        #expect(sheet.encoding == .windows1252)
        #expect(sheet.players == [PlayerDetails(name: "Óscar Núñez", favouriteTeam: "Œ€—"), PlayerDetails(name: "Žak Straße")])
        #expect(try RosterCSV.read(Data("name\nÓscar\n".utf8)).get().encoding == .utf8, "UTF-8 first: the same name in UTF-8 is read as such")
    }

    /// Not UTF-8, and not text as Windows-1252 either: a NUL or a control byte other than a tab or a
    /// line end, or a byte Windows-1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D).
    @Test func binaryOrControlBytes_orBytesWindows1252LeavesUndefined_isNotText() {
        let name = Array("name\n".utf8)
        #expect(RosterCSV.read(Data([0x50, 0x4B, 0x03, 0x04, 0x00, 0x14])) == .failure(.notText), "a spreadsheet's own zip format")
        #expect(RosterCSV.read(Data([0xFF, 0xFE, 0x6E, 0x00, 0x61, 0x00])) == .failure(.notText), "UTF-16")
        for byte: UInt8 in [0x01, 0x08, 0x0B, 0x0C, 0x1B, 0x7F, 0x81, 0x8D, 0x8F, 0x90, 0x9D] {
            // After a byte that makes the file no UTF-8.
            #expect(RosterCSV.read(Data(name + [0xD3, 0x20, byte])) == .failure(.notText), "\(byte)")
        }
    }

    @Test func aFileBeyondTheLimit_isRefusedBeforeItIsRead() {
        let big = Data(count: RosterCSV.maximumBytes + 1)

        #expect(RosterCSV.read(big) == .failure(.tooLarge(bytes: RosterCSV.maximumBytes + 1, maximum: RosterCSV.maximumBytes)))
    }

    @Test func aLongValue_isQuotedShortened() throws {
        let sheet = try RosterCSV.read(Data("name,position\nAnn,a very long position name indeed\n".utf8)).get()

        #expect(sheet.refused.map(\.player) == [.failure(.notAChoice(.position, "a very long positio…"))])
    }
}
