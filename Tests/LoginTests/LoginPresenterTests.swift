import Domain
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import Login

/// An account as plain data: all the presenter may know of one.
struct Account: LoginEntity, Equatable {
    var id = "1"
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
    var attempt = Result<Account, LoginRefusal>.success(Account(username: "ann"))
    /// How trying the kept sign-in again ends.
    var retry = Result<Account, LoginRefusal>.failure(.noSavedSignIn)
    /// Whether a failed attempt waits to be sent again.
    var canRetryAttempt = false
    private(set) var calls: [String] = []

    func retryAttempt() async throws(LoginRefusal) -> any LoginEntity {
        calls.append("retryAttempt")
        guard canRetryAttempt else { throw .credentialsMissing }
        return try attempt.get()
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
    func toggleRememberMe() throws(LoginRefusal) -> Bool {
        calls.append("toggle")
        guard remembering != .nothing else { throw .nothingToRemember }
        rememberMe.toggle()
        return rememberMe
    }

    func enterUsername(_ username: String) throws(LoginRefusal) {
        calls.append("username \(username)")
        if let refusal { throw refusal }
    }

    func chooseUsername(_ username: String) async throws(LoginRefusal) -> NewUsername {
        calls.append("new username \(username)")
        if let refusal { throw refusal }
        return newUsername
    }

    func retrySavedSignIn() async throws(LoginRefusal) -> any LoginEntity {
        calls.append("retry")
        return try retry.get()
    }

    func logIn(password: String) async throws(LoginRefusal) -> any LoginEntity {
        calls.append("logIn \(password)")
        return try attempt.get()
    }

    func choosePassword(_ password: String) throws(LoginRefusal) {
        calls.append("choose \(password)")
        if let refusal { throw refusal }
    }

    func register(repeatedPassword: String) async throws(LoginRefusal) -> any LoginEntity {
        calls.append("register \(repeatedPassword)")
        return try attempt.get()
    }
}

@MainActor
final class LoginRouterSpy: LoginRouting {
    private(set) var shownUsers: [Account] = []
    func showPlayers(of user: any LoginEntity) { shownUsers.append(Account(id: user.id, username: user.username)) }
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
        savedSignIn: LoginRefusal? = nil
    ) -> LoginPresenter {
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
    func asking(_ intent: LoginIntent, password: Bool = false) async -> LoginPresenter {
        let sut = presenter()
        if intent == .logIn {
            sut.didChooseLogIn()
        } else {
            sut.didChooseRegister()
        }
        if password { await sut.didEnterUsername("ann") }
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

        await sut.didEnterUsername("ann")
        #expect(view.last?.step == .password(.logIn))
        #expect(router.shownUsers.isEmpty)

        await sut.didEnterPassword("secret")

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
        #expect(view.last?.message == .info("Choose a username for the new account. Enter alone, b or cancel goes back to the menu."))
        #expect(interactor.calls.isEmpty, "nothing was taken as the username")

        sut.didChooseLogIn()
        sut.didAskForHelp()
        #expect(view.last?.message == .info("Type your username. Enter alone, b or cancel goes back to the menu."))
        await sut.didEnterUsername("ann")
        sut.didAskForHelp()
        #expect(view.last?.step == .password(.logIn))
        #expect(view.last?.message == .info("Type your password; it is not shown. Enter alone, b or cancel goes back to the menu."))
    }

    @Test func leavingAField_goesBackToTheMenu_askingTheStoreNothing() async {
        let sut = presenter()
        sut.didChooseRegister()
        sut.didLeaveField()
        #expect(view.last?.step == .menu)
        #expect(view.last?.message == nil)
        #expect(interactor.calls.isEmpty, "nothing was taken as the username")
    }

    @Test func username_whenMissing_endsTheAttemptSayingBothFieldsAreRequired() async {
        interactor.refusal = .credentialsMissing
        let sut = await asking(.logIn)

        await sut.didEnterUsername("   ")

        #expect(view.last == Self.bothRequired)
    }

    @Test(arguments: [LoginIntent.logIn, .register])
    func username_breakingARule_isExplainedAndAskedAgain(intent: LoginIntent) async {
        interactor.refusal = .invalid(.forbiddenCharacter(field: .username, character: ":"))
        let sut = await asking(intent)

        await sut.didEnterUsername("a:b")

        #expect(view.last?.step == .username(intent))
        #expect(view.last?.message == .error("Username can't contain \":\"."))
        #expect(router.shownUsers.isEmpty)
    }

    @Test func password_whenMissing_endsTheAttemptSayingBothFieldsAreRequired() async {
        interactor.attempt = .failure(.credentialsMissing)
        let sut = await asking(.logIn, password: true)

        await sut.didEnterPassword("")

        #expect(view.last == Self.bothRequired)
        #expect(router.shownUsers.isEmpty)
    }

    @Test func password_breakingARule_isExplainedAndAskedAgain() async {
        interactor.attempt = .failure(.invalid(.controlCharacters(field: .password)))
        let sut = await asking(.logIn, password: true)

        await sut.didEnterPassword("pw\u{7}")

        #expect(view.last?.step == .password(.logIn))
        #expect(view.last?.message == .error("Password can't contain control characters."))
    }

    @Test func logIn_withWrongCredentials_showsTheErrorAndOffersRetry() async {
        interactor.attempt = .failure(.wrongCredentials)
        let sut = await asking(.logIn, password: true)

        await sut.didEnterPassword("bad")

        #expect(view.last?.step == .menu)
        #expect(view.last?.message == .error("Wrong username or password. Type l to try again."))
        #expect(router.shownUsers.isEmpty)
    }

    @Test func logIn_whenTheStoreIsUnreachable_saysSoAndOffersRetry() async {
        interactor.attempt = .failure(.failed(.unavailable("server")))
        let sut = await asking(.logIn, password: true)

        await sut.didEnterPassword("pw")

        #expect(view.last?.message == .error("Storage is unavailable: server. Type l to try again."))
    }

    @Test func logIn_andRegister_sayWhatTheyAreDoingWhileTheStoreWorks() async {
        interactor.attempt = .failure(.failed(.unavailable("server")))
        let logIn = await asking(.logIn, password: true)
        await logIn.didEnterPassword("pw")
        #expect(view.displayed.dropLast().last?.message == .working("Logging in…"))

        let register = await asking(.register, password: true)
        #expect(view.displayed.contains { $0.message == .working("Checking the username…") })
        await register.didEnterPassword("pw")
        await register.didEnterPassword("pw")
        #expect(view.displayed.dropLast().last?.message == .working("Creating the account…"))
        #expect(view.last?.message?.kind == .error)
    }

    @Test func logIn_whenTheStoreIsUnreachable_offersToSendTheSameAgain_andTSendsIt() async {
        interactor.attempt = .failure(.failed(.unavailable("server")))
        interactor.canRetryAttempt = true
        let sut = await asking(.logIn, password: true)
        await sut.didEnterPassword("pw")

        #expect(view.last?.message == .error("Storage is unavailable: server. Type t to try again."))
        #expect(view.last?.canRetryAttempt == true)

        interactor.attempt = .success(Account(username: "ann"))
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

        await sut.didEnterPassword("pw")
        #expect(view.last?.step == .repeatPassword)
        #expect(router.shownUsers.isEmpty)

        await sut.didEnterPassword("pw")

        #expect(interactor.calls == ["new username ann", "choose pw", "register pw"])
        #expect(router.shownUsers == [Account(username: "ann")])
    }

    @Test func register_whenTheChosenPasswordBreaksARule_asksItAgain() async {
        let sut = await asking(.register, password: true)
        interactor.refusal = .invalid(.tooLong(field: .password, maximum: 128))

        await sut.didEnterPassword(String(repeating: "p", count: 129))

        #expect(view.last?.step == .password(.register))
        #expect(view.last?.message == .error("Password must be at most 128 characters."))
    }

    @Test func register_whenTheChosenPasswordIsMissing_endsTheAttempt() async {
        let sut = await asking(.register, password: true)
        interactor.refusal = .credentialsMissing

        await sut.didEnterPassword("")

        #expect(view.last == Self.bothRequired)
    }

    @Test func register_whenPasswordsDiffer_asksThePasswordAgain() async {
        interactor.attempt = .failure(.passwordsDiffer)
        let sut = await asking(.register, password: true)
        await sut.didEnterPassword("pw")

        await sut.didEnterPassword("other")

        #expect(view.last?.step == .password(.register))
        #expect(view.last?.message == .error("The two passwords don't match. Type the password again."))
        #expect(router.shownUsers.isEmpty)
    }

    @Test func register_whenTheStoreFindsTheUsernameTakenOnlyAtTheEnd_asksAnotherName() async {
        interactor.attempt = .failure(.usernameTaken)
        let sut = await asking(.register, password: true)
        await sut.didEnterPassword("pw")

        await sut.didEnterPassword("pw")

        #expect(view.last?.step == .username(.register))
        #expect(view.last?.message == .error("That username is taken: choose another one, or log in."))
        #expect(router.shownUsers.isEmpty)
    }

    @Test func register_whenTheUsernameIsTaken_saysSoRightAfterTheUsername() async {
        interactor.refusal = .usernameTaken
        let sut = await asking(.register)

        await sut.didEnterUsername("ann")

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

        await sut.didEnterPassword("short")

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

        await sut.didEnterPassword("secret")
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
        await presenter(savedSignIn: .savedSignInRefused).viewWillAppear()

        #expect(view.last?.message == .error("Your saved sign-in was refused by the server; log in again."))
        #expect(view.last?.canRetrySavedSignIn == false)
    }

    @Test func savedSignInUnreachable_saysSoAndOffersRetry() async {
        await presenter(savedSignIn: .savedSignInUnreachable(.unavailable("no answer"))).viewWillAppear()

        #expect(
            view.last?.message
                == .error(
                    "Your saved sign-in could not be checked. Storage is unavailable: no answer. Type t to try again, or log in."
                ))
        #expect(view.last?.canRetrySavedSignIn == true)
    }

