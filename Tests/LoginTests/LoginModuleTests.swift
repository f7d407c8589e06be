import Domain
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import Login

extension FaultInjectingServices {
    /// Every log-in the store was asked for, in order.
    var logIns: [Credentials] {
        calls.compactMap { call in
            if case .logIn(let credentials) = call { credentials } else { nil }
        }
    }

    /// Every account the store was asked to create, in order.
    var registrations: [Credentials] {
        calls.compactMap { call in
            if case .register(let credentials) = call { credentials } else { nil }
        }
    }
}

/// The assembled module, driven through its screen line by line.
@MainActor
@Suite struct LoginModuleTests {
    /// Ann's account (password "secret") on an in-memory store, which also keeps the remembered username.
    let ann: RegisteredUser
    let navigator = SpyNavigator()
    let factory = LoginScreenFactorySpy()

    init() async throws {
        ann = try await RegisteredUser.make("ann", password: "secret")
    }

    var services: FaultInjectingServices { ann.services }

    var remembered: String? {
        get async throws { try await services.rememberedUsername() }
    }

    func build(remembering rememberedUsername: String? = nil, notice: String? = nil, username: String? = nil) async throws -> any Screen {
        if let rememberedUsername { try await services.setRememberedUsername(rememberedUsername) }
        let screen = LoginModule.build(
            authentication: services,
            rememberedUsernames: services,
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

        #expect(services.logIns == [Credentials(username: "ann", password: "secret")])
        #expect(try await remembered == "ann")
        #expect(factory.users == [ann.user])
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

        #expect(services.logIns == [Credentials(username: "ann", password: "secret")])
        #expect(try await remembered == nil, "remember me was off")
    }

    @Test func build_registersAfterARepeatThatDidNotMatch() async throws {
        let screen = try await build()

        await type("r", " bob ", "password", "other", into: screen)
        #expect(screen.content.message == .error("The two passwords don't match. Type the password again."))
        #expect(screen.content.prompt == .secret("Password (at least 8 characters):"))

        await type("password2", "password2", into: screen)

        #expect(services.registrations == [Credentials(username: "bob", password: "password2")])
        #expect(factory.users.map(\.username) == ["bob"])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }

    @Test func build_withWrongCredentials_staysWithTheUsernameKeptAndTriesAgain() async throws {
        let screen = try await build()

        await type("l", "ann", "bad", into: screen)
        #expect(screen.content.message == .error("Wrong username or password. Type l to try again."))
        #expect(screen.content.body.first == .text("Username:     ann"))

        await type("l", "", "secret", into: screen)

        #expect(services.logIns.map(\.password) == ["bad", "secret"])
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
        #expect(services.registrations.isEmpty)
    }

    @Test func build_refusesANewPasswordShorterThanEight() async throws {
        let screen = try await build()

        await type("r", "bob", "seven77", into: screen)

        #expect(screen.content.message == .error("Password must be at least 8 characters."))
        #expect(screen.content.prompt == .secret("Password (at least 8 characters):"))
        await type("eight888", "eight888", into: screen)
        #expect(services.registrations == [Credentials(username: "bob", password: "eight888")])
    }

    @Test func build_withARememberedUser_canStillLogInAsAnother() async throws {
        _ = try await services.register(Credentials(username: "bob", password: "bobs-password"))
        let screen = try await build(remembering: "ann")

        await type("u", "bob", "bobs-password", into: screen)

        #expect(services.logIns == [Credentials(username: "bob", password: "bobs-password")])
        #expect(factory.users.map(\.username) == ["bob"])
    }
}
