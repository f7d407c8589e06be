import Domain
import Testing
import TerminalUI
import TestSupport
@testable import Login

@MainActor
final class LoginInteractorSpy: LoginInteracting {
    var remembered: String?
    var result: Result<User, ServiceError> = .success(User(id: "1", username: "ann"))
    private(set) var logIns: [(Credentials, Bool)] = []
    private(set) var registrations: [(Credentials, Bool)] = []

    func rememberedUsername() async -> String? { remembered }

    func logIn(_ credentials: Credentials, rememberMe: Bool) async throws -> User {
        logIns.append((credentials, rememberMe))
        return try result.get()
    }

    func register(_ credentials: Credentials, rememberMe: Bool) async throws -> User {
        registrations.append((credentials, rememberMe))
        return try result.get()
    }
}

@MainActor
final class LoginRouterSpy: LoginRouting {
    private(set) var shownUsers: [User] = []
    func showPlayers(of user: User) { shownUsers.append(user) }
}

@MainActor
final class LoginViewSpy: LoginDisplaying {
    private(set) var displayed: [LoginViewModel] = []
    var last: LoginViewModel? { displayed.last }
    func display(_ viewModel: LoginViewModel) { displayed.append(viewModel) }
}

@MainActor
@Suite struct LoginPresenterTests {
    let interactor = LoginInteractorSpy()
    let router = LoginRouterSpy()
    let view = LoginViewSpy()
    let sut: LoginPresenter

    init() {
        sut = LoginPresenter(interactor: interactor, router: router, storageDescription: "local: /data")
        sut.view = view
    }

