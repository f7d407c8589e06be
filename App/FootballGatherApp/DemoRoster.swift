import Domain
import InMemoryStorage

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

    /// Creates the demo account with its roster and returns it, signed in.
    static func signUp(in store: InMemoryStore) async throws -> User {
        let user = try await store.register(credentials)
        let roster = store.playersService(for: user)
        for player in players {
            _ = try await roster.add(player)
        }
        return user
    }
}

/// The demo's account is signed in from the start: there is nothing to log in to first.
struct DemoSession: SessionRestoring {
    let user: User

    func restoreSession() async -> SessionRestoration {
        .restored(user)
    }
}
