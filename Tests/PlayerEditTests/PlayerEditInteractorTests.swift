import Domain
import TestSupport
import Testing

@testable import PlayerEdit

extension PlayerDetails {
    static let annSmith = PlayerDetails(name: "Ann Smith", age: 30, position: .midfielder, skill: .amateur, favouriteTeam: "Arsenal")
    static let dmitri = PlayerDetails(name: "Dmitri")
}

extension RegisteredUser {
    /// Every player the store was asked to update, in order, failed attempts included.
    var updates: [Player] {
        services.calls.compactMap { call in
            if case .updatePlayer(let player) = call { player } else { nil }
        }
    }

    /// The roster as stored; a set, since its order is the store's business.
    var roster: Set<Player> {
        get async throws { try await Set(players.players()) }
    }
}

/// The rules for changing one field of a player: what is taken, what is refused, what
/// reaches the store, what waits after a failed save.
@MainActor
@Suite struct PlayerEditInteractorTests {
    /// The user whose roster is edited, on an in-memory store.
    let coach: RegisteredUser
    /// Ann Smith and Dmitri, as the store added them.
    let ann: Player
    let dmitri: Player

    init() async throws {
        coach = try await RegisteredUser.make("coach")
        ann = try await coach.players.add(.annSmith)
        dmitri = try await coach.players.add(.dmitri)
    }

    func editing(_ field: PlayerField, of player: Player? = nil) -> PlayerEditInteractor {
        PlayerEditInteractor(player: player ?? ann, field: field, players: coach.players)
    }

    // MARK: Nothing to save

    @Test(arguments: PlayerField.allCases, ["", "   ", " \t "])
    func enterAlone_keepsTheValue(field: PlayerField, line: String) async {
        let sut = editing(field)

        #expect(await sut.change(to: line) == .success(.unchanged))
        #expect(coach.updates.isEmpty)
        #expect(sut.pending == nil)
    }

    @Test(arguments: [
        (PlayerField.name, " Ann Smith "), (.age, "30"), (.age, " 030 "), (.position, "3"), (.skill, "2"), (.favouriteTeam, "Arsenal"),
    ])
    func theSameValue_changesNothing(field: PlayerField, line: String) async {
        #expect(await editing(field).change(to: line) == .success(.unchanged))
        #expect(coach.updates.isEmpty)
    }

    @Test(arguments: [PlayerField.age, .position, .skill, .favouriteTeam])
    func clearingAnEmptyField_changesNothing(field: PlayerField) async {
        #expect(await editing(field, of: dmitri).change(to: "-") == .success(.unchanged))
        #expect(coach.updates.isEmpty)
    }

    // MARK: Taken and saved

    @Test(arguments: [
        (PlayerField.name, "  Ann Jones ", PlayerDetails.annSmith.with { $0.name = "Ann Jones" }),
        (.name, "'); DROP TABLE players;--", .annSmith.with { $0.name = "'); DROP TABLE players;--" }),
        (.name, "b", .annSmith.with { $0.name = "b" }),
        (.age, " 31 ", .annSmith.with { $0.age = 31 }),
        (.age, "1", .annSmith.with { $0.age = 1 }),
        (.age, "120", .annSmith.with { $0.age = 120 }),
        (.age, "-", .annSmith.with { $0.age = nil }),
        (.favouriteTeam, " Real Madrid ", .annSmith.with { $0.favouriteTeam = "Real Madrid" }),
        (.favouriteTeam, " - ", .annSmith.with { $0.favouriteTeam = nil }),
        (.favouriteTeam, "⚽️ Boca", .annSmith.with { $0.favouriteTeam = "⚽️ Boca" }),
        (.position, "1", .annSmith.with { $0.position = .goalkeeper }),
        (.position, " 5 ", .annSmith.with { $0.position = .striker }),
        (.position, "0", .annSmith.with { $0.position = nil }),
        (.position, "-", .annSmith.with { $0.position = nil }),
        (.skill, "1", .annSmith.with { $0.skill = .beginner }),
        (.skill, "3", .annSmith.with { $0.skill = .professional }),
        (.skill, "0", .annSmith.with { $0.skill = nil }),
        (.skill, "-", .annSmith.with { $0.skill = nil }),
        // A choice by its name or short form, in any case.
        (.position, "defender", .annSmith.with { $0.position = .defender }),
        (.position, " DEF ", .annSmith.with { $0.position = .defender }),
        (.position, "gk", .annSmith.with { $0.position = .goalkeeper }),
        (.position, "Striker", .annSmith.with { $0.position = .striker }),
        (.skill, "PRO", .annSmith.with { $0.skill = .professional }),
        (.skill, "beginner", .annSmith.with { $0.skill = .beginner }),
    ])
    func aValidValue_isSavedAndBecomesThePlayer(field: PlayerField, line: String, details: PlayerDetails) async throws {
        let sut = editing(field)
        let expected = Player(id: ann.id, details: details)

        #expect(await sut.change(to: line) == .success(.saved(expected)))
        #expect(coach.updates == [expected])
        #expect(try await coach.roster == [expected, dmitri])
        #expect(sut.player == expected)
        #expect(sut.pending == nil)
    }

    @Test func aValueForAnEmptyField_setsIt() async {
        let sut = editing(.age, of: dmitri)

        #expect(await sut.change(to: "25") == .success(.saved(dmitri.with { $0.age = 25 })))
    }

    @Test func afterASave_theSavedValueIsTheOneToKeep() async {
        let sut = editing(.age)
        _ = await sut.change(to: "31")

        #expect(await sut.change(to: "31") == .success(.unchanged))
        #expect(await sut.change(to: "30") == .success(.saved(ann)))
        #expect(coach.updates == [ann.with { $0.age = 31 }, ann])
    }

