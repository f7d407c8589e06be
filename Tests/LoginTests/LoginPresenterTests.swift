import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import Login

/// An account as plain data: all the presenter may know of one.
struct Account: LoginEntity {
    var username: String
}

/// Answers as the test says; applies no rule of its own.
@MainActor
final class LoginInteractorStub: LoginInteracting {
    var username = ""
    var isUsernameRemembered = false
    var isUsernameKnown = false
    var rememberMe = false
    /// What recalling the remembered username puts in the form, when set.
    var recalled: String?
    /// The next username or chosen password is refused with this, when set.
    var refusal: LoginRefusal?
    /// What the store knows of the next new username, unless `refusal` is set.
    var newUsername = NewUsername.free
    /// How the next log-in or registration ends.
    var attempt = LoginAttempt.succeeded(Account(username: "ann"))
    /// How trying the kept sign-in again ends.
    var retry = Result<Account, SavedSignInProblem>.failure(.none)
    /// Whether a failed attempt waits to be sent again.
    var canRetryAttempt = false
    private(set) var calls: [String] = []

    func retryAttempt() async -> LoginAttempt<Account>? {
        calls.append("retryAttempt")
        return canRetryAttempt ? attempt : nil
    }

    func recallRememberedUsername() async {
        calls.append("recall")
        guard let recalled else { return }
        username = recalled
        isUsernameRemembered = true
        isUsernameKnown = true
        rememberMe = true
    }

    var remembering = RememberMeScope.username

    /// As the Interactor's rule: refused where nothing outlives the app.
    func toggleRememberMe() -> Result<Bool, LoginRefusal> {
        calls.append("toggle")
        guard remembering != .nothing else { return .failure(.nothingToRemember) }
        rememberMe.toggle()
        return .success(rememberMe)
    }

    func enterUsername(_ text: String) -> LoginRefusal? {
        calls.append("username \(text)")
        return refusal
    }

    func chooseUsername(_ text: String) async -> Result<NewUsername, LoginRefusal> {
        calls.append("new username \(text)")
        if let refusal { return .failure(refusal) }
        return .success(newUsername)
    }

    func retrySavedSignIn() async -> Result<Account, SavedSignInProblem> {
        calls.append("retry")
        return retry
    }

    func logIn(password: String) async -> LoginAttempt<Account> {
        calls.append("logIn \(password)")
        return attempt
    }

    func choosePassword(_ password: String) -> LoginRefusal? {
        calls.append("choose \(password)")
        return refusal
    }

    func register(repeatedPassword: String) async -> LoginAttempt<Account> {
        calls.append("register \(repeatedPassword)")
        return attempt
    }
}

@MainActor
final class LoginRouterSpy: LoginRouting {
    private(set) var shownUsers: [Account] = []
    func showPlayers(of user: Account) { shownUsers.append(user) }
}

