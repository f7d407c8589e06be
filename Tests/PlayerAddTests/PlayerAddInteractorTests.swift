import Domain
import PlayersInterface
import Presentation
import TestSupport
import Testing

@testable import PlayerAdd

/// The rules of the new-player draft: each field checked as it is filled in, which field comes
/// next, and saving.
@MainActor
@Suite struct PlayerAddInteractorTests {
    /// Every call the roster's service got.
    let log = ServiceCallLog()

    /// A draft for a roster of `players` (none unless told), which takes every valid player added.
    func interactor(roster players: [PlayerDetails] = []) -> PlayerAddInteractor {
        let roster = players.enumerated().map { Player(id: $0 + 1, details: $1) }
        return PlayerAddInteractor(players: PlayersServiceDouble.roster(roster).recorded(in: log))
    }

    var sut: PlayerAddInteractor { interactor() }

    /// Every player the service was asked to add, in order, failed attempts included.
    var added: [PlayerDetails] {
        log.calls.compactMap { call in
            if case .addPlayer(let details) = call { details } else { nil }
        }
    }

    /// A line as the form's view reads it for `field`.
    static func value(_ line: String, for field: PlayerField) throws -> PlayerFieldValue {
        try PlayerFieldInput.read(line, for: field, clears: false).get()
    }

    /// A draft filled with one answer per field, in screen order, each answer taken.
    func filled(_ answers: String...) async throws -> PlayerAddInteractor {
        let sut = sut
        for (field, answer) in zip(PlayerField.allCases, answers) {
            _ = try await sut.fill(field, with: Self.value(answer, for: field))
        }
        return sut
    }

    static let ann = PlayerDetails(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal")

    // MARK: Filling in

    @Test func aNewDraft_isEmpty() {
        #expect(sut.player == PlayerDetails(name: ""))
        #expect(sut.draft.name == "")
    }

    @Test func everyField_keepsWhatWasTyped() async throws {
        #expect(try await filled("Ann", "30", "5", "2", "Arsenal").player == Self.ann)
    }

    @Test func everyField_isKeptTrimmed() async throws {
        #expect(
            try await filled("  Ann  ", " 30 ", " 1 ", " 3 ", "  Real Madrid ").player
                == PlayerDetails(
                    name: "Ann", age: 30, position: .goalkeeper, skill: .professional, favouriteTeam: "Real Madrid"
                ))
    }

    @Test func everyOptionalField_leftBlank_staysEmpty() async throws {
        #expect(try await filled("Bob", "", "  ", "", "\t").player == PlayerDetails(name: "Bob"))
    }

    @Test func aName_likeAnSQLInjection_isKeptVerbatim() async throws {
        #expect(try await filled("'); DROP TABLE players;--").player.name == "'); DROP TABLE players;--")
    }

    // MARK: Which field comes next

    @Test func everyField_isFollowedByTheNextInDomainsOrder_thenTheDraftIsComplete() async throws {
        let sut = sut

        #expect(try await sut.fill(.name, with: .name("Ann")) == .next(.age, namesake: nil))
        #expect(try await sut.fill(.age, with: .keep) == .next(.position, namesake: nil))
        #expect(try await sut.fill(.position, with: .position(.winger)) == .next(.skill, namesake: nil))
        #expect(try await sut.fill(.skill, with: .keep) == .next(.favouriteTeam, namesake: nil))
        #expect(try await sut.fill(.favouriteTeam, with: .keep) == .complete)
        #expect(sut.player == PlayerDetails(name: "Ann", position: .winger))
    }

    @Test(arguments: [PlayerFieldValue.keep, .clear])
    func noName_abandonsTheForm(value: PlayerFieldValue) async throws {
        let sut = sut

        #expect(try await sut.fill(.name, with: value) == .abandoned)
        #expect(sut.player == PlayerDetails(name: ""))
    }

    // MARK: Refusals

    @Test(arguments: [
        (PlayerField.name, PlayerFieldValue.name(""), PlayerAddRefusal.invalid(.required(field: .player(.name)))),
        (.name, .name(String(repeating: "x", count: 10_000)), .invalid(.tooLong(field: .player(.name), maximum: 50))),
        (.name, .name("\u{1B}[31mred"), .invalid(.controlCharacters(field: .player(.name)))),
        (.age, .age(0), .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.age, .age(121), .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.age, .age(-3), .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.age, .age(Int.max), .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.favouriteTeam, .favouriteTeam(String(repeating: "t", count: 51)), .invalid(.tooLong(field: .player(.favouriteTeam), maximum: 50))),
        (.favouriteTeam, .favouriteTeam("Reds\u{7}"), .invalid(.controlCharacters(field: .player(.favouriteTeam)))),
    ])
    func aValueBreakingARule_isRefusedAndTheDraftStaysAsItWas(field: PlayerField, value: PlayerFieldValue, refusal: PlayerAddRefusal) async throws {
        let sut = try await filled("Ann", "30", "5", "2", "Arsenal")

        await #expect(throws: refusal) { try await sut.fill(field, with: value) }
        #expect(sut.player == Self.ann)
    }

