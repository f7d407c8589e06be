import Domain
import Presentation
import Testing

@Suite struct LabelsTests {
    @Test func playerFields_haveTitlesForPeople() {
        #expect(PlayerField.allCases.map(\.label) == ["Name", "Age", "Preferred position", "Skill", "Favourite team"])
    }

    @Test func teamsAndWinners_readAsTheirNames_whateverTheyAreStoredAs() {
        #expect(Team.allCases.map(\.label) == ["Bench", "Team A", "Team B"])
        #expect(Winner.allCases.map(\.label) == ["Team A", "Team B", "None"])
    }

    @Test func validatedFields_namePlayerFieldsAsTheFormsDo() {
        #expect(ValidatedField.player(.favouriteTeam).label == "Favourite team")
        #expect(
            [ValidatedField.username, .password, .score, .goals, .time, .timerDuration, .timeRemaining].map(\.label) == [
                "Username", "Password", "Score", "Goals", "Time", "Timer duration", "Time remaining",
            ])
        #expect(ValidationError.outOfRange(field: .player(.age), range: 1...120).message == "Age must be between 1 and 120.")
    }
}
