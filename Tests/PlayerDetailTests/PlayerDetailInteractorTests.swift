import Domain
import Testing
import TestSupport
@testable import PlayerDetail

@MainActor
@Suite struct PlayerDetailInteractorTests {
    @Test func player_isTheOneHandedOver() {
        let sut = PlayerDetailInteractor(player: .ann)

        #expect(sut.player == .ann)
    }

    @Test func replace_withTheSavedPlayer_keepsItsNewValues() {
        let sut = PlayerDetailInteractor(player: .ann)
        var saved = Player.ann
        saved.details.age = 31

        sut.replace(with: saved)

        #expect(sut.player.age == 31)
    }

    @Test func replace_withAnotherPlayer_isIgnored() {
        let sut = PlayerDetailInteractor(player: .ann)

        sut.replace(with: .dmitri)

        #expect(sut.player == .ann)
    }
}
