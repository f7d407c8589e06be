import Domain
import Presentation
import Testing

/// The words every screen shares.
@Suite struct WordingTests {
    @Test func aTeamsGoals_nameItsScorers_thenTheGoalsNoOneScored() throws {
        let players = [
            GatherPlayer(playerID: 1, name: "Ana", team: .teamA, goals: 2), GatherPlayer(playerID: 2, name: "Bo", team: .teamA, goals: 1),
            GatherPlayer(playerID: 3, name: "Cy", team: .teamB, goals: 1),
        ]
        let teamA = try #require(TeamGoals(of: .teamA, score: Score(teamA: 4, teamB: 1), players: players))
        let teamB = try #require(TeamGoals(of: .teamB, score: Score(teamA: 4, teamB: 1), players: players))
        #expect(Wording.goals(teamA) == "Ana 2, Bo 1, 1 with no scorer")
        #expect(Wording.goals(teamB) == "Cy 1")
    }

    /// In a list joined by ", ", a name with a comma is quoted, as a CSV cell is, so it reads as one person.
    @Test func aNameWithACommaInAList_isQuoted_soItReadsAsOnePerson() throws {
        #expect(Wording.names(["Smith, John", "Bo", "\"Al\" Cy", "Di \"D\", Ek", "O'Neil"]) == #""Smith, John", Bo, """Al"" Cy", "Di ""D"", Ek", O'Neil"#)
        let players = [GatherPlayer(playerID: 1, name: "Smith, John", team: .teamA, goals: 2), GatherPlayer(playerID: 2, name: "Bo", team: .teamA, goals: 1)]
        let goals = try #require(TeamGoals(of: .teamA, score: Score(teamA: 3, teamB: 0), players: players))
        #expect(Wording.goals(goals) == #""Smith, John" 2, Bo 1"#)
    }

    @Test func aPlayersField_readsAsPeopleWriteIt_andAnEmptyOneIsNil() {
        let ann = Player(id: 1, details: PlayerDetails(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"))
        let bob = Player(id: 2, details: PlayerDetails(name: "Bob"))

        #expect(PlayerField.allCases.map { Wording.value(of: $0, in: ann) } == ["Ann", "30", "striker (ST)", "amateur", "Arsenal"])
        #expect(PlayerField.allCases.map { Wording.value(of: $0, in: bob) } == ["Bob", nil, nil, nil, nil])
    }

    @Test func aCountOfPlayers_isSingularForOne() {
        #expect([0, 1, 6].map(Wording.players) == ["0 players", "1 player", "6 players"])
    }

    @Test(arguments: [
        (600, "10:00"), (462, "07:42"), (59, "00:59"), (60, "01:00"), (1, "00:01"), (0, "00:00"),
        (3_600, "60:00"), (5_999, "99:59"), (-5, "00:00"), (10_000, "99:59"),
    ])
    func clock_showsMinutesAndSecondsWithTwoDigitsEach(seconds: Int, text: String) {
        #expect(Wording.clock(seconds) == text)
    }

    @Test func noSuch_namesTheNumbersThereAre() {
        #expect(Wording.noSuch("player", 7, count: 4) == "There is no player 7: choose 1–4.")
        #expect(Wording.noSuch("row", 0, count: 1) == "There is no row 0: choose 1.")
    }

    @Test func shown_putsADashForAMissingValue() {
        #expect(Wording.shown(nil) == "—")
        #expect(Wording.shown("Arsenal") == "Arsenal")
        #expect(Wording.missing == "—")
    }

    @Test func numbersAndPercents_readAsDigits_madeOnceOrNot() {
        #expect([0, 7, 999, 1_000, 10_000, -3].map(Wording.number) == ["0", "7", "999", "1000", "10000", "-3"])
        #expect([0, 67, 100, 250].map(Wording.percent) == ["0%", "67%", "100%", "250%"])
    }
}

@Test func checkingASavedSignIn_namesTheUserAndTheServer() {
    #expect(
        Wording.checkingSavedSignIn(of: "ann", storage: "server: http://127.0.0.1:8080")
            == "Checking ann's saved sign-in (server: http://127.0.0.1:8080)…")
}