    @Test func retrySavedSignIn_whenTheServerAnswers_opensThePlayers() async {
        interactor.retry = .success(Account(username: "ann"))
        let sut = presenter(savedSignIn: .savedSignInUnreachable(.unavailable("no answer")))

        await sut.didChooseRetrySavedSignIn()

        #expect(router.shownUsers == [Account(username: "ann")])
        #expect(view.last?.canRetrySavedSignIn == false)
    }

    @Test func retrySavedSignIn_whenStillAway_saysSoAgain() async {
        interactor.retry = .failure(.savedSignInUnreachable(.unavailable("still no answer")))
        let sut = presenter(savedSignIn: .savedSignInUnreachable(.unavailable("no answer")))

        await sut.didChooseRetrySavedSignIn()

        #expect(view.last?.message?.text.contains("still no answer") == true)
        #expect(view.last?.canRetrySavedSignIn == true)
        #expect(router.shownUsers.isEmpty)
    }

    @Test func retrySavedSignIn_whenRefusedNow_saysSoAndStopsOfferingRetry() async {
        interactor.retry = .failure(.savedSignInRefused)
        let sut = presenter(savedSignIn: .savedSignInUnreachable(.unavailable("no answer")))

        await sut.didChooseRetrySavedSignIn()

        #expect(view.last?.message == .error("Your saved sign-in was refused by the server; log in again."))
        #expect(view.last?.canRetrySavedSignIn == false)
    }

    @Test func retrySavedSignIn_whenNoneIsKeptAnyMore_saysSoAndStopsOfferingRetry() async {
        interactor.retry = .failure(.noSavedSignIn)
        let sut = presenter(savedSignIn: .savedSignInUnreachable(.unavailable("no answer")))

        await sut.didChooseRetrySavedSignIn()

        #expect(view.last?.message == .error("No saved sign-in is left; log in."))
        #expect(view.last?.canRetrySavedSignIn == false)
        #expect(router.shownUsers.isEmpty)
    }

    @Test func logIn_whenTheStoreFailsOtherwise_saysSoAtTheMenu() async {
        interactor.attempt = .failure(.failed(.unexpected("the server sent nonsense")))
        let sut = await asking(.logIn, password: true)

        await sut.didEnterPassword("pw")

        #expect(view.last?.step == .menu)
        #expect(view.last?.message == .error("Something unexpected happened: the server sent nonsense. Type l to try again."))
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

    @Test func aUsernameOrAPassword_atTheMenu_doesNothing() async {
        let sut = presenter()
        await sut.didEnterUsername("ann")
        await sut.didEnterPassword("secret")

        #expect(view.displayed.isEmpty)
        #expect(interactor.calls.isEmpty)
    }
}
