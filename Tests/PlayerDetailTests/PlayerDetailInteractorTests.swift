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
        #expect(sut.storedPlayer == .ann)
        #expect(sut.player.name == "Ann Smith")
    }

    @Test(arguments: PlayerField.allCases)
    func aField_opensToBeChanged_unlessThePlayerIsShownOffline(field: PlayerField) throws {
        try sut.edit(field)
        #expect(throws: PlayerDetailRefusal.offline) { try PlayerDetailInteractor(player: .ann, readOnly: true).edit(field) }
    }

    // MARK: Rows

    @Test func theFields_areInDomainsOrder() {
        #expect(sut.fields == [.name, .age, .position, .skill, .favouriteTeam])
    }

    @Test(arguments: zip(1...5, PlayerField.allCases))
    func aRow_isTheField_countedInScreenOrder(number: Int, field: PlayerField) throws {
        #expect(try sut.field(atRow: number) == field)
    }

    @Test(arguments: [0, 6, -1, 123_456_789, Int.min, Int.max])
    func aRowThatDoesNotExist_isRefused_sayingHowManyThereAre(number: Int) {
        #expect(throws: PlayerDetailRefusal.noSuchRow(number, count: 5)) { try sut.field(atRow: number) }
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
        #expect(sut.storedPlayer == saved)
    }

    @Test func replace_withSeveralChanges_namesThemAll_inScreenOrder() {
        let saved = Player.ann.with {
            $0.favouriteTeam = nil; $0.age = 40; $0.skill = .professional
        }

        #expect(sut.replace(with: saved) == [.age, .skill, .favouriteTeam])
    }

    @Test func replace_withTheSamePlayer_namesNothing() {
        #expect(sut.replace(with: Player.ann) == [])
        #expect(sut.storedPlayer == .ann)
    }

    @Test func replace_withAnotherPlayer_isIgnored() {
        #expect(sut.replace(with: Player.dmitri) == [])
        #expect(sut.storedPlayer == .ann)
    }
}
