import AuthenticationInterface
import Domain
import TestSupport
import Testing

@testable import Login

/// The rules of the login form: the username kept, the password checked and forgotten,
/// what reaches the service, what "remember me" keeps.
@MainActor
@Suite struct LoginInteractorTests {
    /// Ann's account (password "secret") on an in-memory store, which also keeps the remembered username.
    let ann: RegisteredUser
    var services: FaultInjectingServices { ann.services }

    init() async throws {
        ann = try await RegisteredUser.make("ann", password: "secret")
    }

    func interactor(prefilled username: String? = nil) -> LoginInteractor {
        LoginInteractor(authentication: services, rememberedUsernames: services, username: username)
    }

    /// An interactor whose username `name` was typed.
    func typed(_ name: String = "ann") -> LoginInteractor {
        let sut = interactor()
        #expect(sut.enterUsername(name) == nil)
        return sut
    }

    /// The username the store keeps for the next start.
    var remembered: String? {
        get async throws { try await services.rememberedUsername() }
    }

    func remember(_ username: String) async throws {
        try await services.setRememberedUsername(username)
    }

    // MARK: Remember me

    @Test func aNewForm_isEmptyWithRememberMeOff() {
        let sut = interactor()

        #expect(sut.username == "")
        #expect(!sut.rememberMe)
        #expect(!sut.isUsernameRemembered)
    }

    @Test func recall_fillsAnEmptyFormWithTheRememberedUsernameAndTurnsRememberMeOn() async throws {
        try await remember("ann")
        let sut = interactor()

        await sut.recallRememberedUsername()

        #expect(sut.username == "ann")
        #expect(sut.rememberMe)
        #expect(sut.isUsernameRemembered)
    }

    @Test func recall_keepsAnotherUsersNameAlreadyThereWithRememberMeOff() async throws {
        try await remember("bob")
        let sut = interactor(prefilled: "ann")

        await sut.recallRememberedUsername()

        #expect(sut.username == "ann")
        #expect(!sut.rememberMe)
        #expect(!sut.isUsernameRemembered)
    }

    @Test func recall_whenThePrefilledNameIsTheRememberedOne_turnsRememberMeOn() async throws {
        try await remember("ann")
        let sut = interactor(prefilled: "ann")

        await sut.recallRememberedUsername()

        #expect(sut.rememberMe)
        #expect(sut.isUsernameRemembered)
    }

    @Test func recall_whenStorageFails_remembersNobody() async throws {
        try await remember("ann")
        services.fail(.rememberedUsername, times: 1, with: .unavailable("disk"))
        let sut = interactor()

        await sut.recallRememberedUsername()

        #expect(sut.username == "")
        #expect(!sut.rememberMe)
        #expect(!sut.isUsernameRemembered)
    }

    /// After an expiry the form opens for the user whose session ended: `l` then asks only the password,
    /// so one typed by habit is never shown as a username.
    @Test func theUsernameOfASessionThatEnded_isKnown_untilAnotherIsTyped() async throws {
        let sut = interactor(prefilled: "ann")
        await sut.recallRememberedUsername()
        #expect(sut.isUsernameKnown)
        #expect(!sut.isUsernameRemembered)

        _ = sut.enterUsername("bob")
        #expect(!sut.isUsernameKnown)
        #expect(!interactor().isUsernameKnown, "an empty form knows nobody")
    }

    @Test func typingAnotherName_isNoLongerTheRememberedOne() async throws {
        try await remember("ann")
        let sut = interactor()
        await sut.recallRememberedUsername()

        _ = sut.enterUsername("bob")

        #expect(!sut.isUsernameRemembered)
        #expect(sut.rememberMe, "the box stays as the user left it")
    }

    @Test func toggleRememberMe_flipsIt_andSaysWhich() {
        let sut = interactor()

        #expect(sut.toggleRememberMe() == .success(true))
        #expect(sut.rememberMe)

        #expect(sut.toggleRememberMe() == .success(false))
        #expect(!sut.rememberMe)
    }

