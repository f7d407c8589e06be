import Domain
import Testing
import TestSupport
@testable import PlayerEdit

extension Player {
    static let ann = Player(id: 11, details: PlayerDetails(
        name: "Ann Smith", age: 30, position: .midfielder, skill: .amateur, favouriteTeam: "Arsenal"
    ))
    static let dmitri = Player(id: 14, details: PlayerDetails(name: "Dmitri"))
}

/// The rules for changing one field of a player: what is taken, what is refused, what
/// reaches the store, what waits after a failed save.
@MainActor
@Suite struct PlayerEditInteractorTests {
    let players = FakePlayersService(players: [.ann, .dmitri])

    func editing(_ field: PlayerField, of player: Player = .ann) -> PlayerEditInteractor {
        PlayerEditInteractor(player: player, field: field, players: players)
    }

    var stored: [Player] { players.snapshot.players }

    // MARK: Nothing to save

    @Test(arguments: PlayerField.allCases, ["", "   ", " \t "])
    func enterAlone_keepsTheValue(field: PlayerField, line: String) async {
        let sut = editing(field)

        #expect(await sut.change(to: line) == .success(.unchanged))
        #expect(players.snapshot.calls.isEmpty)
        #expect(sut.pending == nil)
    }

    @Test(arguments: [
        (PlayerField.name, " Ann Smith "), (.age, "30"), (.age, " 030 "), (.position, "3"), (.skill, "2"), (.favouriteTeam, "Arsenal"),
    ])
    func theSameValue_changesNothing(field: PlayerField, line: String) async {
        #expect(await editing(field).change(to: line) == .success(.unchanged))
        #expect(players.snapshot.calls.isEmpty)
    }

    @Test(arguments: [PlayerField.age, .position, .skill, .favouriteTeam])
    func clearingAnEmptyField_changesNothing(field: PlayerField) async {
        #expect(await editing(field, of: .dmitri).change(to: "-") == .success(.unchanged))
        #expect(players.snapshot.calls.isEmpty)
    }

    // MARK: Taken and saved

    @Test(arguments: [
        (PlayerField.name, "  Ann Jones ", Player.ann.with { $0.name = "Ann Jones" }),
        (.name, "'); DROP TABLE players;--", Player.ann.with { $0.name = "'); DROP TABLE players;--" }),
        (.name, "b", Player.ann.with { $0.name = "b" }),
        (.age, " 31 ", Player.ann.with { $0.age = 31 }),
        (.age, "1", Player.ann.with { $0.age = 1 }),
        (.age, "120", Player.ann.with { $0.age = 120 }),
        (.age, "-", Player.ann.with { $0.age = nil }),
        (.favouriteTeam, " Real Madrid ", Player.ann.with { $0.favouriteTeam = "Real Madrid" }),
        (.favouriteTeam, " - ", Player.ann.with { $0.favouriteTeam = nil }),
        (.favouriteTeam, "⚽️ Boca", Player.ann.with { $0.favouriteTeam = "⚽️ Boca" }),
        (.position, "1", Player.ann.with { $0.position = .goalkeeper }),
        (.position, " 5 ", Player.ann.with { $0.position = .striker }),
        (.position, "0", Player.ann.with { $0.position = nil }),
        (.position, "-", Player.ann.with { $0.position = nil }),
        (.skill, "1", Player.ann.with { $0.skill = .beginner }),
        (.skill, "3", Player.ann.with { $0.skill = .professional }),
        (.skill, "0", Player.ann.with { $0.skill = nil }),
        (.skill, "-", Player.ann.with { $0.skill = nil }),
    ])
    func aValidValue_isSavedAndBecomesThePlayer(field: PlayerField, line: String, expected: Player) async {
        let sut = editing(field)

        #expect(await sut.change(to: line) == .success(.saved(expected)))
        #expect(stored == [expected, .dmitri])
        #expect(players.snapshot.calls == ["update"])
        #expect(sut.player == expected)
        #expect(sut.pending == nil)
    }

    @Test func aValueForAnEmptyField_setsIt() async {
        let sut = editing(.age, of: .dmitri)

        #expect(await sut.change(to: "25") == .success(.saved(.dmitri.with { $0.age = 25 })))
    }

    @Test func afterASave_theSavedValueIsTheOneToKeep() async {
        let sut = editing(.age)
        _ = await sut.change(to: "31")

        #expect(await sut.change(to: "31") == .success(.unchanged))
        #expect(await sut.change(to: "30") == .success(.saved(.ann)))
        #expect(players.snapshot.calls == ["update", "update"])
    }

    // MARK: Refused