    // MARK: Refused

    @Test(arguments: [
        (PlayerField.name, "-", PlayerEditRefusal.nameRequired),
        (.name, String(repeating: "x", count: 51), .invalid(.tooLong(field: .player(.name), maximum: 50))),
        (.name, "Ann\u{1B}[31m", .invalid(.controlCharacters(field: .player(.name)))),
        (.name, "Eve\u{202E}", .invalid(.controlCharacters(field: .player(.name)))),
        (.age, "abc", .invalid(.notANumber(field: .player(.age)))),
        (.age, "12.5", .invalid(.notANumber(field: .player(.age)))),
        (.age, "thirty", .invalid(.notANumber(field: .player(.age)))),
        (.age, "--", .invalid(.notANumber(field: .player(.age)))),
        (.age, "0", .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.age, "121", .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.age, "-1", .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.age, "99999999999999999999999", .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.favouriteTeam, String(repeating: "t", count: 51), .invalid(.tooLong(field: .player(.favouriteTeam), maximum: 50))),
        (.favouriteTeam, "Reds\u{7}", .invalid(.controlCharacters(field: .player(.favouriteTeam)))),
        (.position, "6", .notAChoice(.position, count: 5)),
        (.position, "x", .notAChoice(.position, count: 5)),
        (.position, "-1", .notAChoice(.position, count: 5)),
        (.position, "centre-back", .notAChoice(.position, count: 5)),
        (.position, "99999999999999999999999", .notAChoice(.position, count: 5)),
        (.skill, "4", .notAChoice(.skill, count: 3)),
        (.skill, "1 2", .notAChoice(.skill, count: 3)),
    ])
    func aBadValue_isRefusedAndNothingChanges(field: PlayerField, line: String, refusal: PlayerEditRefusal) async {
        let sut = editing(field)

        #expect(await sut.change(to: line) == .failure(refusal))
        #expect(sut.player == ann)
        #expect(sut.pending == nil)
        #expect(coach.updates.isEmpty)
    }

    @Test func afterABadValue_aGoodOneIsSaved() async {
        let sut = editing(.age)

        _ = await sut.change(to: "abc")
        _ = await sut.change(to: "200")

        #expect(await sut.change(to: "31") == .success(.saved(ann.with { $0.age = 31 })))
        #expect(coach.updates == [ann.with { $0.age = 31 }])
    }

    @Test(arguments: AdversarialInput.all)
    func adversarialInput_atAFreeTextField_isRefusedOrSavedAsAValidPlayer(input: AdversarialInput) async throws {
        for field in [PlayerField.name, .age, .favouriteTeam] {
            // A roster of its own per field, so one field's save can't hide another's.
            let coach = try await RegisteredUser.make("coach")
            let ann = try await coach.players.add(.annSmith)
            let sut = PlayerEditInteractor(player: ann, field: field, players: coach.players)

            switch await sut.change(to: input.text) {
            case .success(.saved(let saved)):
                #expect((try? Validation.player(saved.details).get()) == saved.details, "\(field)")
                #expect(try await coach.roster == [saved], "\(field)")
            case .success(.unchanged):
                #expect(input.text.trimmingCharacters(in: .whitespaces).isEmpty, "\(field)")
            case .success(.failed(let error)):
                Issue.record("\(field): the store refused a value the interactor took: \(error)")
            case .failure:
                #expect(coach.updates.isEmpty, "\(field)")
                #expect(try await coach.roster == [ann], "\(field)")
            }
        }
    }

    @Test(arguments: AdversarialInput.all)
    func adversarialInput_atAChoice_changesNothing(input: AdversarialInput) async {
        let sut = editing(.position)

        let result = await sut.change(to: input.text)

        let blank = input.text.trimmingCharacters(in: .whitespaces).isEmpty
        #expect(result == (blank ? .success(.unchanged) : .failure(.notAChoice(.position, count: 5))))
        #expect(coach.updates.isEmpty)
    }

    // MARK: Saving fails

    @Test func save_whenTheStoreFails_keepsTheNewValueWaitingAndThePlayerAsItWas() async throws {
        coach.services.fail(.updatePlayer, times: 1, with: .unavailable("disk"))
        let sut = editing(.age)

        #expect(await sut.change(to: "31") == .success(.failed(.unavailable("disk"))))
        #expect(sut.pending == ann.with { $0.age = 31 })
        #expect(sut.player == ann)
        #expect(try await coach.roster == [ann, dmitri])
    }

    @Test func saveAgain_whenTheStoreIsBack_savesTheWaitingValue() async throws {
        coach.services.fail(.updatePlayer, times: 1, with: .unavailable("disk"))
        let sut = editing(.favouriteTeam)
        _ = await sut.change(to: "-")
        let cleared = ann.with { $0.favouriteTeam = nil }

        #expect(await sut.saveAgain() == .saved(cleared))
        #expect(try await coach.roster == [cleared, dmitri])
        #expect(sut.player == cleared)
        #expect(sut.pending == nil)
    }

    @Test func saveAgain_whenItFailsAgain_keepsTheValueWaiting() async throws {
        coach.services.fail(.updatePlayer, times: 2, with: .unavailable("disk"))
        let sut = editing(.name)
        _ = await sut.change(to: "Ann Jones")

        #expect(await sut.saveAgain() == .failed(.unavailable("disk")))
        #expect(sut.pending?.name == "Ann Jones")
        #expect(coach.updates.map(\.name) == ["Ann Jones", "Ann Jones"])
        #expect(try await coach.roster == [ann, dmitri])
    }

    @Test func saveAgain_withNothingWaiting_savesNothing() async {
        #expect(await editing(.age).saveAgain() == .unchanged)
        #expect(coach.updates.isEmpty)
    }
}
