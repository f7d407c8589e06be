import Testing

@testable import Domain

@Suite struct AppRouteTests {
    @Test(arguments: [
        ("players", AppRoute.players),
        ("players/2", .player(number: 2)),
        ("players/12/edit/name", .editPlayer(number: 12, field: .name)),
        ("players/2/edit/age", .editPlayer(number: 2, field: .age)),
        ("players/2/edit/position", .editPlayer(number: 2, field: .position)),
        ("players/2/edit/skill", .editPlayer(number: 2, field: .skill)),
        ("players/2/edit/team", .editPlayer(number: 2, field: .favouriteTeam)),
        ("players/new", .newPlayer),
        ("history", .history),
        ("history/3", .historyEntry(number: 3)),
        ("records", .records),
        ("match", .match),
        // Typed loosely: case and surrounding spaces do not matter.
        (" Players/2/Edit/AGE ", .editPlayer(number: 2, field: .age)),
        ("players/40", .player(number: 40)),
    ])
    func everyRoute_parses(path: String, route: AppRoute) {
        #expect(AppRoute.parse(path) == .success(route))
    }

    @Test(arguments: [
        ("", AppRouteError.empty),
        ("   ", .empty),
        ("teams", .unknown("teams")),
        ("/players", .unknown("/players")),
        ("players/", .unknown("players/")),
        ("players//2", .unknown("players//2")),
        ("players/new/2", .unknown("players/new/2")),
        ("players/2/edit", .unknown("players/2/edit")),
        ("players/2/delete/age", .unknown("players/2/delete/age")),
        ("players/2/edit/age/now", .unknown("players/2/edit/age/now")),
        ("players/two", .notANumber("two", path: "players/two")),
        ("players/0", .notANumber("0", path: "players/0")),
        ("players/-1", .notANumber("-1", path: "players/-1")),
        ("players/+1", .notANumber("+1", path: "players/+1")),
        ("players/99999999999999999999", .notANumber("99999999999999999999", path: "players/99999999999999999999")),
        ("players/٣", .notANumber("٣", path: "players/٣")),
        ("players/2/edit/height", .unknownField("height", path: "players/2/edit/height")),
        ("players/2/edit/favouriteteam", .unknownField("favouriteteam", path: "players/2/edit/favouriteteam")),
        ("history/new", .notANumber("new", path: "history/new")),
        ("history/1/2", .unknown("history/1/2")),
        ("records/2", .unknown("records/2")),
        ("match/1", .unknown("match/1")),
    ])
    func everyMalformedRoute_isRefused(path: String, error: AppRouteError) {
        #expect(AppRoute.parse(path) == .failure(error))
    }

    @Test func everyField_hasOneRouteWord() {
        #expect(Set(AppRoute.fieldWords.map(\.field)) == Set(PlayerField.allCases))
        #expect(Set(AppRoute.fieldWords.map(\.word)).count == PlayerField.allCases.count)
    }
}