    @Test func viewWillAppear_withARememberedUsername_prefillsItAndTicksRememberMe() async {
        interactor.remembered = "ann"

        await sut.viewWillAppear()

        #expect(view.last == LoginViewModel(
            username: "ann", isRemembered: true, rememberMe: true, storageDescription: "local: /data", step: .menu
        ))
    }

    @Test func logIn_asksUsernameThenPasswordThenLogsInAndRoutes() async {
        sut.didChooseLogIn()
        #expect(view.last?.step == .username(.logIn))

        await sut.didEnterField("ann")
        #expect(view.last?.step == .password(.logIn))

        await sut.didEnterField("secret")

        #expect(interactor.logIns.map(\.0) == [Credentials(username: "ann", password: "secret")])
        #expect(router.shownUsers == [User(id: "1", username: "ann")])
    }

    @Test func logIn_withBlankUsername_saysBothFieldsAreRequired() async {
        sut.didChooseLogIn()
        await sut.didEnterField("   ")

        #expect(view.last?.step == .menu)
        #expect(view.last?.message == .error("Username and password are both required."))
        #expect(interactor.logIns.isEmpty)
    }

    @Test func logIn_withEmptyPassword_saysBothFieldsAreRequiredAndKeepsTheUsername() async {
        sut.didChooseLogIn()
        await sut.didEnterField("ann")
        await sut.didEnterField("")

        #expect(view.last?.message == .error("Username and password are both required."))
        #expect(view.last?.username == "ann")
        #expect(interactor.logIns.isEmpty)
    }

    @Test func logIn_withEnterAtUsername_keepsTheRememberedOne() async {
        interactor.remembered = "ann"
        await sut.viewWillAppear()

        sut.didChooseLogIn()
        await sut.didEnterField("")
        await sut.didEnterField("pw")

        #expect(interactor.logIns.map(\.0) == [Credentials(username: "ann", password: "pw")])
        #expect(interactor.logIns.map(\.1) == [true])
    }

    @Test(arguments: [
        AdversarialInput("10 000 characters", String(repeating: "x", count: 10_000)),
        AdversarialInput("colon", "a:b"),
        AdversarialInput("escape sequence", "\u{1B}[31mred"),
    ])
    func logIn_withAnInvalidUsername_explainsAndAsksAgain(username: AdversarialInput) async {
        sut.didChooseLogIn()
        await sut.didEnterField(username.text)

        #expect(view.last?.step == .username(.logIn))
        #expect(view.last?.message?.kind == .error)
        #expect(interactor.logIns.isEmpty)
    }

    @Test func logIn_withWrongCredentials_showsTheErrorAndOffersRetry() async {
        interactor.result = .failure(.wrongCredentials)

        sut.didChooseLogIn()
        await sut.didEnterField("ann")
        await sut.didEnterField("bad")

        #expect(view.last?.step == .menu)
        #expect(view.last?.message == .error("Wrong username or password. Type l to try again."))
        #expect(view.last?.username == "ann")
        #expect(router.shownUsers.isEmpty)
    }

    @Test func register_asksThePasswordTwiceThenRegisters() async {
        sut.didChooseRegister()
        await sut.didEnterField("ann")
        await sut.didEnterField("pw")
        #expect(view.last?.step == .repeatPassword)

        await sut.didEnterField("pw")

        #expect(interactor.registrations.map(\.0) == [Credentials(username: "ann", password: "pw")])
        #expect(router.shownUsers.count == 1)
    }

    @Test func register_whenPasswordsDiffer_asksThePasswordAgain() async {
        sut.didChooseRegister()
        await sut.didEnterField("ann")
        await sut.didEnterField("pw")
        await sut.didEnterField("other")

        #expect(view.last?.step == .password(.register))
        #expect(view.last?.message?.text.hasPrefix("The two passwords don't match.") == true)
        #expect(interactor.registrations.isEmpty)
    }

    @Test func register_whenUsernameIsTaken_saysSo() async {
        interactor.result = .failure(.usernameTaken)

        sut.didChooseRegister()
        await sut.didEnterField("ann")
        await sut.didEnterField("pw")
        await sut.didEnterField("pw")

        #expect(view.last?.message?.text.hasPrefix("That username is taken") == true)
        #expect(router.shownUsers.isEmpty)
    }

    @Test func toggleRememberMe_flipsTheBoxAndExplains() {
        sut.didToggleRememberMe()
        #expect(view.last?.rememberMe == true)

        sut.didToggleRememberMe()
        #expect(view.last?.rememberMe == false)
        #expect(view.last?.message == .info("Your username will not be remembered."))
    }

    @Test func viewWillAppear_withANotice_showsWhyTheUserIsBackOnce() async {
        let sut = LoginPresenter(interactor: interactor, router: router, storageDescription: "server", notice: "Your session has expired.")
        sut.view = view

        await sut.viewWillAppear()
        #expect(view.last?.message == .error("Your session has expired."))

        sut.didChooseLogIn()
        #expect(view.last?.message == nil)
    }

    @Test func viewWillAppear_withTheUserWhoseSessionEnded_prefillsTheirName() async {
        interactor.remembered = "bob"
        let sut = LoginPresenter(interactor: interactor, router: router, storageDescription: "server", username: "ann")
        sut.view = view

        await sut.viewWillAppear()
        sut.didChooseLogIn()
        await sut.didEnterField("")
        await sut.didEnterField("pw")

        #expect(interactor.logIns.map(\.0) == [Credentials(username: "ann", password: "pw")])
        #expect(interactor.logIns.map(\.1) == [false])
    }

    @Test func toggleRememberMe_withAServer_saysTheTokenIsKeptToo() {
        let sut = LoginPresenter(interactor: interactor, router: router, storageDescription: "server", remembersSession: true)
        sut.view = view

        sut.didToggleRememberMe()

        #expect(view.last?.message?.text.hasPrefix("Your username and a login token will be kept") == true)
    }

    @Test func unknownCommand_isReported() {
        sut.didEnterUnknownCommand("xyz")

        #expect(view.last?.message == .unknownCommand("xyz"))
    }

    @Test func didEnterField_atTheMenu_doesNothing() async {
        await sut.didEnterField("ann")

        #expect(view.displayed.isEmpty)
    }
}
