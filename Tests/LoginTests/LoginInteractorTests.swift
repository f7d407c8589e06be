import Domain
import Testing
import TestSupport
@testable import Login

/// The rules of the login form: the username kept, the password checked and forgotten,
/// what reaches the service, what "remember me" keeps.
@MainActor
@Suite struct LoginInteractorTests {
    let authentication = FakeAuthenticationService()
    let remembered = FakeRememberedUsernameStore()

    func interactor(remembering store: FakeRememberedUsernameStore? = nil, prefilled username: String? = nil) -> LoginInteractor {
        LoginInteractor(authentication: authentication, rememberedUsernames: store ?? remembered, username: username)
    }

    /// An interactor whose username `name` was typed.
    func typed(_ name: String = "ann", remembering store: FakeRememberedUsernameStore? = nil) -> LoginInteractor {
        let sut = interactor(remembering: store)
        #expect(sut.enterUsername(name) == nil)
        return sut
    }

    static let ann = User(id: "1", username: "ann")

    // MARK: Remember me

    @Test func aNewForm_isEmptyWithRememberMeOff() {
        let sut = interactor()

        #expect(sut.username == "")
        #expect(!sut.rememberMe)
        #expect(!sut.isUsernameRemembered)
    }

    @Test func recall_fillsAnEmptyFormWithTheRememberedUsernameAndTurnsRememberMeOn() async {
        let sut = interactor(remembering: FakeRememberedUsernameStore(username: "ann"))

        await sut.recallRememberedUsername()

        #expect(sut.username == "ann")
        #expect(sut.rememberMe)
        #expect(sut.isUsernameRemembered)
    }

    @Test func recall_keepsAnotherUsersNameAlreadyThereWithRememberMeOff() async {
        let sut = interactor(remembering: FakeRememberedUsernameStore(username: "bob"), prefilled: "ann")

        await sut.recallRememberedUsername()

        #expect(sut.username == "ann")
        #expect(!sut.rememberMe)
        #expect(!sut.isUsernameRemembered)
    }

    @Test func recall_whenThePrefilledNameIsTheRememberedOne_turnsRememberMeOn() async {
        let sut = interactor(remembering: FakeRememberedUsernameStore(username: "ann"), prefilled: "ann")

        await sut.recallRememberedUsername()

        #expect(sut.rememberMe)
        #expect(sut.isUsernameRemembered)
    }

    @Test func recall_whenStorageFails_remembersNobody() async {
        let sut = interactor(remembering: FakeRememberedUsernameStore(username: "ann", failure: .unavailable("disk")))

        await sut.recallRememberedUsername()

        #expect(sut.username == "")
        #expect(!sut.rememberMe)
        #expect(!sut.isUsernameRemembered)
    }

    @Test func typingAnotherName_isNoLongerTheRememberedOne() async {
        let sut = interactor(remembering: FakeRememberedUsernameStore(username: "ann"))
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

    @Test func logIn_sendsTheUsernameAndThePasswordExactlyAsTyped() async {
        let sut = typed("ann")

        let attempt = await sut.logIn(password: " pw ")

        #expect(attempt == .succeeded(Self.ann))
        #expect(authentication.snapshot.logIns == [Credentials(username: "ann", password: " pw ")])
    }

    @Test func logIn_withRememberMe_keepsTheUsername() async {
        let sut = typed("ann")
        sut.toggleRememberMe()

        _ = await sut.logIn(password: "pw")

        #expect(remembered.username == "ann")
    }

    @Test func logIn_withoutRememberMe_forgetsAnEarlierUsername() async {
        let store = FakeRememberedUsernameStore(username: "bob")
        let sut = typed("ann", remembering: store)

        _ = await sut.logIn(password: "pw")

        #expect(store.username == nil)
    }

    @Test func logIn_whenCredentialsAreWrong_failsAndRemembersNothing() async {
        authentication.setResult(.failure(.wrongCredentials))
        let sut = typed("ann")
        sut.toggleRememberMe()

        #expect(await sut.logIn(password: "bad") == .failed(.wrongCredentials))
        #expect(remembered.username == nil)
    }

    @Test func logIn_whenRememberingFails_stillLogsIn() async {
        let sut = typed("ann", remembering: FakeRememberedUsernameStore(failure: .unavailable("disk")))
        sut.toggleRememberMe()

        #expect(await sut.logIn(password: "pw") == .succeeded(Self.ann))
    }

    @Test func logIn_withAnEmptyPassword_isMissingAndSendsNothing() async {
        let sut = typed("ann")

        #expect(await sut.logIn(password: "") == .refused(.credentialsMissing))
        #expect(authentication.snapshot.logIns.isEmpty)
        #expect(sut.username == "ann", "kept for the next attempt")
    }

    @Test func logIn_withoutAUsername_isMissingAndSendsNothing() async {
        #expect(await interactor().logIn(password: "pw") == .refused(.credentialsMissing))
        #expect(authentication.snapshot.logIns.isEmpty)
    }

    @Test(arguments: [
        ("pw\u{7}", ValidationError.controlCharacters(field: "Password")),
        (String(repeating: "p", count: 129), .tooLong(field: "Password", maximum: 128)),
    ])
    func logIn_withAPasswordBreakingARule_isRefusedAndSendsNothing(password: String, error: ValidationError) async {
        #expect(await typed().logIn(password: password) == .refused(.invalid(error)))
        #expect(authentication.snapshot.logIns.isEmpty)
    }

    // MARK: Registering

    @Test func register_withThePasswordTypedTwice_createsTheAccountAndRemembersTheUsername() async {
        let sut = typed("ann")
        sut.toggleRememberMe()

        #expect(sut.choosePassword("pw") == nil)
        let attempt = await sut.register(repeatedPassword: "pw")

        #expect(attempt == .succeeded(Self.ann))
        #expect(authentication.snapshot.registrations == [Credentials(username: "ann", password: "pw")])
        #expect(remembered.username == "ann")
    }

    @Test func register_whenTheRepeatDiffers_sendsNothingAndTheChosenPasswordIsForgotten() async {
        let sut = typed("ann")
        _ = sut.choosePassword("pw")

        #expect(await sut.register(repeatedPassword: "other") == .refused(.passwordsDiffer))
        #expect(await sut.register(repeatedPassword: "pw") == .refused(.credentialsMissing), "chosen again from the start")
        #expect(authentication.snapshot.registrations.isEmpty)
    }

    @Test func register_afterAnAttempt_theChosenPasswordIsForgotten() async {
        authentication.setResult(.failure(.usernameTaken))
        let sut = typed("ann")
        _ = sut.choosePassword("pw")

        #expect(await sut.register(repeatedPassword: "pw") == .failed(.usernameTaken))
        #expect(await sut.register(repeatedPassword: "pw") == .refused(.credentialsMissing))
        #expect(authentication.snapshot.registrations.count == 1)
    }

    @Test func register_withoutChoosingAPassword_isMissing() async {
        #expect(await typed().register(repeatedPassword: "pw") == .refused(.credentialsMissing))
        #expect(authentication.snapshot.registrations.isEmpty)
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
