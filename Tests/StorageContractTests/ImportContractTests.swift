import Domain
import Foundation
import StorageSupport
import TestSupport
import Testing

/// Adding a whole roster at once: every store adds all of it, checked as one player is, or none.
@Suite(.sharedStandInServer) struct ImportContractTests {
    @Test(arguments: StoreKind.allCases)
    func addAll_addsEveryPlayerValidatedAndTrimmed_inTheOrderGiven(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")
            let kept = try await ann.players.add(PlayerDetails(name: "Bob"))

            let added = try await ann.players.addAll([
                PlayerDetails(name: " Zoë ", age: 30, position: .striker, skill: .professional, favouriteTeam: " Arsenal "),
                PlayerDetails(name: "Carla", favouriteTeam: "  "),
                PlayerDetails(name: "Ann"),
            ])

            #expect(
                added.map(\.details) == [
                    PlayerDetails(name: "Zoë", age: 30, position: .striker, skill: .professional, favouriteTeam: "Arsenal"),
                    PlayerDetails(name: "Carla"), PlayerDetails(name: "Ann"),
                ])
            #expect(Set(added.map(\.id)).count == 3)
            #expect(try await ann.players.players() == [added[2], kept, added[1], added[0]])
            #expect(try await ann.players.addAll([]) == [])
        }
    }

    @Test(arguments: StoreKind.allCases)
    func addAll_withOnePlayerBreakingARule_addsNobody(kind: StoreKind) async throws {
        try await withStore(kind) { store in
            let ann = try await store.account("ann")

            await #expect(throws: ServiceError.invalid(.outOfRange(field: "Age", range: 1...120))) {
                try await ann.players.addAll([PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob", age: 200), PlayerDetails(name: "Cy")])
            }

            #expect(try await ann.players.players() == [])
        }
    }
}
