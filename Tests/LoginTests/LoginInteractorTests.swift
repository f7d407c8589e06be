import AuthenticationInterface
import Domain
import StoreTestSupport
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
        #expect(throws: Never.self) { try sut.enterUsername(name) }
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

        try sut.enterUsername("bob")
        #expect(!sut.isUsernameKnown)
        #expect(!interactor().isUsernameKnown, "an empty form knows nobody")
    }

    @Test func typingAnotherName_isNoLongerTheRememberedOne() async throws {
        try await remember("ann")
        let sut = interactor()
        await sut.recallRememberedUsername()

        try sut.enterUsername("bob")

        #expect(!sut.isUsernameRemembered)
        #expect(sut.rememberMe, "the box stays as the user left it")
    }

    @Test func toggleRememberMe_flipsIt_andSaysWhich() throws {
        let sut = interactor()

        #expect(try sut.toggleRememberMe() == true)
        #expect(sut.rememberMe)

        #expect(try sut.toggleRememberMe() == false)
        #expect(!sut.rememberMe)
    }

    @Test func rememberMe_whereNothingOutlivesTheApp_isRefused_andStaysOff() {
        let sut = LoginInteractor(authentication: services, rememberedUsernames: services, remembering: .nothing)

        #expect(throws: LoginRefusal.nothingToRemember) { try sut.toggleRememberMe() }
        #expect(!sut.rememberMe)
        #expect(sut.remembering == .nothing)
    }

    // MARK: Username

    @Test func username_isKeptTrimmed() throws {
        let sut = interactor()

        try sut.enterUsername("  ann  ")
        #expect(sut.username == "ann")
    }

    @Test(arguments: ["", "   ", "\t"])
    func username_blank_keepsTheOneAlreadyThere(blank: String) throws {
        let sut = typed("ann")

        try sut.enterUsername(blank)
        #expect(sut.username == "ann")
    }

    @Test func username_blankWithNoneToKeep_isMissing() {
        let sut = interactor()

        #expect(throws: LoginRefusal.credentialsMissing) { try sut.enterUsername("  ") }
    }

    @Test(arguments: [
        ("a:b", ValidationError.forbiddenCharacter(field: .username, character: ":")),
        (String(repeating: "x", count: 10_000), .tooLong(field: .username, maximum: 50)),
        ("\u{1B}[31mred", .controlCharacters(field: .username)),
    ])
    func username_breakingARule_isRefusedAndTheOneBeforeKept(text: String, error: ValidationError) {
        let sut = typed("ann")

        #expect(throws: LoginRefusal.invalid(error)) { try sut.enterUsername(text) }
        #expect(sut.username == "ann")
    }

    // MARK: Logging in

    @Test func logIn_sendsTheUsernameAndThePasswordExactlyAsTyped() async throws {
        let sam = try await RegisteredUser.make("sam", password: " pw ")
        let sut = LoginInteractor(authentication: sam.services, rememberedUsernames: sam.services)
        try sut.enterUsername("sam")

        let user = try await sut.logIn(password: " pw ")

        #expect(user as? User == sam.user)
        #expect(sam.services.calls.first == .logIn(Credentials(username: "sam", password: " pw ")))
    }

    @Test func logIn_withRememberMe_keepsTheUsername() async throws {
        let sut = typed("ann")
        _ = try sut.toggleRememberMe()

        _ = try await sut.logIn(password: "secret")

        #expect(try await remembered == "ann")
    }

    @Test func logIn_withoutRememberMe_forgetsAnEarlierUsername() async throws {
        try await remember("bob")
        let sut = typed("ann")

        _ = try await sut.logIn(password: "secret")

        #expect(try await remembered == nil)
    }

    @Test func logIn_whenCredentialsAreWrong_failsAndRemembersNothing() async throws {
        let sut = typed("ann")
        _ = try sut.toggleRememberMe()

        await #expect(throws: LoginRefusal.wrongCredentials) { try await sut.logIn(password: "bad") }
        #expect(services.calls == [.logIn(Credentials(username: "ann", password: "bad"))])
        #expect(try await remembered == nil)
    }

    @Test func logIn_whenTheStoreIsUnreachable_canBeSentAgainAsTyped() async throws {
        services.fail(.logIn, times: 1, with: .unavailable("server"))
        let sut = typed("ann")
        await #expect(throws: LoginRefusal.failed(.unavailable("server"))) { try await sut.logIn(password: "secret") }
        #expect(sut.canRetryAttempt)

        #expect(try await sut.retryAttempt() as? User == ann.user)

        #expect(
            services.calls.filter { $0.kind == .logIn } == [
                .logIn(Credentials(username: "ann", password: "secret")), .logIn(Credentials(username: "ann", password: "secret")),
            ])
        #expect(!sut.canRetryAttempt)
        await #expect(throws: LoginRefusal.credentialsMissing, "nothing is left to send") { try await sut.retryAttempt() }
    }

    @Test func register_whenTheStoreIsUnreachable_canBeSentAgainWithoutTheTwoPasswords() async throws {
        services.fail(.register, times: 1, with: .unavailable("server"))
        let sut = interactor()
        #expect(try await sut.chooseUsername("eve") == .free)
        try sut.choosePassword("kick-off-8")
        await #expect(throws: LoginRefusal.failed(.unavailable("server"))) { try await sut.register(repeatedPassword: "kick-off-8") }

        let again = try await sut.retryAttempt()

        #expect(again.username == "eve")
        #expect(services.calls.filter { $0.kind == .register }.count == 2)
    }

    @Test func aRefusedAttempt_orANewOne_leavesNothingToSendAgain() async throws {
        let sut = typed("ann")
        await #expect(throws: LoginRefusal.wrongCredentials) { try await sut.logIn(password: "bad") }
        #expect(!sut.canRetryAttempt)

        services.fail(.logIn, times: 1, with: .unavailable("server"))
        _ = try? await sut.logIn(password: "secret")
        #expect(sut.canRetryAttempt)
        try sut.enterUsername("ann")
        #expect(!sut.canRetryAttempt)
    }

    @Test func logIn_whenRememberingFails_stillLogsIn() async throws {
        services.fail(.setRememberedUsername, times: 1, with: .unavailable("disk"))
        let sut = typed("ann")
        _ = try sut.toggleRememberMe()

        #expect(try await sut.logIn(password: "secret") as? User == ann.user)
    }

    @Test func logIn_withAnEmptyPassword_isMissingAndSendsNothing() async {
        let sut = typed("ann")

        await #expect(throws: LoginRefusal.credentialsMissing) { try await sut.logIn(password: "") }
        #expect(services.calls.isEmpty)
        #expect(sut.username == "ann", "kept for the next attempt")
    }

    @Test func logIn_withoutAUsername_isMissingAndSendsNothing() async {
        await #expect(throws: LoginRefusal.credentialsMissing) { try await interactor().logIn(password: "pw") }
        #expect(services.calls.isEmpty)
    }

    @Test(arguments: [
        ("pw\u{7}", ValidationError.controlCharacters(field: .password)),
        (String(repeating: "p", count: 129), .tooLong(field: .password, maximum: 128)),
    ])
    func logIn_withAPasswordBreakingARule_isRefusedAndSendsNothing(password: String, error: ValidationError) async {
        await #expect(throws: LoginRefusal.invalid(error)) { try await typed().logIn(password: password) }
        #expect(services.calls.isEmpty)
    }

    // MARK: Registering

    @Test func register_withThePasswordTypedTwice_createsTheAccountAndRemembersTheUsername() async throws {
        let sut = typed("bob")
        _ = try sut.toggleRememberMe()

        try sut.choosePassword("long-enough")
        let bob = try await sut.register(repeatedPassword: "long-enough")

        #expect(bob.username == "bob")
        #expect(services.calls == [.register(Credentials(username: "bob", password: "long-enough")), .setRememberedUsername("bob")])
        #expect(try await remembered == "bob")
    }

    @Test func register_whenTheRepeatDiffers_sendsNothingAndTheChosenPasswordIsForgotten() async throws {
        let sut = typed("bob")
        try sut.choosePassword("long-enough")

        await #expect(throws: LoginRefusal.passwordsDiffer) { try await sut.register(repeatedPassword: "other") }
        await #expect(throws: LoginRefusal.credentialsMissing, "chosen again from the start") {
            try await sut.register(repeatedPassword: "long-enough")
        }
        #expect(services.calls.isEmpty)
    }

    @Test func register_afterAnAttempt_theChosenPasswordIsForgotten() async throws {
        let sut = typed("ann")
        try sut.choosePassword("long-enough")

        await #expect(throws: LoginRefusal.usernameTaken) { try await sut.register(repeatedPassword: "long-enough") }
        await #expect(throws: LoginRefusal.credentialsMissing) { try await sut.register(repeatedPassword: "long-enough") }
        #expect(services.calls == [.register(Credentials(username: "ann", password: "long-enough"))])
    }

    @Test func register_withoutChoosingAPassword_isMissing() async {
        await #expect(throws: LoginRefusal.credentialsMissing) { try await typed("bob").register(repeatedPassword: "long-enough") }
        #expect(services.calls.isEmpty)
    }

    @Test(arguments: [
        ("", LoginRefusal.credentialsMissing),
        ("pw\u{1B}", .invalid(.controlCharacters(field: .password))),
    ])
    func choosePassword_thatIsMissingOrBreaksARule_isRefused(password: String, refusal: LoginRefusal) async {
        let sut = typed()

        #expect(throws: refusal) { try sut.choosePassword(password) }
        await #expect(throws: LoginRefusal.credentialsMissing) { try await sut.register(repeatedPassword: password) }
    }

    @Test func choosePassword_shorterThanEight_isRefusedWithTheMinimum() throws {
        let sut = typed("bob")

        #expect(throws: LoginRefusal.invalid(.tooShort(field: .password, minimum: 8))) { try sut.choosePassword("seven77") }
        try sut.choosePassword("eight888")
    }

    @Test func logIn_withAShortPasswordFromBeforeTheMinimum_stillWorks() async throws {
        #expect(try await typed().logIn(password: "secret") as? User == ann.user)
    }

    @Test func chooseUsername_takenInTheStore_isRefusedBeforeAnyPassword() async {
        let sut = interactor()

        await #expect(throws: LoginRefusal.usernameTaken) { try await sut.chooseUsername(" ann ") }
        #expect(sut.username == "")
        #expect(services.calls == [.usernameAvailability("ann")])
    }

    @Test func chooseUsername_free_isKeptTrimmed() async throws {
        let sut = interactor()

        #expect(try await sut.chooseUsername(" bob ") == .free)
        #expect(sut.username == "bob")
    }

    @Test func chooseUsername_whenTheStoreCantTell_goesOnUnchecked() async throws {
        services.fail(.usernameAvailability, with: .unavailable("test"))
        let sut = interactor()

        #expect(try await sut.chooseUsername("bob") == .unchecked)
        #expect(sut.username == "bob")
    }

    @Test func chooseUsername_blank_isMissingEvenWithANameInTheForm() async {
        let sut = interactor(prefilled: "ann")

        await #expect(throws: LoginRefusal.credentialsMissing) { try await sut.chooseUsername("  ") }
        #expect(services.calls.isEmpty)
    }

    @Test func chooseUsername_breakingARule_isRefusedWithoutAsking() async {
        await #expect(throws: LoginRefusal.invalid(.forbiddenCharacter(field: .username, character: ":"))) {
            try await interactor().chooseUsername("a:b")
        }
        #expect(services.calls.isEmpty)
    }

    // MARK: The sign-in "remember me" kept

    @Test(arguments: [
        (SessionRestoration.refused, Result<User, LoginRefusal>.failure(.savedSignInRefused)),
        (.unreachable(.unavailable("away")), .failure(.savedSignInUnreachable(.unavailable("away")))),
        (.none, .failure(.noSavedSignIn)),
        (.restored(User(id: "7", username: "ann")), .success(User(id: "7", username: "ann"))),
        (.offline(User(id: "7", username: "ann"), .unavailable("away")), .success(User(id: "7", username: "ann"))),
    ])
    func retrySavedSignIn_saysWhatTheStoreAnswered(restoration: SessionRestoration, outcome: Result<User, LoginRefusal>) async {
        let sut = LoginInteractor(
            authentication: services, rememberedUsernames: services, sessionRestorer: FixedRestoration(restoration)
        )

        #expect(await answer { () async throws(LoginRefusal) in try await sut.retrySavedSignIn() } == outcome)
    }

    @Test func retrySavedSignIn_withNothingToRestoreFrom_hasNothingKept() async {
        await #expect(throws: LoginRefusal.noSavedSignIn) { try await interactor().retrySavedSignIn() }
    }

    // MARK: What the store's answer means

    @Test(arguments: [
        (ServiceError.wrongCredentials, LoginRefusal.wrongCredentials),
        (.usernameTaken, .usernameTaken),
        (.invalid(.tooLong(field: .password, maximum: 128)), .invalid(.tooLong(field: .password, maximum: 128))),
        (.unavailable("server"), .failed(.unavailable("server"))),
        (.sessionExpired, .failed(.sessionExpired)),
        (.unexpected("odd"), .failed(.unexpected("odd"))),
        (.notFound, .failed(.unexpected("the store said notFound"))),
    ])
    func aStoresRefusal_isLoginsOwn_andAnyOtherFailureIsReported(error: ServiceError, refusal: LoginRefusal) async {
        services.fail(.logIn, times: 1, with: error)

        await #expect(throws: refusal) { try await typed("ann").logIn(password: "secret") }
    }
}

/// The account a use case opened, as Domain's user, or why it refused.
@MainActor
func answer(_ body: () async throws(LoginRefusal) -> any LoginEntity) async -> Result<User, LoginRefusal> {
    do {
        let user = try await body()
        return .success(User(id: user.id, username: user.username))
    } catch {
        return .failure(error)
    }
}

/// A store that answers every restoration the same way.
struct FixedRestoration: SessionRestoring {
    let restoration: SessionRestoration
    init(_ restoration: SessionRestoration) { self.restoration = restoration }
    func savedSignIn() async -> String? { nil }
    func signInFromCopy() async -> User? { nil }
    func restoreSession() async -> SessionRestoration { restoration }
}
