import Domain
import Foundation
import SeededRandom
import Testing

private let kickOff = Date(timeIntervalSince1970: 1_750_000_000)
private let ann = #"{"name": "Ann", "team": "Team A"}"#
private let bo = #"{"name": "Bo", "team": "Team B"}"#

/// A small group: three players, a match played here, one a server kept without dates or teams.
private func sampleExport() -> GroupExport {
    GroupExport(
        username: "ann",
        exportedAt: kickOff + 86_400,
        roster: [
            Player(id: 1, details: PlayerDetails(name: "Ann", age: 30, position: .striker, skill: .professional, favouriteTeam: "Arsenal")),
            Player(id: 2, details: PlayerDetails(name: "Zoë, the keeper", position: .goalkeeper)),
            Player(id: 3, details: PlayerDetails(name: "Cy")),
        ],
        history: [
            Gather(
                id: UUID(),
                players: [
                    GatherPlayer(playerID: 1, name: "Ann", position: .striker, team: .teamA, goals: 2),
                    GatherPlayer(playerID: 2, name: "Zoë, the keeper", team: .teamB),
                    GatherPlayer(playerID: nil, name: "Dee", team: .bench),
                ],
                score: Score(teamA: 3, teamB: 1), winner: .teamA, startedAt: kickOff, endedAt: kickOff + 3_600
            ),
            Gather(
                id: UUID(), players: [GatherPlayer(playerID: 1, name: "Ann", team: .bench), GatherPlayer(playerID: 3, name: "Cy", team: .bench)],
                score: Score(teamA: 0, teamB: 0), winner: Winner.none
            ),
        ]
    )
}

@Suite struct GroupExportJSONTests {
    @Test func anExport_readsBackAsItWasWritten_withoutTheStoresNumbers() throws {
        let export = sampleExport()

        let read = try GroupExportJSON.decode(GroupExportJSON.encode(export)).get()

        #expect(read.username == "ann")
        #expect(read.exportedAt == export.exportedAt)
        #expect(read.players == export.players)
        #expect(read.matches.map(\.score) == export.matches.map(\.score))
        #expect(read.matches.map(\.winner) == [.teamA, Winner.none])
        #expect(read.matches.map(\.startedAt) == [kickOff, nil])
        #expect(read.matches.map(\.endedAt) == [kickOff + 3_600, nil])
        #expect(read.matches.map(\.players) == export.matches.map(\.players))
        #expect(read.matches.flatMap(\.players).allSatisfy { $0.playerID == nil })
        #expect(export.matchesPlayedElsewhere == 1)
    }

    @Test func theFile_saysItsFormatAndVersion_andUnknownTeamsAsNone() throws {
        let text = try #require(String(data: GroupExportJSON.encode(sampleExport()), encoding: .utf8))

        #expect(text.contains(#""format" : "footballgather-export""#))
        #expect(text.contains(#""version" : 1"#))
        #expect(text.contains(#""exportedAt" : "2025-06-16T15:06:40Z""#))
        #expect(text.contains(#""team" : "Team A""#))
        #expect(text.contains(#""team" : "Bench""#))
        // The second match's teams are not known: its players have no team at all.
        #expect(text.components(separatedBy: #""team""#).count - 1 == 3)
    }