    @Test(arguments: [
        (PlayerField.name, "-", PlayerEditRefusal.nameRequired),
        (.name, String(repeating: "x", count: 51), .invalid(.tooLong(field: "Name", maximum: 50))),
        (.name, "Ann\u{1B}[31m", .invalid(.controlCharacters(field: "Name"))),
        (.name, "Eve\u{202E}", .invalid(.controlCharacters(field: "Name"))),
        (.age, "abc", .invalid(.notANumber(field: "Age"))),
        (.age, "12.5", .invalid(.notANumber(field: "Age"))),
        (.age, "thirty", .invalid(.notANumber(field: "Age"))),
        (.age, "--", .invalid(.notANumber(field: "Age"))),
        (.age, "0", .invalid(.outOfRange(field: "Age", range: 1...120))),
        (.age, "121", .invalid(.outOfRange(field: "Age", range: 1...120))),
        (.age, "-1", .invalid(.outOfRange(field: "Age", range: 1...120))),
        (.age, "99999999999999999999999", .invalid(.outOfRange(field: "Age", range: 1...120))),
        (.favouriteTeam, String(repeating: "t", count: 51), .invalid(.tooLong(field: "Favourite team", maximum: 50))),
        (.favouriteTeam, "Reds\u{7}", .invalid(.controlCharacters(field: "Favourite team"))),
        (.position, "6", .notAChoice(.position, count: 5)),
        (.position, "x", .notAChoice(.position, count: 5)),
        (.position, "-1", .notAChoice(.position, count: 5)),
        (.position, "striker", .notAChoice(.position, count: 5)),
        (.position, "99999999999999999999999", .notAChoice(.position, count: 5)),
        (.skill, "4", .notAChoice(.skill, count: 3)),
        (.skill, "1 2", .notAChoice(.skill, count: 3)),
    ])
    func aBadValue_isRefusedAndNothingChanges(field: PlayerField, line: String, refusal: PlayerEditRefusal) async {
        let sut = editing(field)

        #expect(await sut.change(to: line) == .failure(refusal))
        #expect(sut.player == .ann)
        #expect(sut.pending == nil)
        #expect(players.snapshot.calls.isEmpty)
    }

    @Test func afterABadValue_aGoodOneIsSaved() async {
        let sut = editing(.age)

        _ = await sut.change(to: "abc")
        _ = await sut.change(to: "200")

        #expect(await sut.change(to: "31") == .success(.saved(.ann.with { $0.age = 31 })))
        #expect(players.snapshot.calls == ["update"])
    }

    @Test(arguments: AdversarialInput.all)
    func adversarialInput_atAFreeTextField_isRefusedOrSavedAsAValidPlayer(input: AdversarialInput) async {
        for field in [PlayerField.name, .age, .favouriteTeam] {
            let players = FakePlayersService(players: [.ann])
            let sut = PlayerEditInteractor(player: .ann, field: field, players: players)

            switch await sut.change(to: input.text) {
            case .success(.saved(let saved)):
                #expect((try? Validation.player(saved.details).get()) == saved.details, "\(field)")
                #expect(players.snapshot.players == [saved])
            case .success(.unchanged):
                #expect(input.text.trimmingCharacters(in: .whitespaces).isEmpty, "\(field)")
            case .success(.failed), .failure:
                #expect(players.snapshot.players == [.ann], "\(field)")
            }
        }
    }

    @Test(arguments: AdversarialInput.all)
    func adversarialInput_atAChoice_changesNothing(input: AdversarialInput) async {
        let sut = editing(.position)

        let result = await sut.change(to: input.text)

        let blank = input.text.trimmingCharacters(in: .whitespaces).isEmpty
        #expect(result == (blank ? .success(.unchanged) : .failure(.notAChoice(.position, count: 5))))
        #expect(players.snapshot.calls.isEmpty)
    }

    // MARK: Saving fails

    @Test func save_whenTheStoreFails_keepsTheNewValueWaitingAndThePlayerAsItWas() async {
        players.fail(with: .unavailable("disk"))
        let sut = editing(.age)

        #expect(await sut.change(to: "31") == .success(.failed(.unavailable("disk"))))
        #expect(sut.pending == .ann.with { $0.age = 31 })
        #expect(sut.player == .ann)
        #expect(stored == [.ann, .dmitri])
    }

    @Test func saveAgain_whenTheStoreIsBack_savesTheWaitingValue() async {
        players.fail(with: .unavailable("disk"))
        let sut = editing(.favouriteTeam)
        _ = await sut.change(to: "-")

        players.fail(with: nil)
        let cleared = Player.ann.with { $0.favouriteTeam = nil }

        #expect(await sut.saveAgain() == .saved(cleared))
        #expect(stored == [cleared, .dmitri])
        #expect(sut.player == cleared)
        #expect(sut.pending == nil)
    }

    @Test func saveAgain_whenItFailsAgain_keepsTheValueWaiting() async {
        players.fail(with: .notFound)
        let sut = editing(.name)
        _ = await sut.change(to: "Ann Jones")

        #expect(await sut.saveAgain() == .failed(.notFound))
        #expect(sut.pending?.name == "Ann Jones")
        #expect(players.snapshot.calls == ["update", "update"])
    }

    @Test func saveAgain_withNothingWaiting_savesNothing() async {
        #expect(await editing(.age).saveAgain() == .unchanged)
        #expect(players.snapshot.calls.isEmpty)
    }
}
