import Domain
import TestSupport
import Testing

@testable import PlayerAdd

/// The rules of the new-player draft: each field checked as it is filled in, and saving.
@MainActor
@Suite struct PlayerAddInteractorTests {
    /// The user whose roster the player joins, on an in-memory store.
    let coach: RegisteredUser

    init() async throws {
        coach = try await RegisteredUser.make("coach")
    }

    var sut: PlayerAddInteractor {
        PlayerAddInteractor(players: coach.players)
    }

    var roster: [PlayerDetails] {
        get async throws { try await coach.players.players().map(\.details) }
    }

    /// A draft filled with one answer per field, in screen order.
    func filled(_ answers: String...) -> PlayerAddInteractor {
        let sut = sut
        for (field, answer) in zip(PlayerField.allCases, answers) {
            #expect(sut.fill(field, with: answer) == nil, "\(field)")
        }
        return sut
    }

    static let ann = PlayerDetails(name: "Ann", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal")

    // MARK: Filling in

    @Test func aNewDraft_isEmpty() {
        #expect(sut.draft == PlayerDetails(name: ""))
    }

    @Test func everyField_keepsWhatWasTyped() {
        #expect(filled("Ann", "30", "5", "2", "Arsenal").draft == Self.ann)
    }

    @Test func everyField_isKeptTrimmed() {
        #expect(
            filled("  Ann  ", " 30 ", " 1 ", " 3 ", "  Real Madrid ").draft
                == PlayerDetails(
                    name: "Ann", age: 30, position: .goalkeeper, skill: .professional, favouriteTeam: "Real Madrid"
                ))
    }

    @Test func everyOptionalField_leftBlank_staysEmpty() {
        #expect(filled("Bob", "", "  ", "", "\t").draft == PlayerDetails(name: "Bob"))
    }

    @Test func aName_likeAnSQLInjection_isKeptVerbatim() {
        #expect(filled("'); DROP TABLE players;--").draft.name == "'); DROP TABLE players;--")
    }

    @Test(arguments: [
        (PlayerField.name, "", PlayerAddRefusal.invalid(.required(field: .player(.name)))),
        (.name, String(repeating: "x", count: 10_000), .invalid(.tooLong(field: .player(.name), maximum: 50))),
        (.name, "\u{1B}[31mred", .invalid(.controlCharacters(field: .player(.name)))),
        (.age, "abc", .invalid(.notANumber(field: .player(.age)))),
        (.age, "0", .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.age, "121", .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.age, "-3", .invalid(.outOfRange(field: .player(.age), range: 1...120))),
        (.position, "6", .notAChoice(.position, count: 5)),
        (.position, "0", .notAChoice(.position, count: 5)),
        (.position, "x", .notAChoice(.position, count: 5)),
        (.skill, "4", .notAChoice(.skill, count: 3)),
        (.skill, "0", .notAChoice(.skill, count: 3)),
        (.favouriteTeam, String(repeating: "t", count: 51), .invalid(.tooLong(field: .player(.favouriteTeam), maximum: 50))),
        (.favouriteTeam, "Reds\u{7}", .invalid(.controlCharacters(field: .player(.favouriteTeam)))),
    ])
    func aValueBreakingARule_isRefusedAndTheDraftStaysAsItWas(field: PlayerField, text: String, refusal: PlayerAddRefusal) {
        let sut = filled("Ann", "30", "5", "2", "Arsenal")

        #expect(sut.fill(field, with: text) == refusal)
        #expect(sut.draft == Self.ann)
    }

    @Test func aFieldFilledAgain_takesTheNewValue() {
        let sut = filled("Ann", "30")

        _ = sut.fill(.age, with: "31")

        #expect(sut.draft.age == 31)
    }

    @Test func theLongestTeamName_isTaken() {
        let team = String(repeating: "t", count: 50)

        #expect(filled("Ann", "", "", "", team).draft.favouriteTeam == team)
    }

    @Test(arguments: AdversarialInput.all)
    func adversarialInput_atEveryField_isRefusedOrKeptAsAValidPlayer(input: AdversarialInput) {
        for field in PlayerField.allCases {
            let sut = filled("Ann")

            if sut.fill(field, with: input.text) == nil {
                #expect((try? Validation.player(sut.draft).get()) == sut.draft, "\(field)")
            } else {
                #expect(sut.draft == PlayerDetails(name: "Ann"), "\(field)")
            }
        }
    }

    // MARK: Names like one on the roster

    @Test func aNameTypedLikeOneOnTheRoster_findsIt_whateverItsSpacesCaseOrAccents() async throws {
        _ = try await coach.players.add(PlayerDetails(name: "Carla D\u{ED}az"))
        _ = try await coach.players.add(PlayerDetails(name: "Zo\u{EB}"))

        #expect(await filled("carla\u{00A0}di\u{301}az").namesake() == "Carla D\u{ED}az")
        #expect(await filled("CARLA  D\u{ED}AZ").namesake() == "Carla D\u{ED}az")
        #expect(await filled("Zoe").namesake() == nil, "Zo\u{EB} and Zoe are two people")
        #expect(await sut.namesake() == nil, "no name yet")
    }

    @Test func aRosterThatCantBeRead_warnsOfNothing() async throws {
        _ = try await coach.players.add(PlayerDetails(name: "Ann"))
        coach.services.fail(.players, with: .unavailable("disk"))

        #expect(await filled("Ann").namesake() == nil)
    }

    // MARK: Saving

    @Test func save_addsExactlyTheDraftThenStartsAFreshOne() async throws {
        let sut = filled("Ann", "30", "5", "2", "Arsenal")

        try await sut.save()

        #expect(coach.services.calls == [.addPlayer(Self.ann)])
        #expect(try await roster == [Self.ann])
        #expect(sut.draft == PlayerDetails(name: ""))
    }

    @Test func save_withNoNameYet_isRefusedBeforeTheStore() async {
        let sut = sut

        await #expect(throws: ServiceError.invalid(.required(field: .player(.name)))) {
            try await sut.save()
        }
        #expect(coach.services.calls.isEmpty)
    }

    @Test func save_whenTheStoreFails_keepsTheDraftToTryAgain() async throws {
        coach.services.fail(.addPlayer, times: 1, with: .unavailable("disk"))
        let sut = filled("Ann", "30", "5", "2", "Arsenal")

        await #expect(throws: ServiceError.unavailable("disk")) {
            try await sut.save()
        }
        #expect(sut.draft == Self.ann)
        #expect(try await roster.isEmpty)

        try await sut.save()

        #expect(try await roster == [Self.ann])
    }

    @Test func discardDraft_forgetsEverything() {
        let sut = filled("Ann", "30", "5")

        sut.discardDraft()

        #expect(sut.draft == PlayerDetails(name: ""))
        #expect(coach.services.calls.isEmpty)
    }
}
