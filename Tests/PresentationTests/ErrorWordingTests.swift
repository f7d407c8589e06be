import Domain
import Presentation
import Testing

/// Domain says what went wrong as a typed error; these are the sentences people read for it.
@Suite struct ErrorWordingTests {
    @Test func serviceErrors_sayWhatHappenedAndWhatToDo() {
        #expect(ServiceError.wrongCredentials.message == "Wrong username or password.")
        #expect(ServiceError.sessionExpired.message == "Your session has expired: please log in again.")
        #expect(ServiceError.invalid(.required(field: .player(.name))).message == "Name is required.")
        #expect(ServiceError.unavailable("disk full").message == "Storage is unavailable: disk full.")
        struct Other: Error {}
        #expect(Other().userMessage.hasPrefix("Something unexpected happened"))
        #expect((ServiceError.notFound as any Error).userMessage == "That item no longer exists.")
    }

    @Test func storeFailures_sayWhatFailed_asTheServiceErrorTheyComeFromDoes() {
        #expect(StoreFailure.unavailable("disk full").message == "Storage is unavailable: disk full.")
        #expect(StoreFailure.sessionExpired.message == ServiceError.sessionExpired.message)
        #expect(StoreFailure.unexpected("boom").message == "Something unexpected happened: boom.")
    }

    /// A reason worded elsewhere ends the sentence with its own full stop, never a second.
    @Test func aReasonEndingInAFullStop_getsNoSecond() {
        let full = "The file couldn't be saved because there isn't enough space."
        #expect(ServiceError.unavailable(full).message == "Storage is unavailable: " + full)
        #expect(ServiceError.unexpected("boom").message == "Something unexpected happened: boom.")
        #expect(FileReadProblem.failed(full).message == full)
        #expect(ShareWording.failed("a.txt", full) == "Could not write a.txt: \(full) Nothing was written.")
        #expect(ShareWording.failed("a.txt", "no such folder") == "Could not write a.txt: no such folder. Nothing was written.")
    }