    @Test func rememberMe_whereNothingOutlivesTheApp_isRefused_andStaysOff() {
        let sut = LoginInteractor(authentication: services, rememberedUsernames: services, remembering: .nothing)

        #expect(sut.toggleRememberMe() == .failure(.nothingToRemember))
        #expect(!sut.rememberMe)
        #expect(sut.remembering == .nothing)
    }

    // MARK: Username

    @Test func username_isKeptTrimmed() {
        let sut = interactor()

        #expect(sut.enterUsername("  ann  ") == nil)
        #expect(sut.username == "ann")
    }

    @Test(arguments: ["", "   ", "\t"])
    func username_blank_keepsTheOneAlreadyThere(blank: String) {
        let sut = typed("ann")

        #expect(sut.enterUsername(blank) == nil)
        #expect(sut.username == "ann")
    }

    @Test func username_blankWithNoneToKeep_isMissing() {
        let sut = interactor()

        #expect(sut.enterUsername("  ") == .credentialsMissing)
    }

    @Test(arguments: [
        ("a:b", ValidationError.forbiddenCharacter(field: .username, character: ":")),
        (String(repeating: "x", count: 10_000), .tooLong(field: .username, maximum: 50)),
        ("\u{1B}[31mred", .controlCharacters(field: .username)),
    ])
    func username_breakingARule_isRefusedAndTheOneBeforeKept(text: String, error: ValidationError) {
        let sut = typed("ann")

        #expect(sut.enterUsername(text) == .invalid(error))
        #expect(sut.username == "ann")
    }

    // MARK: Logging in

    @Test func logIn_sendsTheUsernameAndThePasswordExactlyAsTyped() async throws {
        let sam = try await RegisteredUser.make("sam", password: " pw ")
        let sut = LoginInteractor(authentication: sam.services, rememberedUsernames: sam.services)
        #expect(sut.enterUsername("sam") == nil)

        let attempt = await sut.logIn(password: " pw ")

        #expect(attempt == .succeeded(sam.user))
        #expect(sam.services.calls.first == .logIn(Credentials(username: "sam", password: " pw ")))
    }

    @Test func logIn_withRememberMe_keepsTheUsername() async throws {
        let sut = typed("ann")
        _ = sut.toggleRememberMe()

        _ = await sut.logIn(password: "secret")

        #expect(try await remembered == "ann")
    }

    @Test func logIn_withoutRememberMe_forgetsAnEarlierUsername() async throws {
        try await remember("bob")
        let sut = typed("ann")

        _ = await sut.logIn(password: "secret")

        #expect(try await remembered == nil)
    }

    @Test func logIn_whenCredentialsAreWrong_failsAndRemembersNothing() async throws {
        let sut = typed("ann")
        _ = sut.toggleRememberMe()

        #expect(await sut.logIn(password: "bad") == .failed(.wrongCredentials))
        #expect(services.calls == [.logIn(Credentials(username: "ann", password: "bad"))])
        #expect(try await remembered == nil)
    }