@MainActor
final class LoginViewSpy: LoginDisplaying {
    private(set) var displayed: [LoginViewModel] = []
    var last: LoginViewModel? { displayed.last }
    func display(_ viewModel: LoginViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct LoginPresenterTests {
    let interactor = LoginInteractorStub()
    let router = LoginRouterSpy()
    let view = LoginViewSpy()

    func presenter(
        remembering: RememberMeScope = .username,
        notice: String? = nil,
        savedSignIn: SavedSignInProblem? = nil
    ) -> LoginPresenter<Account> {
        interactor.remembering = remembering
        let sut = LoginPresenter(
            interactor: interactor,
            router: router,
            storageDescription: "local: /data",
            notice: notice,
            savedSignIn: savedSignIn
        )
        sut.view = view
        return sut
    }

    /// The presenter asking the username for `intent`, or the password once "ann" is entered.
    func asking(_ intent: LoginIntent, password: Bool = false) async -> LoginPresenter<Account> {
        let sut = presenter()
        if intent == .logIn {
            sut.didChooseLogIn()
        } else {
            sut.didChooseRegister()
        }
        if password { await sut.didEnterField("ann") }
        return sut
    }

    static let bothRequired = LoginViewModel(storageDescription: "local: /data", message: .error("Username and password are both required."))

    // MARK: Showing

    @Test func viewWillAppear_recallsTheRememberedUsernameThenShowsIt() async {
        interactor.recalled = "ann"

        await presenter().viewWillAppear()

        #expect(interactor.calls == ["recall"])
        #expect(
            view.displayed == [
                LoginViewModel(
                    username: "ann", isRemembered: true, rememberMe: true, storageDescription: "local: /data", step: .menu
                )
            ])
    }

    @Test func viewWillAppear_withANotice_showsWhyTheUserIsBackOnce() async {
        let sut = presenter(notice: "Your session has expired.")

        await sut.viewWillAppear()
        #expect(view.last?.message == .error("Your session has expired."))

        sut.didChooseLogIn()
        #expect(view.last?.message == nil)
    }

    @Test func logIn_withAKnownUsername_asksOnlyThePassword() {
        interactor.username = "ann"
        interactor.isUsernameKnown = true

        presenter(notice: "Your session has expired.").didChooseLogIn()

        #expect(view.last?.step == .password(.logIn))
    }

    @Test func everyViewModel_showsTheFormAsTheInteractorHasIt() {
        interactor.username = "bob"
        interactor.rememberMe = true

        presenter().didChooseRegister()

        #expect(view.last == LoginViewModel(username: "bob", rememberMe: true, storageDescription: "local: /data", step: .username(.register)))
    }

    // MARK: Logging in

    @Test func logIn_asksUsernameThenPasswordThenLogsInAndRoutes() async {
        let sut = presenter()

        sut.didChooseLogIn()
        #expect(view.last?.step == .username(.logIn))

        await sut.didEnterField("ann")
        #expect(view.last?.step == .password(.logIn))
        #expect(router.shownUsers.isEmpty)

        await sut.didEnterField("secret")

        #expect(interactor.calls == ["username ann", "logIn secret"])
        #expect(view.last?.step == .menu)
        #expect(view.last?.message == nil)
        #expect(router.shownUsers == [Account(username: "ann")])
    }

    @Test func help_atEachField_saysWhatItTakes_andAsksItAgain() async {
        let sut = presenter()
        sut.didChooseRegister()
        sut.didAskForHelp()
        #expect(view.last?.step == .username(.register))
        #expect(view.last?.message == .info("Choose a username for the new account. Enter alone goes back to the menu."))
        #expect(interactor.calls.isEmpty, "nothing was taken as the username")

        sut.didChooseLogIn()
        sut.didAskForHelp()
        #expect(view.last?.message == .info("Type your username. Enter alone goes back to the menu."))
        await sut.didEnterField("ann")
        sut.didAskForHelp()
        #expect(view.last?.step == .password(.logIn))
        #expect(view.last?.message == .info("Type your password; it is not shown. Enter alone goes back to the menu."))
    }

    @Test func username_whenMissing_endsTheAttemptSayingBothFieldsAreRequired() async {
        interactor.refusal = .credentialsMissing
        let sut = await asking(.logIn)

        await sut.didEnterField("   ")

        #expect(view.last == Self.bothRequired)
    }

    @Test(arguments: [LoginIntent.logIn, .register])
    func username_breakingARule_isExplainedAndAskedAgain(intent: LoginIntent) async {
        interactor.refusal = .invalid(.forbiddenCharacter(field: .username, character: ":"))
        let sut = await asking(intent)

        await sut.didEnterField("a:b")

        #expect(view.last?.step == .username(intent))
        #expect(view.last?.message == .error("Username can't contain \":\"."))
        #expect(router.shownUsers.isEmpty)
    }

    @Test func password_whenMissing_endsTheAttemptSayingBothFieldsAreRequired() async {
        interactor.attempt = .refused(.credentialsMissing)
        let sut = await asking(.logIn, password: true)

        await sut.didEnterField("")

        #expect(view.last == Self.bothRequired)
        #expect(router.shownUsers.isEmpty)
    }

    @Test func password_breakingARule_isExplainedAndAskedAgain() async {
        interactor.attempt = .refused(.invalid(.controlCharacters(field: .password)))
        let sut = await asking(.logIn, password: true)

        await sut.didEnterField("pw\u{7}")

        #expect(view.last?.step == .password(.logIn))
        #expect(view.last?.message == .error("Password can't contain control characters."))
    }

    @Test func logIn_withWrongCredentials_showsTheErrorAndOffersRetry() async {
        interactor.attempt = .failed(.wrongCredentials)
        let sut = await asking(.logIn, password: true)

        await sut.didEnterField("bad")

        #expect(view.last?.step == .menu)
        #expect(view.last?.message == .error("Wrong username or password. Type l to try again."))
        #expect(router.shownUsers.isEmpty)
    }

    @Test func logIn_whenTheStoreIsUnreachable_saysSoAndOffersRetry() async {
        interactor.attempt = .failed(.unavailable("server"))
        let sut = await asking(.logIn, password: true)

        await sut.didEnterField("pw")

        #expect(view.last?.message == .error("Storage is unavailable: server. Type l to try again."))
    }

    @Test func logIn_andRegister_sayWhatTheyAreDoingWhileTheStoreWorks() async {
        interactor.attempt = .failed(.unavailable("server"))
        let logIn = await asking(.logIn, password: true)
        await logIn.didEnterField("pw")
        #expect(view.displayed.dropLast().last?.message == .working("Logging in…"))

        let register = await asking(.register, password: true)
        #expect(view.displayed.contains { $0.message == .working("Checking the username…") })
        await register.didEnterField("pw")
        await register.didEnterField("pw")
        #expect(view.displayed.dropLast().last?.message == .working("Creating the account…"))
        #expect(view.last?.message?.kind == .error)
    }

    @Test func logIn_whenTheStoreIsUnreachable_offersToSendTheSameAgain_andTSendsIt() async {
        interactor.attempt = .failed(.unavailable("server"))
        interactor.canRetryAttempt = true
        let sut = await asking(.logIn, password: true)
        await sut.didEnterField("pw")

        #expect(view.last?.message == .error("Storage is unavailable: server. Type t to try again."))
        #expect(view.last?.canRetryAttempt == true)

        interactor.attempt = .succeeded(Account(username: "ann"))
        await sut.didChooseRetryAttempt()

        #expect(interactor.calls.suffix(2) == ["logIn pw", "retryAttempt"])
        #expect(view.displayed.dropLast().last?.message == .working("Trying again…"))
        #expect(router.shownUsers == [Account(username: "ann")])
    }

    @Test func retryAttempt_withNothingToSend_showsTheMenu() async {
        let sut = presenter()

        await sut.didChooseRetryAttempt()

        #expect(view.last?.step == .menu)
        #expect(view.last?.message == nil)
        #expect(router.shownUsers.isEmpty)
    }

    // MARK: Registering

    @Test func register_asksThePasswordTwiceThenRegistersAndRoutes() async {
        let sut = await asking(.register, password: true)
        #expect(view.last?.step == .password(.register))
        #expect(view.last?.message == nil)

        await sut.didEnterField("pw")
        #expect(view.last?.step == .repeatPassword)
        #expect(router.shownUsers.isEmpty)

        await sut.didEnterField("pw")

        #expect(interactor.calls == ["new username ann", "choose pw", "register pw"])
        #expect(router.shownUsers == [Account(username: "ann")])
    }

    @Test func register_whenTheChosenPasswordBreaksARule_asksItAgain() async {
        let sut = await asking(.register, password: true)
        interactor.refusal = .invalid(.tooLong(field: .password, maximum: 128))

        await sut.didEnterField(String(repeating: "p", count: 129))

        #expect(view.last?.step == .password(.register))
        #expect(view.last?.message == .error("Password must be at most 128 characters."))
    }

    @Test func register_whenTheChosenPasswordIsMissing_endsTheAttempt() async {
        let sut = await asking(.register, password: true)
        interactor.refusal = .credentialsMissing

        await sut.didEnterField("")

        #expect(view.last == Self.bothRequired)
    }

    @Test func register_whenPasswordsDiffer_asksThePasswordAgain() async {
        interactor.attempt = .refused(.passwordsDiffer)
        let sut = await asking(.register, password: true)
        await sut.didEnterField("pw")

        await sut.didEnterField("other")

        #expect(view.last?.step == .password(.register))
        #expect(view.last?.message == .error("The two passwords don't match. Type the password again."))
        #expect(router.shownUsers.isEmpty)
    }

    @Test func register_whenTheStoreFindsTheUsernameTakenOnlyAtTheEnd_asksAnotherName() async {
        interactor.attempt = .failed(.usernameTaken)
        let sut = await asking(.register, password: true)
        await sut.didEnterField("pw")

        await sut.didEnterField("pw")

        #expect(view.last?.step == .username(.register))
        #expect(view.last?.message == .error("That username is taken: choose another one, or log in."))
        #expect(router.shownUsers.isEmpty)
    }

    @Test func register_whenTheUsernameIsTaken_saysSoRightAfterTheUsername() async {
        interactor.refusal = .usernameTaken
        let sut = await asking(.register)

        await sut.didEnterField("ann")

        #expect(view.last?.step == .username(.register))
        #expect(view.last?.message == .error("That username is taken: choose another one, or log in."))
        #expect(interactor.calls == ["new username ann"])
    }

    @Test func register_whenTheStoreCantTellBeforeThePasswords_saysSo() async {
        interactor.newUsername = .unchecked
        interactor.username = "ann"
        _ = await asking(.register, password: true)

        #expect(view.last?.step == .password(.register))
        #expect(view.last?.message == .info("Whether “ann” is free is told only when the account is created, after the passwords."))
    }

    @Test func register_withAPasswordTooShort_saysTheMinimumAndAsksAgain() async {
        let sut = await asking(.register, password: true)
        interactor.refusal = .invalid(.tooShort(field: .password, minimum: 8))

        await sut.didEnterField("short")

        #expect(view.last?.step == .password(.register))
        #expect(view.last?.message == .error("Password must be at least 8 characters."))
    }

    // MARK: Remember me and the menu

    @Test func toggleRememberMe_flipsTheBoxAndExplains() {
        let sut = presenter()

        sut.didToggleRememberMe()
        #expect(view.last?.rememberMe == true)
        #expect(view.last?.message == .info("Your username will be remembered on this computer (never your password)."))

        sut.didToggleRememberMe()
        #expect(view.last?.rememberMe == false)
        #expect(view.last?.message == .info("Your username will not be remembered."))
        #expect(interactor.calls == ["toggle", "toggle"])
    }

    @Test func toggleRememberMe_inTheDemo_claimsToRememberNothing() {
        presenter(remembering: .nothing).didToggleRememberMe()

        #expect(view.last?.message == .info("The demo keeps nothing once you quit, so there is nothing to remember."))
        #expect(view.last?.rememberMe == false)
        #expect(interactor.calls == ["toggle"])
    }

    @Test func demoAccount_isToldUnderTheForm() async {
        let sut = LoginPresenter(
            interactor: interactor, router: router, storageDescription: "demo",
            demoAccount: Credentials(username: "demo", password: "demo-password")
        )
        sut.view = view

        await sut.viewWillAppear()

        #expect(view.last?.hint == "The sample players are demo’s: log in as demo, password demo-password.")
    }

    @Test func logIn_asTheRememberedUser_asksOnlyThePassword() async {
        interactor.recalled = "ann"
        let sut = presenter()
        await sut.viewWillAppear()

        sut.didChooseLogIn()
        #expect(view.last?.step == .password(.logIn))

        await sut.didEnterField("secret")
        #expect(interactor.calls == ["recall", "logIn secret"])
        #expect(router.shownUsers == [Account(username: "ann")])
    }

    @Test func anotherUser_asksTheUsernameFirst() async {
        interactor.recalled = "ann"
        let sut = presenter()
        await sut.viewWillAppear()

        sut.didChooseAnotherUser()

        #expect(view.last?.step == .username(.logIn))
    }

    // MARK: The sign-in "remember me" kept

    @Test func savedSignInRefused_saysWhyOnLoginWithoutRetry() async {
        await presenter(savedSignIn: .refused).viewWillAppear()

        #expect(view.last?.message == .error("Your saved sign-in was refused by the server; log in again."))
        #expect(view.last?.canRetrySavedSignIn == false)
    }

    @Test func savedSignInUnreachable_saysSoAndOffersRetry() async {
        await presenter(savedSignIn: .unreachable(.unavailable("no answer"))).viewWillAppear()

        #expect(
            view.last?.message
                == .error(
                    "Your saved sign-in could not be checked. Storage is unavailable: no answer. Type t to try again, or log in."
                ))
        #expect(view.last?.canRetrySavedSignIn == true)
    }

