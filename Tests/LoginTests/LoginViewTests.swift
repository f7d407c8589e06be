import Domain
import Testing
import TerminalUI
import TestSupport
@testable import Login

@MainActor
final class LoginPresenterSpy: LoginPresenting {
    private(set) var events: [String] = []
    func viewWillAppear() async { events.append("appear") }
    func didChooseLogIn() { events.append("logIn") }
    func didChooseRegister() { events.append("register") }
    func didToggleRememberMe() { events.append("remember") }
    func didEnterUnknownCommand(_ line: String) { events.append("unknown:\(line)") }
    func didEnterField(_ text: String) async { events.append("field:\(text)") }
}

@MainActor
@Suite struct LoginViewTests {
    let presenter = LoginPresenterSpy()
    var sut: LoginView { LoginView(presenter: presenter) }

    @Test func content_atTheMenu_showsUsernameRememberMeAndCommands() {
        let view = sut
        view.display(LoginViewModel(username: "ann", isRemembered: true, rememberMe: true, storageDescription: "local: /data"))

        #expect(view.content.renderedText() == """
         Football Gather · Login                                            local: /data
        ────────────────────────────────────────────────────────────────────────────────
         Username:     ann  (remembered)
         Remember me:  [x] yes (username only)

         l log in   r register   m remember me   ? help
        > 
        """)
    }

    @Test func content_whenAskingThePassword_usesASecretPromptAndHidesCommands() {
        let view = sut
        view.display(LoginViewModel(username: "ann", step: .password(.logIn)))

        #expect(view.content.prompt == .secret("Password:"))
        #expect(view.content.actions.isEmpty)
    }

    @Test func content_whenAskingTheUsername_showsTheDefault() {
        let view = sut
        view.display(LoginViewModel(username: "ann", step: .username(.register)))
        #expect(view.content.prompt == .text("Username [ann]:"))

        view.display(LoginViewModel(step: .username(.register)))
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
        for line in ["l", "R", "m", "", "dance", "m 2"] { await view.handle(line) }

        #expect(presenter.events == ["logIn", "register", "remember", "unknown:dance", "unknown:m 2"])
    }

    @Test func handle_whileAskingAField_forwardsTheLineAsTyped() async {
        let view = sut
        view.display(LoginViewModel(step: .username(.logIn)))

        await view.handle("  l ")

        #expect(presenter.events == ["field:  l "])
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
        view.display(LoginViewModel(username: "Maximiliana Alexandra Wolfeschlegelsteinhausen", isRemembered: true, rememberMe: true, storageDescription: "server: https://footballgather.example.com"))

        #expect(view.content.widthProblems(width: width) == [])
    }
}
