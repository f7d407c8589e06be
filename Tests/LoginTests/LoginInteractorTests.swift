import AuthenticationInterface
import Domain
import TestSupport
import Testing

@testable import Login

extension User {
    static let ann = User(id: "1", username: "ann")
}

extension AuthenticationServiceDouble {
    /// A store's accounts as its answers show them: a log-in with an account's password opens it, any
    /// other is wrong; an account's name is taken, any other free, and registering it opens a new one.
    static func accounts(_ passwords: [String: String] = ["ann": "secret"], users: [String: User] = ["ann": .ann]) -> Self {
        var accounts = AuthenticationServiceDouble()
        accounts.onLogIn = { credentials in
            guard passwords[credentials.username] == credentials.password else { throw ServiceError.wrongCredentials }
            return users[credentials.username] ?? User(id: "id-\(credentials.username)", username: credentials.username)
        }
        accounts.onRegister = { credentials in
            guard passwords[credentials.username] == nil else { throw ServiceError.usernameTaken }
            return User(id: "id-\(credentials.username)", username: credentials.username)
        }
        accounts.onAvailability = { passwords[$0] == nil ? .free : .taken }
        return accounts
    }
}

extension RememberedUsernameStoreDouble {
    /// Keeps `username` from an earlier start, and takes whatever it is told to keep next.
    static func remembering(_ username: String?) -> Self {
        var store = RememberedUsernameStoreDouble()
        store.onRememberedUsername = { username }
        store.onSetRememberedUsername = { _ in }
        return store
    }
}

extension ServiceCallLog {
    /// Every log-in asked for, in order.
    var logIns: [Credentials] {
        calls.compactMap { call in
            if case .logIn(let credentials) = call { credentials } else { nil }
        }
    }

    /// Every account asked to be created, in order.
    var registrations: [Credentials] {
        calls.compactMap { call in
            if case .register(let credentials) = call { credentials } else { nil }
        }
    }

    /// What "remember me" was told to keep for the next start, in order (nil: forget it).
    var rememberings: [String?] {
        calls.compactMap { call in
            if case .setRememberedUsername(let username) = call { username } else { nil }
        }
    }
}

/// The rules of the login form: the username kept, the password checked and forgotten,
/// what reaches the service, what "remember me" keeps.
@MainActor
@Suite struct LoginInteractorTests {
    /// Every call the two services got; Ann's account (password "secret") is the only one.
    let log = ServiceCallLog()

    func interactor(prefilled username: String? = nil, remembering remembered: String? = nil) -> LoginInteractor {
        LoginInteractor(
            authentication: AuthenticationServiceDouble.accounts().recorded(in: log),
            rememberedUsernames: RememberedUsernameStoreDouble.remembering(remembered).recorded(in: log), username: username
        )
    }

    /// An interactor whose username `name` was typed.
    func typed(_ name: String = "ann") -> LoginInteractor {
        let sut = interactor()
        #expect(throws: Never.self) { try sut.enterUsername(name) }
        return sut
    }

    // MARK: Remember me

    @Test func aNewForm_isEmptyWithRememberMeOff() {
        let sut = interactor()

        #expect(sut.username == "")
        #expect(!sut.rememberMe)
        #expect(!sut.isUsernameRemembered)
    }

    @Test func recall_fillsAnEmptyFormWithTheRememberedUsernameAndTurnsRememberMeOn() async throws {
        let sut = interactor(remembering: "ann")

        await sut.recallRememberedUsername()

        #expect(sut.username == "ann")
        #expect(sut.rememberMe)
        #expect(sut.isUsernameRemembered)
    }

    @Test func recall_keepsAnotherUsersNameAlreadyThereWithRememberMeOff() async throws {
        let sut = interactor(prefilled: "ann", remembering: "bob")

        await sut.recallRememberedUsername()

        #expect(sut.username == "ann")
        #expect(!sut.rememberMe)
        #expect(!sut.isUsernameRemembered)
    }

    @Test func recall_whenThePrefilledNameIsTheRememberedOne_turnsRememberMeOn() async throws {
        let sut = interactor(prefilled: "ann", remembering: "ann")

        await sut.recallRememberedUsername()

        #expect(sut.rememberMe)
        #expect(sut.isUsernameRemembered)
    }

