import Foundation
import Testing

@testable import Domain

@Suite struct ModelTests {
    @Test func positions_haveTheListAcronyms() {
        #expect(PlayerPosition.allCases.map(\.acronym) == ["GK", "DEF", "MID", "W", "ST"])
    }

    @Test func positions_spellTheirNameWithTheAcronym() {
        #expect(
            PlayerPosition.allCases.map(\.nameWithAcronym) == [
                "goalkeeper (GK)", "defender (DEF)", "midfielder (MID)", "winger (W)", "striker (ST)",
            ])
    }

    @Test func playerFields_areInScreenOrder() {
        #expect(PlayerField.allCases == [.name, .age, .position, .skill, .favouriteTeam])
    }

    @Test func teams_andWinners_useTheStoredStrings() {
        #expect(Team.allCases.map(\.rawValue) == ["Bench", "Team A", "Team B"])
        #expect(Winner.allCases.map(\.rawValue) == ["Team A", "Team B", "None"])
    }

    @Test func score_impliesTheWinner() {
        #expect(Score(teamA: 2, teamB: 1).winner == .teamA)
        #expect(Score(teamA: 0, teamB: 3).winner == .teamB)
        #expect(Score(teamA: 3, teamB: 3).winner == Winner.none)
    }

    @Test func score_roundTripsThroughItsStoredForm() {
        #expect(Score(teamA: 2, teamB: 1).description == "2-1")
        #expect(Score("2-1") == Score(teamA: 2, teamB: 1))
        for bad in ["", "2", "2-", "-1", "a-b", "100-1", "1-2-3"] {
            #expect(Score(bad) == nil)
        }
    }

    @Test func player_exposesItsDetails() {
        let player = Player(id: 3, details: PlayerDetails(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"))
        #expect(player.name == "Ann")
        #expect(player.age == 30)
        #expect(player.position == .striker)
        #expect(player.skill == .amateur)
        #expect(player.favouriteTeam == "Arsenal")
    }

    @Test func gather_listsPlayersByTeam() {
        let ann = Player(id: 1, details: PlayerDetails(name: "Ann", position: .goalkeeper))
        let gather = Gather(
            id: UUID(),
            players: [
                GatherPlayer(player: ann, team: .teamA),
                GatherPlayer(playerID: nil, name: "Gone", team: .teamB),
            ])
        #expect(gather.players(in: .teamA).map(\.name) == ["Ann"])
        #expect(gather.players(in: .teamA).first?.position == .goalkeeper)
        #expect(gather.players(in: .teamB).map(\.playerID) == [nil])
        #expect(!gather.isFinished)
    }

    @Test func systemClock_tellsTheTime() {
        let before = Date()
        #expect(SystemClock().now() >= before)
    }

    @Test func aTeamsGoals_areItsScorersPlusThoseCreditedToNoOne_theBenchAndTheOtherTeamAside() {
        let players = [
            GatherPlayer(playerID: 1, name: "Ana", team: .teamA, goals: 2), GatherPlayer(playerID: 2, name: "Bo", team: .teamA),
            GatherPlayer(playerID: 3, name: "Cy", team: .teamB, goals: 1), GatherPlayer(playerID: 4, name: "Di", team: .bench, goals: 5),
        ]
        let goals = TeamGoals(of: .teamA, score: Score(teamA: 3, teamB: 1), players: players)
        #expect(goals?.scorers == [TeamGoals.Scorer(name: "Ana", goals: 2)])
        #expect(goals?.withNoScorer == 1)
        #expect(TeamGoals(of: .teamB, score: Score(teamA: 3, teamB: 1), players: players)?.withNoScorer == 0)
        #expect(
            TeamGoals(
                of: .teamA, score: Score(teamA: 3),
                players: players.map {
                    var p = $0; p.goals = 0; return p
                }) == nil)
        // A score lower than its scorers' goals (a record this version could not have written) credits no one, never fewer.
        #expect(TeamGoals(of: .teamA, score: Score(teamA: 1), players: players)?.withNoScorer == 0)
        #expect(Score(teamA: 3, teamB: 1).goals(of: .bench) == 0)
    }
}
