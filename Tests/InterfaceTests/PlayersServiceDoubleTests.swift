import Domain
import PlayersInterface
import Testing

@Suite struct PlayersServiceDoubleTests {
    let ana = Player(id: 1, details: PlayerDetails(name: "Ana"))
    let bo = PlayerDetails(name: "Bo")

    @Test func forwardsEveryCallToItsClosure() async throws {
        let calls = Calls()
        let ana = ana
        var double = PlayersServiceDouble()
        double.onPlayers = { [ana] }
        double.onAdd = { Player(id: 2, details: $0) }
        double.onAddAll = { $0.enumerated().map { Player(id: 10 + $0.offset, details: $0.element) } }
        double.onUpdate = {
            calls.record("update \($0.id)"); return $0
        }
        double.onDelete = { calls.record("delete \($0)") }

        #expect(try await double.players() == [ana])
        #expect(try await double.add(bo) == Player(id: 2, details: bo))
        #expect(try await double.addAll([bo]) == [Player(id: 10, details: bo)])
        #expect(try await double.update(ana) == ana)
        try await double.delete(playerID: 1)
        #expect(calls.all == ["update 1", "delete 1"])
    }

    @Test func unsetCallsFail_namingTheCall() async {
        let double = PlayersServiceDouble()

        await #expect(throws: notSetUp("players")) { try await double.players() }
        await #expect(throws: notSetUp("add")) { try await double.add(bo) }
        await #expect(throws: notSetUp("addAll")) { try await double.addAll([bo]) }
        await #expect(throws: notSetUp("update")) { try await double.update(ana) }
        await #expect(throws: notSetUp("delete")) { try await double.delete(playerID: 1) }
    }

    private func notSetUp(_ call: String) -> ServiceError {
        .unexpected("PlayersService.\(call) was not set up")
    }
}