    @Test func logIn_whenTheStoreIsUnreachable_canBeSentAgainAsTyped() async {
        services.fail(.logIn, times: 1, with: .unavailable("server"))
        let sut = typed("ann")
        #expect(await sut.logIn(password: "secret") == .failed(.unavailable("server")))
        #expect(sut.canRetryAttempt)

        #expect(await sut.retryAttempt() == .succeeded(ann.user))

        #expect(
            services.calls.filter { $0.kind == .logIn } == [
                .logIn(Credentials(username: "ann", password: "secret")), .logIn(Credentials(username: "ann", password: "secret")),
            ])
        #expect(!sut.canRetryAttempt)
        #expect(await sut.retryAttempt() == nil)
    }

    @Test func register_whenTheStoreIsUnreachable_canBeSentAgainWithoutTheTwoPasswords() async {
        services.fail(.register, times: 1, with: .unavailable("server"))
        let sut = interactor()
        #expect(await sut.chooseUsername("eve") == .success(.free))
        #expect(sut.choosePassword("kick-off-8") == nil)
        #expect(await sut.register(repeatedPassword: "kick-off-8") == .failed(.unavailable("server")))

        let again = await sut.retryAttempt()

        #expect(again.flatMap { if case .succeeded(let user) = $0 { user.username } else { nil } } == "eve")
        #expect(services.calls.filter { $0.kind == .register }.count == 2)
    }

    @Test func aRefusedAttempt_orANewOne_leavesNothingToSendAgain() async {
        let sut = typed("ann")
        #expect(await sut.logIn(password: "bad") == .failed(.wrongCredentials))
        #expect(!sut.canRetryAttempt)

        services.fail(.logIn, times: 1, with: .unavailable("server"))
        _ = await sut.logIn(password: "secret")
        #expect(sut.canRetryAttempt)
        #expect(sut.enterUsername("ann") == nil)
        #expect(!sut.canRetryAttempt)
    }

    @Test func logIn_whenRememberingFails_stillLogsIn() async {
        services.fail(.setRememberedUsername, times: 1, with: .unavailable("disk"))
        let sut = typed("ann")
        _ = sut.toggleRememberMe()

        #expect(await sut.logIn(password: "secret") == .succeeded(ann.user))
    }

    @Test func logIn_withAnEmptyPassword_isMissingAndSendsNothing() async {
        let sut = typed("ann")

        #expect(await sut.logIn(password: "") == .refused(.credentialsMissing))
        #expect(services.calls.isEmpty)
        #expect(sut.username == "ann", "kept for the next attempt")
    }

    @Test func logIn_withoutAUsername_isMissingAndSendsNothing() async {
        #expect(await interactor().logIn(password: "pw") == .refused(.credentialsMissing))
        #expect(services.calls.isEmpty)
    }

    @Test(arguments: [
        ("pw\u{7}", ValidationError.controlCharacters(field: .password)),
        (String(repeating: "p", count: 129), .tooLong(field: .password, maximum: 128)),
    ])
    func logIn_withAPasswordBreakingARule_isRefusedAndSendsNothing(password: String, error: ValidationError) async {
        #expect(await typed().logIn(password: password) == .refused(.invalid(error)))
        #expect(services.calls.isEmpty)
    }

    // MARK: Registering

    @Test func register_withThePasswordTypedTwice_createsTheAccountAndRemembersTheUsername() async throws {
        let sut = typed("bob")
        _ = sut.toggleRememberMe()

        #expect(sut.choosePassword("long-enough") == nil)
        let attempt = await sut.register(repeatedPassword: "long-enough")

        guard case .succeeded(let bob) = attempt else {
            Issue.record("not registered: \(attempt)")
            return
        }
        #expect(bob.username == "bob")
        #expect(services.calls == [.register(Credentials(username: "bob", password: "long-enough")), .setRememberedUsername("bob")])
        #expect(try await remembered == "bob")
    }

    @Test func register_whenTheRepeatDiffers_sendsNothingAndTheChosenPasswordIsForgotten() async {
        let sut = typed("bob")
        _ = sut.choosePassword("long-enough")

        #expect(await sut.register(repeatedPassword: "other") == .refused(.passwordsDiffer))
        #expect(await sut.register(repeatedPassword: "long-enough") == .refused(.credentialsMissing), "chosen again from the start")
        #expect(services.calls.isEmpty)
    }

    @Test func register_afterAnAttempt_theChosenPasswordIsForgotten() async {
        let sut = typed("ann")
        _ = sut.choosePassword("long-enough")

        #expect(await sut.register(repeatedPassword: "long-enough") == .failed(.usernameTaken))
        #expect(await sut.register(repeatedPassword: "long-enough") == .refused(.credentialsMissing))
        #expect(services.calls == [.register(Credentials(username: "ann", password: "long-enough"))])
    }

    @Test func register_withoutChoosingAPassword_isMissing() async {
        #expect(await typed("bob").register(repeatedPassword: "long-enough") == .refused(.credentialsMissing))
        #expect(services.calls.isEmpty)
    }

    @Test(arguments: [
        ("", LoginRefusal.credentialsMissing),
        ("pw\u{1B}", .invalid(.controlCharacters(field: .password))),
    ])
    func choosePassword_thatIsMissingOrBreaksARule_isRefused(password: String, refusal: LoginRefusal) async {
        let sut = typed()

        #expect(sut.choosePassword(password) == refusal)
        #expect(await sut.register(repeatedPassword: password) == .refused(.credentialsMissing))
    }

    @Test func choosePassword_shorterThanEight_isRefusedWithTheMinimum() {
        let sut = typed("bob")

        #expect(sut.choosePassword("seven77") == .invalid(.tooShort(field: .password, minimum: 8)))
        #expect(sut.choosePassword("eight888") == nil)
    }

    @Test func logIn_withAShortPasswordFromBeforeTheMinimum_stillWorks() async {
        #expect(await typed().logIn(password: "secret") == .succeeded(ann.user))
    }

    @Test func chooseUsername_takenInTheStore_isRefusedBeforeAnyPassword() async {
        let sut = interactor()

        #expect(await sut.chooseUsername(" ann ") == .failure(.usernameTaken))
        #expect(sut.username == "")
        #expect(services.calls == [.usernameAvailability("ann")])
    }

    @Test func chooseUsername_free_isKeptTrimmed() async {
        let sut = interactor()

        #expect(await sut.chooseUsername(" bob ") == .success(.free))
        #expect(sut.username == "bob")
    }

    @Test func chooseUsername_whenTheStoreCantTell_goesOnUnchecked() async {
        services.fail(.usernameAvailability, with: .unavailable("test"))
        let sut = interactor()

        #expect(await sut.chooseUsername("bob") == .success(.unchecked))
        #expect(sut.username == "bob")
    }

    @Test func chooseUsername_blank_isMissingEvenWithANameInTheForm() async {
        let sut = interactor(prefilled: "ann")

        #expect(await sut.chooseUsername("  ") == .failure(.credentialsMissing))
        #expect(services.calls.isEmpty)
    }

    @Test func chooseUsername_breakingARule_isRefusedWithoutAsking() async {
        #expect(await interactor().chooseUsername("a:b") == .failure(.invalid(.forbiddenCharacter(field: .username, character: ":"))))
        #expect(services.calls.isEmpty)
    }

    // MARK: The sign-in "remember me" kept

    @Test(arguments: [
        (SessionRestoration.refused, Result<User, SavedSignInProblem>.failure(.refused)),
        (.unreachable(.unavailable("away")), .failure(.unreachable(.unavailable("away")))),
        (.none, .failure(.none)),
        (.restored(User(id: "7", username: "ann")), .success(User(id: "7", username: "ann"))),
    ])
    func retrySavedSignIn_saysWhatTheStoreAnswered(restoration: SessionRestoration, outcome: Result<User, SavedSignInProblem>) async {
        let sut = LoginInteractor(
            authentication: services, rememberedUsernames: services, sessionRestorer: FixedRestoration(restoration)
        )

        #expect(await sut.retrySavedSignIn() == outcome)
    }

    @Test func retrySavedSignIn_withNothingToRestoreFrom_hasNothingKept() async {
        #expect(await interactor().retrySavedSignIn() == .failure(.none))
    }
}

/// A store that answers every restoration the same way.
struct FixedRestoration: SessionRestoring {
    let restoration: SessionRestoration
    init(_ restoration: SessionRestoration) { self.restoration = restoration }
    func savedSignIn() async -> String? { nil }
    func restoreSession() async -> SessionRestoration { restoration }
}
