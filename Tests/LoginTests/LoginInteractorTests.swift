import Domain
import Testing
import TestSupport
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

    @Test func typingAnotherName_isNoLongerTheRememberedOne() async throws {
        try await remember("ann")
        let sut = interactor()
        await sut.recallRememberedUsername()

        _ = sut.enterUsername("bob")

        #expect(!sut.isUsernameRemembered)
        #expect(sut.rememberMe, "the box stays as the user left it")
    }

    @Test func toggleRememberMe_flipsIt() {
        let sut = interactor()

        sut.toggleRememberMe()
        #expect(sut.rememberMe)

        sut.toggleRememberMe()
        #expect(!sut.rememberMe)
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
        ("a:b", ValidationError.forbiddenCharacter(field: "Username", character: ":")),
        (String(repeating: "x", count: 10_000), .tooLong(field: "Username", maximum: 50)),
        ("\u{1B}[31mred", .controlCharacters(field: "Username")),
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
        sut.toggleRememberMe()

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
        sut.toggleRememberMe()

        #expect(await sut.logIn(password: "bad") == .failed(.wrongCredentials))
        #expect(services.calls == [.logIn(Credentials(username: "ann", password: "bad"))])
        #expect(try await remembered == nil)
    }

    @Test func logIn_whenRememberingFails_stillLogsIn() async {
        services.fail(.setRememberedUsername, times: 1, with: .unavailable("disk"))
        let sut = typed("ann")
        sut.toggleRememberMe()

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
        ("pw\u{7}", ValidationError.controlCharacters(field: "Password")),
        (String(repeating: "p", count: 129), .tooLong(field: "Password", maximum: 128)),
    ])
    func logIn_withAPasswordBreakingARule_isRefusedAndSendsNothing(password: String, error: ValidationError) async {
        #expect(await typed().logIn(password: password) == .refused(.invalid(error)))
        #expect(services.calls.isEmpty)
    }

    // MARK: Registering

    @Test func register_withThePasswordTypedTwice_createsTheAccountAndRemembersTheUsername() async throws {
        let sut = typed("bob")
        sut.toggleRememberMe()

        #expect(sut.choosePassword("pw") == nil)
        let attempt = await sut.register(repeatedPassword: "pw")

        guard case .succeeded(let bob) = attempt else {
            Issue.record("not registered: \(attempt)")
            return
        }
        #expect(bob.username == "bob")
        #expect(services.calls == [.register(Credentials(username: "bob", password: "pw")), .setRememberedUsername("bob")])
        #expect(try await remembered == "bob")
    }

    @Test func register_whenTheRepeatDiffers_sendsNothingAndTheChosenPasswordIsForgotten() async {
        let sut = typed("bob")
        _ = sut.choosePassword("pw")

        #expect(await sut.register(repeatedPassword: "other") == .refused(.passwordsDiffer))
        #expect(await sut.register(repeatedPassword: "pw") == .refused(.credentialsMissing), "chosen again from the start")
        #expect(services.calls.isEmpty)
    }

    @Test func register_afterAnAttempt_theChosenPasswordIsForgotten() async {
        let sut = typed("ann")
        _ = sut.choosePassword("pw")

        #expect(await sut.register(repeatedPassword: "pw") == .failed(.usernameTaken))
        #expect(await sut.register(repeatedPassword: "pw") == .refused(.credentialsMissing))
        #expect(services.calls == [.register(Credentials(username: "ann", password: "pw"))])
    }

    @Test func register_withoutChoosingAPassword_isMissing() async {
        #expect(await typed("bob").register(repeatedPassword: "pw") == .refused(.credentialsMissing))
        #expect(services.calls.isEmpty)
    }

    @Test(arguments: [
        ("", LoginRefusal.credentialsMissing),
        ("pw\u{1B}", .invalid(.controlCharacters(field: "Password"))),
    ])
    func choosePassword_thatIsMissingOrBreaksARule_isRefused(password: String, refusal: LoginRefusal) async {
        let sut = typed()

        #expect(sut.choosePassword(password) == refusal)
        #expect(await sut.register(repeatedPassword: password) == .refused(.credentialsMissing))
    }
}
