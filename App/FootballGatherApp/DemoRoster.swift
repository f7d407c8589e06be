import AuthenticationInterface
import Domain
import Foundation
import GathersInterface
import InMemoryStorage
import TerminalUI

/// What `--demo` opens on: an account already signed in, with a dozen players of
/// every position and skill, so a visitor can pick teams and play at once.
enum DemoRoster {
    static let credentials = Credentials(username: "demo", password: "demo-password")

    static let players: [PlayerDetails] = [
        PlayerDetails(name: "Alex Morgan", age: 34, position: .striker, skill: .professional, favouriteTeam: "Portland"),
        PlayerDetails(name: "Ben Carter", age: 27, position: .goalkeeper, skill: .amateur),
        PlayerDetails(name: "Carla Díaz", age: 22, position: .midfielder, skill: .professional, favouriteTeam: "Valencia"),
        PlayerDetails(name: "Dmitri Volkov", age: 41, position: .defender, skill: .beginner),
        PlayerDetails(name: "Emma Larsson", age: 29, position: .winger, skill: .amateur, favouriteTeam: "Malmö"),
        PlayerDetails(name: "Femi Okafor", age: 25, position: .striker, skill: .beginner),
        PlayerDetails(name: "Grace Kim", age: 31, position: .goalkeeper, skill: .professional),
        PlayerDetails(name: "Hugo Martin", age: 19, position: .defender, skill: .amateur, favouriteTeam: "Lyon"),
        PlayerDetails(name: "Iris Novak", age: 36, position: .midfielder, skill: .beginner),
        PlayerDetails(name: "Jonas Weber", age: 28, position: .winger, skill: .professional, favouriteTeam: "Dortmund"),
        PlayerDetails(name: "Kofi Mensah", age: 33, position: .defender, skill: .professional),
        PlayerDetails(name: "Lena Rossi", age: 24, position: .midfielder, skill: .amateur, favouriteTeam: "Roma"),
    ]

    /// What the demo's first screen says, since no Login screen names the store.
    static let notice = Message.info("A demo: a sample roster and two past matches, all in memory. Try anything: nothing is saved.")

    /// Two finished matches, so History and Records have something to show: who played where
    /// (by the roster's index), the score, the scorers (by index in the match) and how many days ago.
    static let matches: [(teamA: [Int], teamB: [Int], score: Score, scorers: [Int: Int], daysAgo: Double)] = [
        ([0, 1, 2, 3, 4], [5, 6, 7, 8, 9], Score(teamA: 3, teamB: 2), [0: 2, 2: 1, 5: 1, 9: 1], 7),
        ([0, 6, 7, 8, 11], [1, 2, 3, 9, 10], Score(teamA: 1, teamB: 1), [4: 1, 8: 1], 3),
    ]

    /// Creates the demo account with its roster and its past matches, and returns it, signed in.
    static func signUp(in store: InMemoryStore, now: Date = Date()) async throws -> User {
        let user = try await store.register(credentials)
        let roster = store.playersService(for: user)
        var added: [Player] = []
        for player in players {
            added.append(try await roster.add(player))
        }
        let gathers = store.gathersService(for: user)
        for match in matches {
            let lineUp = match.teamA.map { GatherPlayer(player: added[$0], team: .teamA) } + match.teamB.map { GatherPlayer(player: added[$0], team: .teamB) }
            let kickOff = now.addingTimeInterval(-match.daysAgo * 86_400)
            let gather = try await gathers.startGather(with: lineUp, at: kickOff)
            try await gathers.saveProgress(GatherProgress(score: match.score, goals: match.scorers), ofGather: gather.id)
            try await gathers.endGather(id: gather.id, score: match.score, at: kickOff.addingTimeInterval(3_600))
        }
        return user
    }
}

/// The demo's account is signed in from the start: there is nothing to log in to first.
struct DemoSession: SessionRestoring {
    let user: User

    /// Nothing to wait for: the demo's account is in memory.
    func savedSignIn() async -> String? { nil }

    /// The demo signs in at once anyway (`restoreSession`).
    func signInFromCopy() async -> User? { nil }

    func restoreSession() async -> SessionRestoration {
        .restored(user)
    }
}
