import Domain
import PlayersInterface
import Presentation
import TestSupport
import Testing

@testable import PlayerEdit

extension PlayerDetails {
    static let annSmith = PlayerDetails(name: "Ann Smith", age: 30, position: .midfielder, skill: .amateur, favouriteTeam: "Arsenal")
    static let dmitri = PlayerDetails(name: "Dmitri")
}

extension Player {
    static let annSmith = Player(id: 1, details: .annSmith)
    static let dmitri = Player(id: 2, details: .dmitri)
}

extension ServiceCallLog {
    /// Every player the service was asked to update, in order, failed attempts included.
    var updates: [Player] {
        calls.compactMap { call in
            if case .updatePlayer(let player) = call { player } else { nil }
        }
    }
}

/// The rules for changing one field of a player: what is taken, what is refused, what
/// reaches the store, what waits after a failed save.
@MainActor
@Suite struct PlayerEditInteractorTests {
    /// Every call the roster's service got: Ann Smith and Dmitri are on it, and it takes every valid update.
    let log = ServiceCallLog()
    let ann = Player.annSmith
    let dmitri = Player.dmitri

    func editing(_ field: PlayerField, of player: Player? = nil, roster: [Player] = [.annSmith, .dmitri]) -> PlayerEditInteractor {
        PlayerEditInteractor(player: player ?? ann, field: field, players: PlayersServiceDouble.roster(roster).recorded(in: log))
    }

    // MARK: Nothing to save

    @Test(arguments: PlayerField.allCases, ["", "   ", " \t "])
    func enterAlone_keepsTheValue(field: PlayerField, line: String) async {
        let sut = editing(field)

        #expect(await sut.answer(to: line) == .unchanged)
        #expect(log.updates.isEmpty)
        #expect(sut.pending == nil)
    }

    @Test(arguments: [
        (PlayerField.name, " Ann Smith "), (.age, "30"), (.age, " 030 "), (.position, "3"), (.skill, "2"), (.favouriteTeam, "Arsenal"),
    ])
    func theSameValue_changesNothing(field: PlayerField, line: String) async {
        #expect(await editing(field).answer(to: line) == .unchanged)
        #expect(log.updates.isEmpty)
    }

    @Test(arguments: [PlayerField.age, .position, .skill, .favouriteTeam])
    func clearingAnEmptyField_changesNothing(field: PlayerField) async {
        #expect(await editing(field, of: dmitri).answer(to: "-") == .unchanged)
        #expect(log.updates.isEmpty)
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

        #expect(await sut.answer(to: line) == .saved(expected))
        #expect(log.updates == [expected])
        #expect(sut.storedPlayer == expected)
        #expect(sut.pending == nil)
    }

    @Test func aValueForAnEmptyField_setsIt() async {
        let sut = editing(.age, of: dmitri)

        #expect(await sut.answer(to: "25") == .saved(dmitri.with { $0.age = 25 }))
    }

    @Test func afterASave_theSavedValueIsTheOneToKeep() async {
        let sut = editing(.age)
        _ = await sut.answer(to: "31")

        #expect(await sut.answer(to: "31") == .unchanged)
        #expect(await sut.answer(to: "30") == .saved(ann))
        #expect(log.updates == [ann.with { $0.age = 31 }, ann])
    }

    // MARK: Refused

    @Test(arguments: [
        (PlayerField.name, "-", PlayerEditRefusal.nameRequired),
        (.name, String(repeating: "x", count: 51), .invalid(.tooLong(field: .player(.name), maximum: 50))),
        (.name, "Ann\u{1B}[31m", .invalid(.controlCharacters(field: .player(.name)))),
        (.name, "Eve\u{202E}", .invalid(.controlCharacters(field: .player(.name)))),
        (.age, "0", .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.age, "121", .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.age, "-1", .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.age, "99999999999999999999999", .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.favouriteTeam, String(repeating: "t", count: 51), .invalid(.tooLong(field: .player(.favouriteTeam), maximum: 50))),
        (.favouriteTeam, "Reds\u{7}", .invalid(.controlCharacters(field: .player(.favouriteTeam)))),
    ])
    func aBadValue_isRefusedAndNothingChanges(field: PlayerField, line: String, refusal: PlayerEditRefusal) async {
        let sut = editing(field)

        #expect(await sut.answer(to: line) == .refused(refusal))
        #expect(sut.storedPlayer == ann)
        #expect(sut.pending == nil)
        #expect(log.updates.isEmpty)
    }

    @Test func afterABadValue_aGoodOneIsSaved() async {
        let sut = editing(.age)

        _ = await sut.answer(to: "0")
        _ = await sut.answer(to: "200")

        #expect(await sut.answer(to: "31") == .saved(ann.with { $0.age = 31 }))
        #expect(log.updates == [ann.with { $0.age = 31 }])
    }

