import Domain
import Testing
import TerminalUI
import TestSupport
@testable import Login

/// The assembled module, driven through its screen line by line.
@MainActor
@Suite struct LoginModuleTests {
    let authentication = FakeAuthenticationService()
    let navigator = SpyNavigator()
    let factory = LoginScreenFactorySpy()

    func build(remembered: FakeRememberedUsernameStore, notice: String? = nil, username: String? = nil) async -> any Screen {
        let screen = LoginModule.build(
            authentication: authentication,
            rememberedUsernames: remembered,
            storageDescription: "local: /data",
            notice: notice,
            username: username,
            navigator: navigator,
            factory: factory
        )
        await screen.willAppear()
        return screen
    }

    func type(_ lines: String..., into screen: any Screen) async {
        for line in lines { await screen.handle(line) }
    }

    @Test func build_logsInAsTheRememberedUserWithEnterAndThePassword() async {
        let remembered = FakeRememberedUsernameStore(username: "ann")
        let screen = await build(remembered: remembered)
        #expect(screen.content.body.first == .text("Username:     ann  (remembered)"))

        await type("l", "", "secret", into: screen)

        #expect(authentication.snapshot.logIns == [Credentials(username: "ann", password: "secret")])
        #expect(remembered.username == "ann")
        #expect(factory.users == [User(id: "1", username: "ann")])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_afterASessionEnded_prefillsThatUserOverAnotherRememberedOne() async {
        let remembered = FakeRememberedUsernameStore(username: "bob")
        let screen = await build(remembered: remembered, notice: "Your session has expired.", username: "ann")
        #expect(screen.content.message == .error("Your session has expired."))
        #expect(screen.content.body == [.text("Username:     ann"), .text("Remember me:  [ ] no")])

        await type("l", "", "pw", into: screen)

        #expect(authentication.snapshot.logIns == [Credentials(username: "ann", password: "pw")])
        #expect(remembered.username == nil, "remember me was off")
    }

    @Test func build_registersAfterARepeatThatDidNotMatch() async {
        let screen = await build(remembered: FakeRememberedUsernameStore())

        await type("r", " ann ", "pw", "other", into: screen)
        #expect(screen.content.message == .error("The two passwords don't match. Type the password again."))
        #expect(screen.content.prompt == .secret("Password:"))

        await type("pw2", "pw2", into: screen)

        #expect(authentication.snapshot.registrations == [Credentials(username: "ann", password: "pw2")])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_withWrongCredentials_staysWithTheUsernameKeptAndTriesAgain() async {
        authentication.setResult(.failure(.wrongCredentials))
        let screen = await build(remembered: FakeRememberedUsernameStore())

        await type("l", "ann", "bad", into: screen)
        #expect(screen.content.message == .error("Wrong username or password. Type l to try again."))
        #expect(screen.content.body.first == .text("Username:     ann"))

        authentication.setResult(.success(User(id: "1", username: "ann")))
        await type("l", "", "good", into: screen)

        #expect(authentication.snapshot.logIns.map(\.password) == ["bad", "good"])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }
}