    @Test func retrySavedSignIn_whenTheServerAnswers_opensThePlayers() async {
        interactor.retry = .success(Account(username: "ann"))
        let sut = presenter(savedSignIn: .unreachable(.unavailable("no answer")))

        await sut.didChooseRetrySavedSignIn()

        #expect(router.shownUsers == [Account(username: "ann")])
        #expect(view.last?.canRetrySavedSignIn == false)
    }

    @Test func retrySavedSignIn_whenStillAway_saysSoAgain() async {
        interactor.retry = .failure(.unreachable(.unavailable("still no answer")))
        let sut = presenter(savedSignIn: .unreachable(.unavailable("no answer")))

        await sut.didChooseRetrySavedSignIn()

        #expect(view.last?.message?.text.contains("still no answer") == true)
        #expect(view.last?.canRetrySavedSignIn == true)
        #expect(router.shownUsers.isEmpty)
    }

    @Test func retrySavedSignIn_whenRefusedNow_saysSoAndStopsOfferingRetry() async {
        interactor.retry = .failure(.refused)
        let sut = presenter(savedSignIn: .unreachable(.unavailable("no answer")))

        await sut.didChooseRetrySavedSignIn()

        #expect(view.last?.message == .error("Your saved sign-in was refused by the server; log in again."))
        #expect(view.last?.canRetrySavedSignIn == false)
    }

    @Test func toggleRememberMe_withAServer_saysTheTokenIsKeptToo() {
        presenter(remembering: .usernameAndToken).didToggleRememberMe()

        #expect(
            view.last?.message
                == .info(
                    "Your username and a login token will be kept on this computer until you log out (never your password)."
                ))
    }

    @Test func unknownCommand_isReported() {
        presenter().didEnterUnknownCommand("xyz")

        #expect(view.last?.message == .unknownCommand("xyz"))
        #expect(view.last?.step == .menu)
    }

    @Test func didEnterField_atTheMenu_doesNothing() async {
        await presenter().didEnterField("ann")

        #expect(view.displayed.isEmpty)
        #expect(interactor.calls.isEmpty)
    }
}