    @Test func recall_whenStorageFails_remembersNobody() async throws {
        log.fail(.rememberedUsername, times: 1, with: .unavailable("disk"))
        let sut = interactor(remembering: "ann")

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
        let sut = interactor(remembering: "ann")
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
        let sut = LoginInteractor(
            authentication: AuthenticationServiceDouble().recorded(in: log), rememberedUsernames: RememberedUsernameStoreDouble().recorded(in: log),
            remembering: .nothing
        )

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
        let sam = User(id: "7", username: "sam")
        let sut = LoginInteractor(
            authentication: AuthenticationServiceDouble.accounts(["sam": " pw "], users: ["sam": sam]).recorded(in: log),
            rememberedUsernames: RememberedUsernameStoreDouble.remembering(nil).recorded(in: log)
        )
        try sut.enterUsername("sam")

        let user = try await sut.logIn(password: " pw ")

        #expect(user as? User == sam)
        #expect(log.calls.first == .logIn(Credentials(username: "sam", password: " pw ")))
    }

    @Test func logIn_withRememberMe_keepsTheUsername() async throws {
        let sut = typed("ann")
        _ = try sut.toggleRememberMe()

        _ = try await sut.logIn(password: "secret")

        #expect(log.rememberings == ["ann"])
    }

    @Test func logIn_withoutRememberMe_forgetsAnEarlierUsername() async throws {
        let sut = LoginInteractor(
            authentication: AuthenticationServiceDouble.accounts().recorded(in: log),
            rememberedUsernames: RememberedUsernameStoreDouble.remembering("bob").recorded(in: log)
        )
        try sut.enterUsername("ann")

        _ = try await sut.logIn(password: "secret")

        #expect(log.rememberings == [nil])
    }

    @Test func logIn_whenCredentialsAreWrong_failsAndRemembersNothing() async throws {
        let sut = typed("ann")
        _ = try sut.toggleRememberMe()

        await #expect(throws: LoginRefusal.wrongCredentials) { try await sut.logIn(password: "bad") }
        #expect(log.calls == [.logIn(Credentials(username: "ann", password: "bad"))], "nothing kept")
    }

