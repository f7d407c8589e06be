import Domain
import TestSupport
import Testing

@testable import PlayerDetail

extension Player {
    static let ann = Player(
        id: 11,
        details: PlayerDetails(
            name: "Ann Smith", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"
        ))
    static let dmitri = Player(id: 14, details: PlayerDetails(name: "Dmitri"))
}

/// The player looked at, kept as last saved.
@MainActor
@Suite struct PlayerDetailInteractorTests {
    let sut = PlayerDetailInteractor(player: .ann)

    @Test func player_isTheOneHandedOver() {
        #expect(sut.player == .ann)
    }

    @Test(arguments: PlayerField.allCases)
    func aField_opensToBeChanged_unlessThePlayerIsShownOffline(field: PlayerField) {
        #expect(sut.edit(field) == .success(.ann))
        #expect(PlayerDetailInteractor(player: .ann, readOnly: true).edit(field) == .failure(.offline))
    }

    @Test(arguments: [
        (Player.ann.with { $0.name = "Ann Jones" }, PlayerField.name),
        (.ann.with { $0.age = 31 }, .age),
        (.ann.with { $0.age = nil }, .age),
        (.ann.with { $0.position = .goalkeeper }, .position),
        (.ann.with { $0.skill = nil }, .skill),
        (.ann.with { $0.favouriteTeam = "Spurs" }, .favouriteTeam),
    ])
    func replace_keepsTheSavedPlayer_andNamesTheFieldThatChanged(saved: Player, field: PlayerField) {
        #expect(sut.replace(with: saved) == [field])
        #expect(sut.player == saved)
    }

    @Test func replace_withSeveralChanges_namesThemAll_inScreenOrder() {
        let saved = Player.ann.with {
            $0.favouriteTeam = nil; $0.age = 40; $0.skill = .professional
        }

        #expect(sut.replace(with: saved) == [.age, .skill, .favouriteTeam])
    }

    @Test func replace_withTheSamePlayer_namesNothing() {
        #expect(sut.replace(with: .ann) == [])
        #expect(sut.player == .ann)
    }

    @Test func replace_withAnotherPlayer_isIgnored() {
        #expect(sut.replace(with: .dmitri) == [])
        #expect(sut.player == .ann)
    }
}