    @Test(arguments: AdversarialInput.all)
    func adversarialInput_atAFreeTextField_isRefusedOrSavedAsAValidPlayer(input: AdversarialInput) async throws {
        for field in [PlayerField.name, .age, .favouriteTeam] {
            // A line that names no value never reaches the Interactor (PlayerFieldInputTests).
            guard case .success(let value) = PlayerFieldInput.read(input.text, for: field, clears: true) else { continue }
            // A log of its own per field, so one field's save can't hide another's.
            let log = ServiceCallLog()
            let sut = PlayerEditInteractor(player: ann, field: field, players: PlayersServiceDouble.roster([ann]).recorded(in: log))

            switch await sut.answer(to: value) {
            case .saved(let saved):
                #expect((try? Validation.player(saved.details).get()) == saved.details, "\(field)")
                #expect(log.updates == [saved], "\(field)")
            case .unchanged:
                #expect(log.updates.isEmpty, "\(field)")
            case .refused(.failed(let failure)):
                Issue.record("\(field): the store refused a value the interactor took: \(failure)")
            case .refused:
                #expect(log.updates.isEmpty, "\(field)")
            }
        }
    }

    // MARK: Saving fails

    @Test func save_whenTheStoreFails_keepsTheNewValueWaitingAndThePlayerAsItWas() async throws {
        log.fail(.updatePlayer, times: 1, with: .unavailable("disk"))
        let sut = editing(.age)

        #expect(await sut.answer(to: "31") == .refused(.failed(.unavailable("disk"))))
        #expect(sut.pending?.age == 31)
        #expect(sut.storedPlayer == ann)
        #expect(log.updates == [ann.with { $0.age = 31 }], "the one that failed")
    }

    @Test func saveAgain_whenTheStoreIsBack_savesTheWaitingValue() async throws {
        log.fail(.updatePlayer, times: 1, with: .unavailable("disk"))
        let sut = editing(.favouriteTeam)
        _ = await sut.answer(to: "-")
        let cleared = ann.with { $0.favouriteTeam = nil }

        #expect(await sut.answerSavingAgain() == .saved(cleared))
        #expect(log.updates == [cleared, cleared], "the waiting value sent again")
        #expect(sut.storedPlayer == cleared)
        #expect(sut.pending == nil)
    }

    @Test func saveAgain_whenItFailsAgain_keepsTheValueWaiting() async throws {
        log.fail(.updatePlayer, times: 2, with: .unavailable("disk"))
        let sut = editing(.name)
        _ = await sut.answer(to: "Ann Jones")

        #expect(await sut.answerSavingAgain() == .refused(.failed(.unavailable("disk"))))
        #expect(sut.pending?.name == "Ann Jones")
        #expect(log.updates.map(\.name) == ["Ann Jones", "Ann Jones"])
        #expect(sut.storedPlayer == ann)
    }

    @Test func aPlayerDeletedElsewhere_isGone_andNothingWaitsToBeSaved() async throws {
        let sut = editing(.age, roster: [dmitri])

        #expect(await sut.answer(to: "31") == .refused(.gone))
        #expect(sut.storedPlayer == ann)
        #expect(log.updates == [ann.with { $0.age = 31 }], "asked once, and refused")
    }

    @Test func aValueOfAnotherField_setsThatField_theClearOneClearsTheFieldBeingChanged() async {
        // The value says which field it is for; only `clear` needs the Interactor's field.
        #expect(await editing(.age).answer(to: .clear) == .saved(ann.with { $0.age = nil }))
        #expect(await editing(.name, of: dmitri).answer(to: .clear) == .refused(.nameRequired))
    }

    @Test func saveAgain_withNothingWaiting_savesNothing() async {
        #expect(await editing(.age).answerSavingAgain() == .unchanged)
        #expect(log.updates.isEmpty)
    }
}

/// What became of a value, or why it was refused, as one value a test can compare.
enum EditAnswer: Equatable {
    case unchanged
    case saved(Player)
    case refused(PlayerEditRefusal)
}

extension PlayerEditInteractor {
    /// `line` read as the edit view reads it, then changed to: the reading is
    /// PlayerFieldInputTests' business, so a line here always reads.
    func answer(to value: PlayerFieldValue) async -> EditAnswer {
        await answer { () throws(PlayerEditRefusal) in try await change(to: value) }
    }

    func answer(to line: String) async -> EditAnswer {
        guard case .success(let value) = PlayerFieldInput.read(line, for: field, clears: true) else {
            Issue.record("“\(line)” does not read as a value for \(field)")
            return .unchanged
        }
        return await answer { () throws(PlayerEditRefusal) in try await change(to: value) }
    }

    func answerSavingAgain() async -> EditAnswer {
        await answer { () throws(PlayerEditRefusal) in try await saveAgain() }
    }

    private func answer(_ useCase: () async throws(PlayerEditRefusal) -> PlayerEditOutcome) async -> EditAnswer {
        do {
            return try await useCase() == .saved ? .saved(storedPlayer) : .unchanged
        } catch {
            return .refused(error)
        }
    }
}
