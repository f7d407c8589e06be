import Domain
import TerminalUI
import TestSupport
import Testing

@testable import Login

@MainActor
final class LoginPresenterSpy: LoginPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() async { events.append("appear") }
    func didChooseLogIn() { events.append("logIn") }
    func didChooseAnotherUser() { events.append("anotherUser") }
    func didChooseRetrySavedSignIn() async { events.append("retry") }
    func didChooseRetryAttempt() async { events.append("retryAttempt") }
    func didChooseRegister() { events.append("register") }
    func didToggleRememberMe() { events.append("remember") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
    func didEnterUsername(_ username: String) async { events.append("username:\(username)") }
    func didEnterPassword(_ password: String) async { events.append("password:\(password)") }
    func didAskForHelp() { events.append("help") }
    func didLeaveField() { events.append("leave") }
}

@MainActor
@Suite struct LoginViewTests {
    let presenter = LoginPresenterSpy()
    var sut: LoginView { LoginView(presenter: presenter) }

    @Test func content_atTheMenu_showsUsernameRememberMeAndCommands() {
        let view = sut
        view.display(LoginViewModel(username: "ann", rememberMe: true, storageDescription: "local: /data"))

        #expect(
            view.content.renderedText() == """
                 Football Gather · Login                                            local: /data
                ────────────────────────────────────────────────────────────────────────────────
                 Username:     ann
                 Remember me:  [x] yes (username only)

                 l log in   r register   m remember me   ? help
                > 
                """)
    }

    @Test func content_withARememberedUser_offersLoggingInAsThemOrAsAnotherUser() {
        let view = sut
        view.display(LoginViewModel(username: "ann", isRemembered: true, rememberMe: true, storageDescription: "local: /data"))

        #expect(view.content.body.first == .text("Username:     ann  (remembered)"))
        #expect(view.content.actions.map(\.key) == ["l", "u", "r", "m"])
        #expect(view.content.actions.first?.label == "log in as ann")
        #expect(view.content.actions[1].help == "Log in as someone else: type the username, then the password.")
    }

    /// `b` and `cancel` leave every field, Register's username and the passwords included; a username
    /// that is one of them is typed after a backslash, a password is taken as typed.
    @Test(arguments: [LoginStep.username(.register), .username(.logIn), .password(.register), .password(.logIn), .repeatPassword])
    func bOrCancel_atAnyField_leavesIt(step: LoginStep) async {
        let view = sut
        view.display(LoginViewModel(step: step))
        for line in ["b", "cancel", " Back "] { await view.handle(line) }
        #expect(presenter.events == ["leave", "leave", "leave"])
    }

    @Test func aUsernameThatIsAFieldWord_isTypedAfterABackslash_aPasswordAsTyped() async {
        let view = sut
        view.display(LoginViewModel(step: .username(.register)))
        await view.handle("\\b")
        view.display(LoginViewModel(step: .password(.register)))
        await view.handle("\\cancel-me-not")
        #expect(presenter.events == ["username:b", "password:\\cancel-me-not"])
    }

    @Test func content_whileRegistering_isTitledRegister() {
        let view = sut
        for step in [LoginStep.username(.register), .password(.register), .repeatPassword] {
            view.display(LoginViewModel(step: step))
            #expect(view.content.title == "Register")
        }
        for step in [LoginStep.menu, .username(.logIn), .password(.logIn)] {
            view.display(LoginViewModel(step: step))
            #expect(view.content.title == "Login")
        }
    }

    @Test func content_withAServer_saysRememberMeKeepsALoginTokenToo() {
        let view = sut
        view.display(LoginViewModel(rememberMe: true, remembering: .usernameAndToken))

        #expect(view.content.body.last == .text("Remember me:  [x] yes (username and login token)"))
        #expect(view.content.actions.first { $0.key == "m" }?.help.contains("login token") == true)
    }

    @Test func content_inTheDemo_claimsToRememberNothing() {
        let view = sut
        view.display(LoginViewModel(rememberMe: true, remembering: .nothing))

        #expect(view.content.body.last == .text("Remember me:  no (the demo keeps nothing)"))
        #expect(view.content.actions.map(\.key) == ["l", "r"])
    }

    @Test func content_withAHint_showsItUnderTheForm() {
        let view = sut
        view.display(LoginViewModel(remembering: .nothing, hint: "Log in as demo."))

        #expect(view.content.body.suffix(2) == [.blank, .text("Log in as demo.")])
    }

    @Test func content_whenChoosingANewPassword_saysTheMinimumInThePrompt() {
        let view = sut
        view.display(LoginViewModel(username: "bob", step: .password(.register)))

        #expect(view.content.prompt == .secret("Password (at least 8 characters):"))
    }

    @Test func content_whenTheSavedSignInCanBeRetried_offersIt() async {
        let view = sut
        view.display(LoginViewModel(canRetrySavedSignIn: true))
        #expect(view.content.actions.last?.key == "t")
        await view.handle("t")

        view.display(LoginViewModel())
        #expect(!view.content.actions.contains { $0.key == "t" })
        await view.handle("t")

        #expect(presenter.events == ["retry", "unknown:t"])
    }

    @Test func content_whenAFailedAttemptCanBeSentAgain_offersIt_beforeTheSavedSignIn() async {
        let view = sut
        view.display(LoginViewModel(canRetrySavedSignIn: true, canRetryAttempt: true))

        #expect(
            view.content.actions.filter { $0.key == "t" }.map(\.help)
                == ["Send the same username and password again; nothing needs typing again."])
        await view.handle("t")
        await view.handle("retry")

        #expect(presenter.events == ["retryAttempt", "retryAttempt"])
    }

    @Test func content_whenAskingThePassword_usesASecretPromptAndHidesCommands() {
        let view = sut
        view.display(LoginViewModel(username: "ann", step: .password(.logIn)))

        #expect(view.content.prompt == .secret("Password:"))
        #expect(view.content.actions.isEmpty)
    }

    @Test func content_whenAskingTheUsernameToLogIn_showsTheDefault() {
        let view = sut
        view.display(LoginViewModel(username: "ann", step: .username(.logIn)))
        #expect(view.content.prompt == .text("Username [ann]:"))

        view.display(LoginViewModel(step: .username(.logIn)))
        #expect(view.content.prompt == .text("Username:"))
    }

    @Test func content_whenAskingANewUsername_offersNoDefault() {
        let view = sut
        view.display(LoginViewModel(username: "ann", step: .username(.register)))

        #expect(view.content.prompt == .text("Username:"))
    }

    @Test func content_showsANameWithEscapeSequencesSafely() {
        let view = sut
        view.display(LoginViewModel(username: "\u{1B}]0;pwned\u{07}ann"))

        #expect(!view.content.renderedText().contains("\u{1B}"))
        #expect(view.content.renderedText().contains("\u{FFFD}]0;pwned\u{FFFD}ann"))
    }

    @Test func handle_atTheMenu_mapsCommandsToPresenterEvents() async {
        let view = sut
        for line in ["l", "u", "R", "m", "", "dance", "m 2"] { await view.handle(line) }

        #expect(presenter.events == ["logIn", "anotherUser", "register", "remember", "unknown:dance", "unknown:m 2"])
    }

    @Test(arguments: [LoginStep.username(.logIn), .username(.register)])
    func handle_whileAskingAUsername_forwardsTheLineAsTheUsernameTyped(step: LoginStep) async {
        let view = sut
        view.display(LoginViewModel(step: step))

        await view.handle("  l ")

        #expect(presenter.events == ["username:  l "])
    }

    @Test(arguments: [LoginStep.password(.logIn), .password(.register), .repeatPassword])
    func handle_whileAskingAPassword_forwardsTheLineAsThePasswordTyped(step: LoginStep) async {
        let view = sut
        view.display(LoginViewModel(step: step))

        await view.handle(" r ")
        await view.handle("")

        #expect(presenter.events == ["password: r ", "password:"])
    }

    /// The issue that found it: `?` at Register's username became the username.
    @Test(arguments: [LoginStep.username(.logIn), .username(.register), .password(.logIn), .password(.register), .repeatPassword])
    func handle_aQuestionMarkAtAField_asksForItsHelp(step: LoginStep) async {
        let view = sut
        view.display(LoginViewModel(step: step))

        await view.handle(" ? ")

        #expect(presenter.events == ["help"])
    }

    @Test func willAppear_tellsThePresenter() async {
        let view = sut
        await view.willAppear()
        #expect(presenter.events == ["appear"])
    }

    // MARK: Width

    @Test(arguments: ScreenContent.testedWidths)
    func content_fitsTheWidth(width: Int) {
        let view = sut
        view.display(
            LoginViewModel(
                username: "Maximiliana Alexandra Wolfeschlegelsteinhausen", isRemembered: true, rememberMe: true,
                storageDescription: "server: https://footballgather.example.com"))

        #expect(view.content.widthProblems(width: width) == [])
    }
}
