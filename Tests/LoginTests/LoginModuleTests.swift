import AuthenticationInterface
import Domain
import TerminalUI
import TestSupport
import Testing

@testable import Login

/// The assembled module, driven through its screen line by line.
@MainActor
@Suite struct LoginModuleTests {
    /// Every call the two services got.
    let log = ServiceCallLog()
    let navigator = SpyNavigator()
    let factory = LoginScreenFactorySpy()

    /// The screen on accounts whose passwords these are (Ann's, "secret", unless told), with
    /// `rememberedUsername` kept from an earlier start.
    func build(
        remembering rememberedUsername: String? = nil, notice: String? = nil, username: String? = nil,
        accounts passwords: [String: String] = ["ann": "secret"]
    ) async throws -> any Screen {
        let screen = LoginModule.build(
            authentication: AuthenticationServiceDouble.accounts(passwords).recorded(in: log),
            rememberedUsernames: RememberedUsernameStoreDouble.remembering(rememberedUsername).recorded(in: log),
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

    @Test func build_logsInAsTheRememberedUserWithOnlyThePassword() async throws {
        let screen = try await build(remembering: "ann")
        #expect(screen.content.body.first == .text("Username:     ann  (remembered)"))

        await type("l", into: screen)
        #expect(screen.content.prompt == .secret("Password:"))
        await type("secret", into: screen)

        #expect(log.logIns == [Credentials(username: "ann", password: "secret")])
        #expect(log.rememberings == ["ann"])
        #expect(factory.users == [.ann])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_afterASessionEnded_prefillsThatUserOverAnotherRememberedOne() async throws {
        let screen = try await build(remembering: "bob", notice: "Your session has expired.", username: "ann")
        #expect(screen.content.message == .error("Your session has expired."))
        #expect(screen.content.body == [.text("Username:     ann"), .text("Remember me:  [ ] no")])

        // The password is asked at once, never shown: one typed by habit is no username on screen.
        await type("l", into: screen)
        #expect(screen.content.prompt == .secret("Password:"))
        await type("secret", into: screen)

        #expect(log.logIns == [Credentials(username: "ann", password: "secret")])
        #expect(log.rememberings == [nil], "remember me was off")
    }

    @Test func build_registersAfterARepeatThatDidNotMatch() async throws {
        let screen = try await build()

        await type("r", " bob ", "password", "other", into: screen)
        #expect(screen.content.message == .error("The two passwords don't match. Type the password again."))
        #expect(screen.content.prompt == .secret("Password (at least 8 characters):"))

        await type("password2", "password2", into: screen)

        #expect(log.registrations == [Credentials(username: "bob", password: "password2")])
        #expect(factory.users.map(\.username) == ["bob"])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_withWrongCredentials_staysWithTheUsernameKeptAndTriesAgain() async throws {
        let screen = try await build()

        await type("l", "ann", "bad", into: screen)
        #expect(screen.content.message == .error("Wrong username or password. Type l to try again."))
        #expect(screen.content.body.first == .text("Username:     ann"))

        await type("l", "", "secret", into: screen)

        #expect(log.logIns.map(\.password) == ["bad", "secret"])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_whileRegistering_saysATakenUsernameBeforeThePasswords() async throws {
        let screen = try await build()

        await type("r", into: screen)
        #expect(screen.content.title == "Register")
        await type("ann", into: screen)

        #expect(screen.content.message == .error("That username is taken: choose another one, or log in."))
        #expect(screen.content.prompt == .text("Username:"))
        await type("bob", into: screen)
        #expect(screen.content.prompt == .secret("Password (at least 8 characters):"))
        #expect(log.registrations.isEmpty)
    }

    @Test func build_refusesANewPasswordShorterThanEight() async throws {
        let screen = try await build()

        await type("r", "bob", "seven77", into: screen)

        #expect(screen.content.message == .error("Password must be at least 8 characters."))
        #expect(screen.content.prompt == .secret("Password (at least 8 characters):"))
        await type("eight888", "eight888", into: screen)
        #expect(log.registrations == [Credentials(username: "bob", password: "eight888")])
    }

    @Test func build_withARememberedUser_canStillLogInAsAnother() async throws {
        let screen = try await build(remembering: "ann", accounts: ["ann": "secret", "bob": "bobs-password"])

        await type("u", "bob", "bobs-password", into: screen)

        #expect(log.logIns == [Credentials(username: "bob", password: "bobs-password")])
        #expect(factory.users.map(\.username) == ["bob"])
    }
}
