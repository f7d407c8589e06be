import Domain
import Testing
import TestSupport
@testable import Login

@MainActor
@Suite struct LoginInteractorTests {
    let authentication = FakeAuthenticationService()
    let remembered = FakeRememberedUsernameStore()

    var sut: LoginInteractor {
        LoginInteractor(authentication: authentication, rememberedUsernames: remembered)
    }

    @Test func logIn_withRememberMe_keepsTheUsername() async throws {
        let user = try await sut.logIn(Credentials(username: "ann", password: "pw"), rememberMe: true)

        #expect(user.username == "ann")
        #expect(authentication.snapshot.logIns == [Credentials(username: "ann", password: "pw")])
        #expect(remembered.username == "ann")
    }

    @Test func logIn_withoutRememberMe_forgetsAnEarlierUsername() async throws {
        let remembered = FakeRememberedUsernameStore(username: "bob")
        let sut = LoginInteractor(authentication: authentication, rememberedUsernames: remembered)

        _ = try await sut.logIn(Credentials(username: "ann", password: "pw"), rememberMe: false)

        #expect(remembered.username == nil)
    }

    @Test func logIn_whenCredentialsAreWrong_throwsAndRemembersNothing() async {
        authentication.setResult(.failure(.wrongCredentials))

        await #expect(throws: ServiceError.wrongCredentials) {
            try await sut.logIn(Credentials(username: "ann", password: "bad"), rememberMe: true)
        }
        #expect(remembered.username == nil)
    }

    @Test func register_createsTheAccountAndRemembersTheUsername() async throws {
        _ = try await sut.register(Credentials(username: "ann", password: "pw"), rememberMe: true)

        #expect(authentication.snapshot.registrations == [Credentials(username: "ann", password: "pw")])
        #expect(remembered.username == "ann")
    }

    @Test func rememberedUsername_whenStorageFails_isNil() async {
        let sut = LoginInteractor(
            authentication: authentication,
            rememberedUsernames: FakeRememberedUsernameStore(username: "ann", failure: .unavailable("disk"))
        )

        #expect(await sut.rememberedUsername() == nil)
    }

    @Test func logIn_whenRememberingFails_stillLogsIn() async throws {
        let sut = LoginInteractor(
            authentication: authentication,
            rememberedUsernames: FakeRememberedUsernameStore(failure: .unavailable("disk"))
        )

        let user = try await sut.logIn(Credentials(username: "ann", password: "pw"), rememberMe: true)

        #expect(user.username == "ann")
    }
}