    @Test func aFieldFilledAgain_takesTheNewValue() async throws {
        let sut = try await filled("Ann", "30")

        _ = try await sut.fill(.age, with: .age(31))

        #expect(sut.player.age == 31)
    }

    @Test func theLongestTeamName_isTaken() async throws {
        let team = String(repeating: "t", count: 50)

        #expect(try await filled("Ann", "", "", "", team).player.favouriteTeam == team)
    }

    @Test(arguments: AdversarialInput.all)
    func adversarialInput_atEveryField_isRefusedOrKeptAsAValidPlayer(input: AdversarialInput) async throws {
        for field in PlayerField.allCases {
            let sut = try await filled("Ann")
            guard let value = try? Self.value(input.text, for: field) else { continue }

            do {
                _ = try await sut.fill(field, with: value)
                #expect((try? Validation.player(sut.player).get()) == sut.player, "\(field)")
            } catch {
                #expect(sut.player == PlayerDetails(name: "Ann"), "\(field)")
            }
        }
    }

    // MARK: Names like one on the roster

    @Test func aNameTypedLikeOneOnTheRoster_findsIt_whateverItsSpacesCaseOrAccents() async throws {
        let roster = [PlayerDetails(name: "Carla D\u{ED}az"), PlayerDetails(name: "Zo\u{EB}")]
        // A fresh draft each time.
        var sut: PlayerAddInteractor { interactor(roster: roster) }

        #expect(try await sut.fill(.name, with: .name("carla\u{00A0}di\u{301}az")) == .next(.age, namesake: "Carla D\u{ED}az"))
        #expect(try await sut.fill(.name, with: .name("CARLA  D\u{ED}AZ")) == .next(.age, namesake: "Carla D\u{ED}az"))
        #expect(try await sut.fill(.name, with: .name("Zoe")) == .next(.age, namesake: nil), "Zo\u{EB} and Zoe are two people")
        #expect(await sut.namesake() == nil, "no name yet")
    }

    @Test func aNamesake_isSaidOnlyAfterTheName() async throws {
        let sut = interactor(roster: [PlayerDetails(name: "Ann")])
        _ = try await sut.fill(.name, with: .name("Ann"))

        #expect(try await sut.fill(.age, with: .age(30)) == .next(.position, namesake: nil))
    }

    @Test func aRosterThatCantBeRead_warnsOfNothing() async throws {
        log.fail(.players, with: .unavailable("disk"))
        let sut = interactor(roster: [PlayerDetails(name: "Ann")])

        #expect(try await sut.fill(.name, with: .name("Ann")) == .next(.age, namesake: nil))
    }

    // MARK: Saving

    @Test func save_addsExactlyTheDraftThenStartsAFreshOne() async throws {
        let sut = try await filled("Ann", "30", "5", "2", "Arsenal")

        try await sut.save()

        #expect(log.calls == [.players, .addPlayer(Self.ann)], "the roster read once, for a namesake of the name")
        #expect(sut.player == PlayerDetails(name: ""))
    }

    @Test func save_withNoNameYet_isRefusedBeforeTheStore() async {
        let sut = sut

        await #expect(throws: PlayerAddRefusal.invalid(.required(field: .player(.name)))) {
            try await sut.save()
        }
        #expect(log.calls.isEmpty)
    }

    @Test func save_whenTheStoreRefusesThePlayer_saysWhy() async throws {
        log.fail(.addPlayer, times: 1, with: .invalid(.tooLong(field: .player(.name), maximum: 50)))
        let sut = try await filled("Ann")

        await #expect(throws: PlayerAddRefusal.invalid(.tooLong(field: .player(.name), maximum: 50))) {
            try await sut.save()
        }
        #expect(sut.player == PlayerDetails(name: "Ann"))
    }

    @Test func save_whenTheStoreFails_keepsTheDraftToTryAgain() async throws {
        log.fail(.addPlayer, times: 1, with: .unavailable("disk"))
        let sut = try await filled("Ann", "30", "5", "2", "Arsenal")

        await #expect(throws: PlayerAddRefusal.failed(.unavailable("disk"))) {
            try await sut.save()
        }
        #expect(sut.player == Self.ann)
        #expect(added == [Self.ann])

        try await sut.save()

        #expect(added == [Self.ann, Self.ann], "the same draft sent again")
        #expect(sut.player == PlayerDetails(name: ""), "taken this time")
    }

    @Test func discardDraft_forgetsEverything() async throws {
        let sut = try await filled("Ann", "30", "5")

        sut.discardDraft()

        #expect(sut.player == PlayerDetails(name: ""))
        #expect(log.calls == [.players], "only read, for a namesake of the name")
    }
}
