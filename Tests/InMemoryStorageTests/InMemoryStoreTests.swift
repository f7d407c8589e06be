import Domain
import Foundation
import InMemoryStorage
import StoreTestSupport
import TestSupport
import Testing

/// What the in-memory store adds to the contract every store keeps (StorageContractTests).
@Suite struct InMemoryStoreTests {
    @Test func aFreshStore_knowsNobody_andRemembersNothing() async throws {
        let store = InMemoryStore()
        #expect(try await store.rememberedUsername() == nil)
        await #expect(throws: ServiceError.wrongCredentials) { try await store.logIn(Credentials(username: "ann", password: "secret")) }
        // The demo's own hasher: a login works with it, without the cost of a stored one.
        let ann = try await store.register(Credentials(username: "ann", password: "secret"))
        #expect(try await store.logIn(Credentials(username: "ann", password: "secret")) == ann)
    }

    @Test func aDeletedPlayersID_isNeverHandedOutAgain() async throws {
        let ann = try await InMemoryStore(passwordHasher: .fast).account("ann")
        let max = try await ann.players.add(PlayerDetails(name: "Max"))
        try await ann.players.delete(playerID: max.id)
        let kim = try await ann.players.add(PlayerDetails(name: "Kim"))
        #expect(kim.id > max.id)
    }

    @Test func twoStores_shareNothing() async throws {
        let first = InMemoryStore(passwordHasher: .fast)
        let second = InMemoryStore(passwordHasher: .fast)
        _ = try await first.account("ann")
        try await first.setRememberedUsername("ann")
        #expect(try await second.rememberedUsername() == nil)
        _ = try await second.account("ann")
    }
}