    @Test func logIn_whenTheStoreIsUnreachable_canBeSentAgainAsTyped() async throws {
        log.fail(.logIn, times: 1, with: .unavailable("server"))
        let sut = typed("ann")
        await #expect(throws: LoginRefusal.failed(.unavailable("server"))) { try await sut.logIn(password: "secret") }
        #expect(sut.canRetryAttempt)

        #expect(try await sut.retryAttempt() as? User == User.ann)

        #expect(
            log.calls.filter { $0.kind == .logIn } == [
                .logIn(Credentials(username: "ann", password: "secret")), .logIn(Credentials(username: "ann", password: "secret")),
            ])
        #expect(!sut.canRetryAttempt)
        await #expect(throws: LoginRefusal.credentialsMissing, "nothing is left to send") { try await sut.retryAttempt() }
    }

    @Test func register_whenTheStoreIsUnreachable_canBeSentAgainWithoutTheTwoPasswords() async throws {
        log.fail(.register, times: 1, with: .unavailable("server"))
        let sut = interactor()
        #expect(try await sut.chooseUsername("eve") == .free)
        try sut.choosePassword("kick-off-8")
        await #expect(throws: LoginRefusal.failed(.unavailable("server"))) { try await sut.register(repeatedPassword: "kick-off-8") }

        let again = try await sut.retryAttempt()

        #expect(again.username == "eve")
        #expect(log.calls.filter { $0.kind == .register }.count == 2)
    }

    @Test func aRefusedAttempt_orANewOne_leavesNothingToSendAgain() async throws {
        let sut = typed("ann")
        await #expect(throws: LoginRefusal.wrongCredentials) { try await sut.logIn(password: "bad") }
        #expect(!sut.canRetryAttempt)

        log.fail(.logIn, times: 1, with: .unavailable("server"))
        _ = try? await sut.logIn(password: "secret")
        #expect(sut.canRetryAttempt)
        try sut.enterUsername("ann")
        #expect(!sut.canRetryAttempt)
    }

    @Test func logIn_whenRememberingFails_stillLogsIn() async throws {
        log.fail(.setRememberedUsername, times: 1, with: .unavailable("disk"))
        let sut = typed("ann")
        _ = try sut.toggleRememberMe()

        #expect(try await sut.logIn(password: "secret") as? User == User.ann)
    }

    @Test func logIn_withAnEmptyPassword_isMissingAndSendsNothing() async {
        let sut = typed("ann")

        await #expect(throws: LoginRefusal.credentialsMissing) { try await sut.logIn(password: "") }
        #expect(log.calls.isEmpty)
        #expect(sut.username == "ann", "kept for the next attempt")
    }

    @Test func logIn_withoutAUsername_isMissingAndSendsNothing() async {
        await #expect(throws: LoginRefusal.credentialsMissing) { try await interactor().logIn(password: "pw") }
        #expect(log.calls.isEmpty)
    }

    @Test(arguments: [
        ("pw\u{7}", ValidationError.controlCharacters(field: .password)),
        (String(repeating: "p", count: 129), .tooLong(field: .password, maximum: 128)),
    ])
    func logIn_withAPasswordBreakingARule_isRefusedAndSendsNothing(password: String, error: ValidationError) async {
        await #expect(throws: LoginRefusal.invalid(error)) { try await typed().logIn(password: password) }
        #expect(log.calls.isEmpty)
    }

    // MARK: Registering

    @Test func register_withThePasswordTypedTwice_createsTheAccountAndRemembersTheUsername() async throws {
        let sut = typed("bob")
        _ = try sut.toggleRememberMe()

        try sut.choosePassword("long-enough")
        let bob = try await sut.register(repeatedPassword: "long-enough")

        #expect(bob.username == "bob")
        #expect(log.calls == [.register(Credentials(username: "bob", password: "long-enough")), .setRememberedUsername("bob")])
    }

    @Test func register_whenTheRepeatDiffers_sendsNothingAndTheChosenPasswordIsForgotten() async throws {
        let sut = typed("bob")
        try sut.choosePassword("long-enough")

        await #expect(throws: LoginRefusal.passwordsDiffer) { try await sut.register(repeatedPassword: "other") }
        await #expect(throws: LoginRefusal.credentialsMissing, "chosen again from the start") {
            try await sut.register(repeatedPassword: "long-enough")
        }
        #expect(log.calls.isEmpty)
    }

    @Test func register_afterAnAttempt_theChosenPasswordIsForgotten() async throws {
        let sut = typed("ann")
        try sut.choosePassword("long-enough")

        await #expect(throws: LoginRefusal.usernameTaken) { try await sut.register(repeatedPassword: "long-enough") }
        await #expect(throws: LoginRefusal.credentialsMissing) { try await sut.register(repeatedPassword: "long-enough") }
        #expect(log.calls == [.register(Credentials(username: "ann", password: "long-enough"))])
    }

    @Test func register_withoutChoosingAPassword_isMissing() async {
        await #expect(throws: LoginRefusal.credentialsMissing) { try await typed("bob").register(repeatedPassword: "long-enough") }
        #expect(log.calls.isEmpty)
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
        #expect(try await typed().logIn(password: "secret") as? User == User.ann)
    }

    @Test func chooseUsername_takenInTheStore_isRefusedBeforeAnyPassword() async {
        let sut = interactor()

        await #expect(throws: LoginRefusal.usernameTaken) { try await sut.chooseUsername(" ann ") }
        #expect(sut.username == "")
        #expect(log.calls == [.usernameAvailability("ann")])
    }

    @Test func chooseUsername_free_isKeptTrimmed() async throws {
        let sut = interactor()

        #expect(try await sut.chooseUsername(" bob ") == .free)
        #expect(sut.username == "bob")
    }

    @Test func chooseUsername_whenTheStoreCantTell_goesOnUnchecked() async throws {
        log.fail(.usernameAvailability, with: .unavailable("test"))
        let sut = interactor()

        #expect(try await sut.chooseUsername("bob") == .unchecked)
        #expect(sut.username == "bob")
    }

    @Test func chooseUsername_blank_isMissingEvenWithANameInTheForm() async {
        let sut = interactor(prefilled: "ann")

        await #expect(throws: LoginRefusal.credentialsMissing) { try await sut.chooseUsername("  ") }
        #expect(log.calls.isEmpty)
    }

    @Test func chooseUsername_breakingARule_isRefusedWithoutAsking() async {
        await #expect(throws: LoginRefusal.invalid(.forbiddenCharacter(field: .username, character: ":"))) {
            try await interactor().chooseUsername("a:b")
        }
        #expect(log.calls.isEmpty)
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
            authentication: AuthenticationServiceDouble().recorded(in: log), rememberedUsernames: RememberedUsernameStoreDouble().recorded(in: log),
            sessionRestorer: FixedRestoration(restoration)
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
        log.fail(.logIn, times: 1, with: error)

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