    @Test func exportProblems_nameTheMatchAndWhatIsWrongWithIt() {
        let draw = Score(teamA: 1, teamB: 1)
        #expect(
            GroupExportProblem.impossibleMatch(number: 3, .winnerDisagrees(.teamB, score: draw)).message
                == "match 3 of the file ends Team A 1\u{2013}1 Team B, a draw, yet names Team B the winner.")
        #expect(
            GroupExportProblem.impossibleMatch(number: 1, .winnerDisagrees(.none, score: Score(teamA: 2, teamB: 0))).message
                == "match 1 of the file ends Team A 2\u{2013}0 Team B yet names no winner.")
        #expect(
            GroupExportProblem.impossibleMatch(number: 2, .moreGoalsThanScore(.teamA, goals: 3, score: 2)).message
                == "match 2 of the file gives the scorers of Team A 3 goals between them, more than the 2 the score says.")
        #expect(GroupExportProblem.impossibleMatch(number: 4, .playerTwice("Ann")).message == "match 4 of the file names Ann twice.")
        #expect(GroupExportProblem.impossibleMatch(number: 5, .endsBeforeItStarts).message == "match 5 of the file ends before it starts.")
        #expect(GroupExportProblem.impossibleMatch(number: 6, .emptyTeam(.teamB)).message == "match 6 of the file has nobody playing for Team B.")
        #expect(GroupExportProblem.impossibleMatch(number: 7, .noPlayers).message == "match 7 of the file has no players.")
        #expect(GroupExportProblem.versionNotAWholeNumber("1.0").message == "its version is 1.0, not a whole number (footballgather export writes version 1).")
        #expect(GroupExportProblem.repeatedKey("version").message == "it gives \"version\" twice, so which one is meant can't be told.")
    }

    @Test func validationErrors_sayWhatWouldBeAccepted() {
        #expect(ValidationError.required(field: .player(.name)).message == "Name is required.")
        #expect(ValidationError.tooShort(field: .password, minimum: 8).message == "Password must be at least 8 characters.")
        #expect(ValidationError.outOfRange(field: .player(.age), range: 1...120).message == "Age must be between 1 and 120.")
        #expect(ValidationError.notAChoice(field: .player(.skill), choices: 3).message == "Skill: type a number from 1 to 3 or a name, or leave it blank.")
        #expect(ValidationError.mismatch(field: .password).message == "The two passwords don't match.")
        #expect(ValidationError.notADuration(field: .time).message.hasPrefix("Time must be minutes:seconds"))
    }

    @Test func routeErrors_nameWhatWouldWork() {
        #expect(AppRouteError.empty.message == "open needs a route, e.g. open players/2")
        #expect(
            AppRouteError.unknown("teams").message
                == "there is no route teams; routes: players, players/N, players/N/edit/FIELD, players/new, history, history/N, records, match")
        #expect(AppRouteError.notANumber("x", path: "players/x").message == "x in players/x is not a row number (1, 2, …)")
        #expect(
            AppRouteError.unknownField("height", path: "players/1/edit/height").message
                == "height in players/1/edit/height is not a field; fields: name, age, position, skill, team")
    }

    @Test func rosterFileProblems_sayWhatIsWrongAndWhatWouldBeRead() {
        #expect(RosterFileProblem.tooLarge(bytes: 52_000_000, maximum: 4_000_000).message == "it is 52 000 kB, more than a roster file can be (4 000 kB).")
        #expect(RosterFileProblem.notText.message == "it is not text (save the sheet as CSV, UTF-8).")
        #expect(RosterFileProblem.json.message.hasSuffix("An export of this app is read back with footballgather import FILE.json."))
        #expect(
            RosterFileProblem.matchesSheet.message
                == "it is the matches sheet of a CSV export, and matches come back only from the JSON export: footballgather export FILE.json, "
                + "then footballgather import FILE.json. A CSV export's players sheet (FILE-players.csv) is read here.")
        #expect(GroupExportProblem.notAnExport.message.hasSuffix("A sheet saved as CSV is read with footballgather import players FILE.csv."))
        #expect(RosterFileProblem.empty.message.hasPrefix("it is empty: the first row should name the columns"))
        #expect(RosterFileProblem.unknownColumn("he\u{1B}[2Jight").message.hasPrefix("there is no field \"he"))
        #expect(!RosterFileProblem.unknownColumn("he\u{1B}[2Jight").message.contains("\u{1B}"), "a title from a file is sanitised")
        #expect(RosterFileProblem.repeatedColumn(.favouriteTeam).message == "the column favourite team is named twice.")
        #expect(RosterFileProblem.noNameColumn.message == "no column is named name: every player needs one.")
        #expect(RosterFileProblem.unclosedQuote(line: 7).message == "the quoted field that starts on line 7 never ends.")
    }

    @Test func aRefusedRow_saysItsLineAndWhy_andAnAcceptedOneNothing() {
        let rows = [
            RosterRow(line: 4, player: .failure(.invalid(.outOfRange(field: .player(.age), range: 1...120)))),
            RosterRow(line: 9, player: .failure(.notAChoice(.position, "keeper"))),
            RosterRow(line: 10, player: .failure(.notAChoice(.skill, "great"))),
            RosterRow(line: 12, player: .failure(.tooManyFields(6, columns: 5))),
            RosterRow(line: 13, player: .success(PlayerDetails(name: "Ann"))),
        ]

        #expect(rows.map(\.reason).first == "Age must be between 1 and 120.")
        #expect(
            rows.map(\.refusal) == [
                "Line 4: Age must be between 1 and 120.",
                "Line 9: no preferred position is called \"keeper\": use GK, DEF, MID, W or ST, or the name.",
                "Line 10: no skill is called \"great\": use beginner, amateur or professional.",
                "Line 12: it has 6 fields and the header 5.",
                nil,
            ])
    }
}
