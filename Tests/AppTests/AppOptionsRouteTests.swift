import Domain
import Foundation
import Presentation
import Testing

@testable import FootballGatherApp

/// `open ROUTE` and `--open ROUTE` on the command line.
@Suite struct AppOptionsRouteTests {
    @Test func open_readsTheRouteBesideTheOtherOptions() {
        let age = AppRoute.editPlayer(number: 2, field: .age)
        #expect(AppOptions.parse(["open", "players/2/edit/age"]) == .success(.open(.local(dataDirectory: nil), age)))
        #expect(AppOptions.parse(["--data-dir", "/tmp/x", "open", "history"]) == .success(.open(.local(dataDirectory: "/tmp/x"), .history)))
        #expect(AppOptions.parse(["open", "match", "--demo"]) == .success(.open(.inMemory, .match)))
        #expect(AppOptions.parse(["--open", "players/new", "--demo"]) == .success(.open(.inMemory, .newPlayer)))
        #expect(AppOptions.parse(["--demo", "--open=records"]) == .success(.open(.inMemory, .records)))
    }

    @Test func open_refusesARouteThatDoesNotExist() {
        #expect(AppOptions.parse(["open", "teams"]) == .failure(UsageError(AppRouteError.unknown("teams").message)))
        #expect(AppOptions.parse(["open", "players/x"]) == .failure(UsageError(AppRouteError.notANumber("x", path: "players/x").message)))
        #expect(AppOptions.parse(["open"]) == .failure(UsageError("open needs a route, e.g. open players/2")))
        #expect(AppOptions.parse(["--open", "--demo"]) == .failure(UsageError("open needs a route, e.g. open players/2")))
        #expect(AppOptions.parse(["--open="]) == .failure(UsageError("open needs a route, e.g. open players/2")))
        #expect(AppOptions.parse(["open", "players", "--open", "history"]) == .failure(UsageError("only one route can be opened")))
        #expect(AppOptions.parse(["open", "players", "--open=history"]) == .failure(UsageError("only one route can be opened")))
    }

    @Test func open_withABadStore_saysWhatIsWrongWithTheStore() {
        #expect(
            AppOptions.parse(["open", "players", "--demo", "--data-dir", "/tmp"])
                == .failure(UsageError("--demo keeps nothing, so it can't be used with --data-dir")))
    }

    @Test func usage_listsEveryRoute() {
        for path in AppRoute.paths {
            #expect(AppOptions.usage.contains("\n  \(path) "), "\(path)")
        }
        #expect(AppOptions.usage.contains("N is the number the list shows"))
        #expect(AppOptions.usage.contains("name, age,\n" + String(repeating: " ", count: 24) + "position, skill or team"))
    }
}