    @Test func anExportOfALaterVersion_isRefusedWithItsNumber() {
        let later = Data(#"{"format": "footballgather-export", "version": 2, "everything": "else"}"#.utf8)

        #expect(GroupExportJSON.decode(later) == .failure(.newerVersion(2)))
    }

    @Test(arguments: [
        (#"{"players": []}"#, GroupExportProblem.notAnExport),
        (#"{"format": "something-else", "version": 1}"#, .notAnExport),
        (#"{"format": "footballgather-export", "version": 0}"#, .notAnExport),
        ("name,age\nAnn,30\n", .notAnExport),
        ("", .notAnExport),
        (
            #"{"format": "footballgather-export", "version": 1, "username": "ann", "exportedAt": "2025-06-16T15:06:40Z", "players": [{"name": "Ann"}, {"name": "Bob", "age": "old"}], "matches": []}"#,
            .damaged(where: "players[2].age")
        ),
        (
            #"{"format": "footballgather-export", "version": 1, "username": "ann", "exportedAt": "2025-06-16T15:06:40Z", "players": []}"#,
            .damaged(where: "matches")
        ),
        (
            #"{"format": "footballgather-export", "version": 1, "username": "ann", "exportedAt": "2025-06-16T15:06:40Z", "players": [{"name": "Ann", "position": "libero"}], "matches": []}"#,
            .damaged(where: "players[1].position")
        ),
        (
            #"{"format": "footballgather-export", "version": 1, "username": "ann", "exportedAt": "2025-06-16T15:06:40Z", "players": [{"name": "Ann"}, {"name": "Old", "age": 200}], "matches": []}"#,
            .invalidPlayer(number: 2, .outOfRange(field: .player(.age), range: 1...120))
        ),
        (
            #"{"format": "footballgather-export", "version": 1, "username": "ann", "exportedAt": "2025-06-16T15:06:40Z", "players": [], "matches": [{"score": "1-0", "winner": "Team A", "players": [{"name": "Ann", "team": "Team A"}, {"name": "Bo", "team": "Team B"}]}, {"score": "2:1", "winner": "Team A", "players": []}]}"#,
            .invalidMatch(number: 2)
        ),
        (
            #"{"format": "footballgather-export", "version": 1, "username": "ann", "exportedAt": "2025-06-16T15:06:40Z", "players": [], "matches": [{"score": "1-0", "winner": "Team A", "players": [{"name": "", "team": "Team A"}]}]}"#,
            .invalidMatch(number: 1)
        ),
        (
            #"{"format": "footballgather-export", "version": 1, "username": "ann", "exportedAt": "2025-06-16T15:06:40Z", "players": [], "matches": [{"score": "1-0", "winner": "Team A", "players": [{"name": "Ann", "team": "Team B", "goals": 1}]}]}"#,
            .invalidMatch(number: 1)
        ),
    ])
    func whatIsNotAnExportThisAppCanRead_saysWhy(text: String, problem: GroupExportProblem) {
        #expect(GroupExportJSON.decode(Data(text.utf8)) == .failure(problem))
    }

    /// Each match the app could not have recorded refuses the whole file, naming the match.
    @Test(arguments: [
        (#"{"score": "1-1", "winner": "Team B", "players": [\#(ann), \#(bo)]}"#, MatchFault.winnerDisagrees(.teamB, score: Score(teamA: 1, teamB: 1))),
        (#"{"score": "2-1", "winner": "None", "players": [\#(ann), \#(bo)]}"#, .winnerDisagrees(.none, score: Score(teamA: 2, teamB: 1))),
        (#"{"score": "0-1", "winner": "Team A", "players": [\#(ann), \#(bo)]}"#, .winnerDisagrees(.teamA, score: Score(teamA: 0, teamB: 1))),
        (
            #"{"score": "2-0", "winner": "Team A", "players": [{"name": "Ann", "team": "Team A", "goals": 2}, {"name": "Cy", "team": "Team A", "goals": 1}, \#(bo)]}"#,
            .moreGoalsThanScore(.teamA, goals: 3, score: 2)
        ),
        (
            #"{"score": "0-1", "winner": "Team B", "players": [\#(ann), {"name": "Bo", "team": "Team B", "goals": 1}, {"name": "Cy", "team": "Team B", "goals": 1}]}"#,
            .moreGoalsThanScore(.teamB, goals: 2, score: 1)
        ),
        (#"{"score": "0-0", "winner": "None", "players": [\#(ann), \#(bo), {"name": " ann ", "team": "Bench"}]}"#, .playerTwice("ann")),
        (#"{"score": "0-0", "winner": "None", "players": [{"name": "Ann"}, {"name": "ANN"}]}"#, .playerTwice("ANN")),
        (
            #"{"startedAt": "2025-06-16T15:00:00Z", "endedAt": "2025-06-16T14:59:59Z", "score": "0-0", "winner": "None", "players": [\#(ann), \#(bo)]}"#,
            .endsBeforeItStarts
        ),
        (#"{"score": "0-0", "winner": "None", "players": [\#(ann), {"name": "Bo", "team": "Bench"}]}"#, .emptyTeam(.teamB)),
        (#"{"score": "0-0", "winner": "None", "players": [\#(bo)]}"#, .emptyTeam(.teamA)),
        (#"{"score": "0-0", "winner": "None", "players": []}"#, .noPlayers),
    ])
    func aMatchTheAppCouldNotHaveRecorded_refusesTheFile_namingIt(match: String, fault: MatchFault) {
        let fine = #"{"score": "1-0", "winner": "Team A", "players": [{"name": "Ann", "team": "Team A", "goals": 1}, \#(bo)]}"#
        let text =
            #"{"format": "footballgather-export", "version": 1, "username": "ann", "exportedAt": "2025-06-16T15:06:40Z", "players": [], "matches": [\#(fine), \#(fine), \#(match)]}"#

        #expect(GroupExportJSON.decode(Data(text.utf8)) == .failure(.impossibleMatch(number: 3, fault)))
    }

    @Test func aMatchWhoseTeamsAreNotKnown_orWithABenchAndTheSameTime_isKept() throws {
        let matches = [
            #"{"score": "0-0", "winner": "None", "players": [{"name": "Ann"}]}"#,
            #"{"score": "2-0", "winner": "Team A", "players": [{"name": "Ann", "team": "Team A", "goals": 1}, \#(bo), {"name": "Cy", "team": "Bench"}]}"#,
            #"{"startedAt": "2025-06-16T15:00:00Z", "endedAt": "2025-06-16T15:00:00Z", "score": "0-0", "winner": "None", "players": [\#(ann), \#(bo)]}"#,
        ]
        let text =
            #"{"format": "footballgather-export", "version": 1, "username": "ann", "exportedAt": "2025-06-16T15:06:40Z", "players": [], "matches": [\#(matches.joined(separator: ","))]}"#

        #expect(try GroupExportJSON.decode(Data(text.utf8)).get().matches.count == 3)
    }

    @Test(arguments: [
        (#"1.0"#, GroupExportProblem.versionNotAWholeNumber("1.0")),
        (#""1""#, .versionNotAWholeNumber(#""1""#)),
        ("null", .versionNotAWholeNumber("null")),
    ])
    func aVersionThatIsNotAWholeNumber_saysWhatStandsThere(version: String, problem: GroupExportProblem) {
        let text =
            #"{"format": "footballgather-export", "version": \#(version), "username": "ann", "exportedAt": "2025-06-16T15:06:40Z", "players": [], "matches": []}"#

        #expect(GroupExportJSON.decode(Data(text.utf8)) == .failure(problem))
    }

    @Test(arguments: [
        (#""version": 1, "version": 2"#, "version"),
        (#""version": 2, "ver\u0073ion": 1"#, "version"),
        (#""format": "footballgather-export", "version": 1"#, "format"),
    ])
    func aKeyWrittenTwice_refusesTheFile_ratherThanReadingTheLast(keys: String, repeated: String) {
        let text =
            #"{"format": "footballgather-export", \#(keys), "username": "ann", "exportedAt": "2025-06-16T15:06:40Z", "players": [{"name": "Ann, \"the\" [keeper] {1}", "age": 3}, {"name": "Bo", "age": 4}], "matches": []}"#

        #expect(GroupExportJSON.decode(Data(text.utf8)) == .failure(.repeatedKey(repeated)))
    }

    @Test func keysRepeatedOnlyInsideTheListsOrInNames_areNotRepeatedKeys() throws {
        let text =
            #"{"format": "footballgather-export", "version": 1, "username": "version", "exportedAt": "2025-06-16T15:06:40Z", "players": [{"name": "format, \"version\": {"}, {"name": "Bo"}], "matches": []}"#

        #expect(try GroupExportJSON.decode(Data(text.utf8)).get().players.count == 2)
    }

    @Test func aBinaryFile_orAHugeOne_isRefusedBeforeItIsParsed() {
        #expect(GroupExportJSON.decode(Data([0x7B, 0x00, 0xFF, 0xFE])) == .failure(.notText))
        #expect(GroupExportJSON.decode(Data([0xC3, 0x28])) == .failure(.notText))
        let huge = Data(repeating: 0x20, count: GroupExport.maximumBytes + 1)
        #expect(GroupExportJSON.decode(huge) == .failure(.tooLarge(bytes: GroupExport.maximumBytes + 1)))
    }
}

@Suite struct GroupExportCSVTests {
    @Test func thePlayersSheet_isOneImportPlayersReadsBack() throws {
        let export = sampleExport()

        let text = GroupExportCSV.players(export)

        #expect(text.hasPrefix("\u{FEFF}name,age,position,skill,favourite team\r\n"))
        #expect(text.contains("\r\n\"Zoë, the keeper\",,goalkeeper,,\r\n"))
        let sheet = try RosterCSV.read(Data(text.utf8)).get()
        #expect(sheet.players == export.players)
        #expect(sheet.refused == [])
    }

    /// The score is two numbers, each team's goals: "3-1" in one cell is March 1st to a spreadsheet.
    @Test func theMatchesSheet_hasARowPerPlayerAndMatch_aColumnPerTeamsGoals_leavingWhatIsNotKnownEmpty() {
        var export = sampleExport()
        export.matches.append(Gather(id: UUID(), players: [], score: Score(teamA: 1, teamB: 0)))

        let lines = GroupExportCSV.matches(export).dropFirst().split(separator: "\r\n", omittingEmptySubsequences: false)

        #expect(
            lines == [
                "match,started,ended,team A score,team B score,winner,player,team,goals",
                "1,2025-06-15T15:06:40Z,2025-06-15T16:06:40Z,3,1,Team A,Ann,Team A,2",
                "1,2025-06-15T15:06:40Z,2025-06-15T16:06:40Z,3,1,Team A,\"Zoë, the keeper\",Team B,0",
                "1,2025-06-15T15:06:40Z,2025-06-15T16:06:40Z,3,1,Team A,Dee,Bench,0",
                "2,,,0,0,None,Ann,,0",
                "2,,,0,0,None,Cy,,0",
                "3,,,1,0,Team A,,,",
                "",
            ])
    }

    /// Given to `import players`, the matches sheet says what it is, this version's and an older one's.
    @Test func theMatchesSheet_isNoRoster_andSaysSo() {
        let older = "\u{FEFF}match,started,ended,score,winner,player,team,goals\r\n2,,,0-0,None,Ann,,0\r\n"

        #expect(RosterCSV.read(Data(GroupExportCSV.matches(sampleExport()).utf8)) == .failure(.matchesSheet))
        #expect(RosterCSV.read(Data(older.utf8)) == .failure(.matchesSheet))
        #expect(RosterCSV.read(Data("Match;Winner\n".utf8)) == .failure(.matchesSheet))
        #expect(RosterCSV.read(Data("name,match\n".utf8)) == .failure(.unknownColumn("match")), "a match column alone is just unknown")
    }

    @Test func aValueASpreadsheetWouldRun_isWrittenAsText_andQuotesAreDoubled() {
        let export = GroupExport(
            username: "ann", exportedAt: kickOff,
            players: [PlayerDetails(name: "=HYPERLINK(\"x\")"), PlayerDetails(name: "@Bo"), PlayerDetails(name: "Al", favouriteTeam: "Line\nbreak")],
            matches: []
        )

        let rows = GroupExportCSV.players(export).split(separator: "\r\n").dropFirst()

        #expect(Array(rows) == ["\"'=HYPERLINK(\"\"x\"\")\",,,,", "'@Bo,,,,", "Al,,,,\"Line\nbreak\""])
    }

    @Test func aValueWrittenAsText_readsBackWithoutItsApostrophe_andAnApostropheOfItsOwnStays() throws {
        let export = GroupExport(
            username: "ann", exportedAt: kickOff,
            players: [PlayerDetails(name: "=HYPERLINK(\"x\")"), PlayerDetails(name: "-Bo", favouriteTeam: "+1"), PlayerDetails(name: "'Al")],
            matches: []
        )

        let sheet = try RosterCSV.read(Data(GroupExportCSV.players(export).utf8)).get()

        #expect(sheet.players == export.players)
    }

    @Test func aValueStartingWithAnApostrophe_getsOneMore_soEachReadsBackAsItWas() throws {
        let names = ["'=UI", "''", "'Al", "''=x"]
        let export = GroupExport(username: "ann", exportedAt: kickOff, players: names.map { PlayerDetails(name: $0) }, matches: [])

        let text = GroupExportCSV.players(export)

        #expect(Array(text.split(separator: "\r\n").dropFirst()) == ["''=UI,,,,", "''',,,,", "''Al,,,,", "'''=x,,,,"])
        #expect(try RosterCSV.read(Data(text.utf8)).get().players.map(\.name) == names)
        // A sheet typed by hand keeps an apostrophe nothing follows it would run.
        #expect(try RosterCSV.read(Data("name\n'Al\n'\n".utf8)).get().players.map(\.name) == ["'Al", "'"])
    }

    /// Seeded random names and teams the add form accepts, made of apostrophes, formula starts,
    /// separators, quotes and letters: the players sheet reads back as it was written.
    @Test(arguments: [1, 2, 3, 42, 2_026] as [UInt64])
    func everyValidNameAndTeam_readsBackFromThePlayersSheet(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let pieces = ["'", "'", "=", "+", "-", "@", "a", "Z", "\u{E9}", "e\u{301}", " ", ",", ";", "\"", "1", "\u{00A0}", "\u{1F600}"]
        func text() -> String {
            (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
        }
        var players: [PlayerDetails] = []
        while players.count < 300 {
            let player = PlayerDetails(name: text(), favouriteTeam: Bool.random(using: &random) ? text() : nil)
            // Only what the add form keeps as typed: a value it trims would not read back as written.
            if case .success(let valid) = Validation.player(player), valid == player { players.append(player) }
        }
        let export = GroupExport(username: "ann", exportedAt: kickOff, players: players, matches: [])

        let sheet = try RosterCSV.read(Data(GroupExportCSV.players(export).utf8)).get()

        #expect(sheet.refused == [])
        #expect(sheet.players == players)
    }
}

@Suite struct GroupImportPlanTests {
    @Test func intoAnEmptyGroup_everythingIsAdded_matchesOldestFirst() {
        let export = sampleExport()

        let plan = GroupImportPlan(importing: export, into: [], history: [])

        #expect(plan.playersToAdd == export.players)
        #expect(plan.playersAlreadyThere == [])
        #expect(plan.matchesToAdd.map(\.score) == [Score(teamA: 0, teamB: 0), Score(teamA: 3, teamB: 1)])
        #expect(plan.matchesAlreadyThere == 0)
        #expect(!plan.isEmpty)
    }

    @Test func playersNamedAsOnTheRoster_orTwiceInTheFile_areSkipped() {
        var export = sampleExport()
        export.players.append(PlayerDetails(name: " cy "))
        let roster = [Player(id: 9, details: PlayerDetails(name: "ANN"))]

        let plan = GroupImportPlan(importing: export, into: roster, history: [])

        #expect(plan.playersToAdd.map(\.name) == ["Zoë, the keeper", "Cy"])
        #expect(plan.playersAlreadyThere.map(\.name) == ["Ann", " cy "])
    }

    @Test func aNameTypedWithANoBreakSpace_aTab_extraSpaces_orADecomposedAccent_isTheSamePlayer() {
        let roster = [Player(id: 4, details: PlayerDetails(name: "Carla D\u{ED}az"))]
        let typings = ["Carla\u{00A0}D\u{ED}az", "carla  d\u{ED}az", "Carla\tDi\u{301}az", "CARLA\u{2003}DI\u{301}AZ"]
        let export = GroupExport(username: "ann", exportedAt: kickOff, players: typings.map { PlayerDetails(name: $0) }, matches: [])

        let plan = GroupImportPlan(importing: export, into: roster, history: [])

        #expect(plan.playersToAdd == [])
        #expect(plan.playersAlreadyThere.map(\.name) == typings)
        // The same key to the byte, not only equal as Swift compares strings.
        #expect(Set(typings.map { Array(PlayerDetails.nameKey($0).utf8) }) == [Array("carla d\u{ED}az".utf8)])
        #expect(PlayerDetails.nameKey("Zo\u{EB}") != PlayerDetails.nameKey("Zoe"))
        #expect(PlayerDetails.nameKey("Zoe\u{308}") == PlayerDetails.nameKey("Zo\u{EB}"))
        #expect(PlayerDetails.nameKey(" Ann  Lee\r\n") == "ann lee")
    }

    @Test func theSameExportAgain_findsEverythingThere_evenFromAStoreThatKeepsNoDatesOrTeams() {
        let export = sampleExport()
        var kept = export.matches
        // The store kept fractions of a second the export dropped.
        kept[0].endedAt = kickOff + 3_600.4
        var keptByAServer = export.matches
        keptByAServer[0].startedAt = nil
        keptByAServer[0].endedAt = nil
        // A server keeps who played, not the bench, and gives them back all on the bench (teams unknown).
        keptByAServer[0].players = keptByAServer[0].players.filter { $0.team != .bench }.map { GatherPlayer(playerID: 5, name: $0.name, team: .bench) }

        for history in [kept, keptByAServer] {
            let plan = GroupImportPlan(importing: export, into: [], history: history)
            #expect(plan.matchesToAdd == [])
            #expect(plan.matchesAlreadyThere == 2)
        }
    }

    @Test func aMatchDiffering_inItsEnd_teams_scorers_players_orScore_isAnother() {
        let export = sampleExport()
        let played = export.matches[0]
        var changes: [Gather] = []
        var other = played
        other.endedAt = kickOff + 7_200
        changes.append(other)
        other = played
        other.players[0].team = .teamB
        other.players[1].team = .teamA
        changes.append(other)
        other = played
        other.players[0].goals = 1
        changes.append(other)
        other = played
        other.players[2].name = "Ed"
        changes.append(other)
        other = played
        other.score = Score(teamA: 3, teamB: 2)
        changes.append(other)

        for history in changes {
            let plan = GroupImportPlan(
                importing: GroupExport(username: "ann", exportedAt: kickOff, players: [], matches: [played]), into: [], history: [history])
            #expect(plan.matchesToAdd.count == 1)
        }
    }

    @Test func twoMatchesAlike_areBothKept_eachFindingItsOwn() {
        let draw = sampleExport().matches[1]
        let export = GroupExport(username: "ann", exportedAt: kickOff, players: [], matches: [draw, draw])

        #expect(GroupImportPlan(importing: export, into: [], history: [draw]).matchesToAdd == [draw])
        #expect(GroupImportPlan(importing: export, into: [], history: [draw, draw]).isEmpty)
    }

    @Test func aMatchsPlayers_areLinkedToTheRosterByName_theOthersStayUnlinked() {
        let roster = [Player(id: 7, details: PlayerDetails(name: "ann")), Player(id: 8, details: PlayerDetails(name: "Zoë, the keeper"))]

        let linked = GroupImportPlan.linked(sampleExport().matches[0], to: roster)

        #expect(linked.players.map(\.playerID) == [7, 8, nil])
    }
}
