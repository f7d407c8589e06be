import AuthenticationInterface
import Domain
import Testing

@Suite struct AuthenticationDoublesTests {
    let credentials = Credentials(username: "ana", password: "secret-1")
    let user = User(id: "u1", username: "ana")

    @Test func authenticationServiceDouble_forwardsEveryCallToItsClosure() async throws {
        let calls = Calls()
        let user = user
        var double = AuthenticationServiceDouble()
        double.onRegister = {
            calls.record("register \($0.username)"); return user
        }
        double.onLogIn = {
            calls.record("logIn \($0.username)"); return user
        }
        double.onLogOut = { calls.record("logOut \($0.username)") }
        double.onAvailability = {
            calls.record("availability \($0)"); return .taken
        }

        #expect(try await double.register(credentials) == user)
        #expect(try await double.logIn(credentials) == user)
        await double.logOut(user)
        #expect(try await double.availability(ofUsername: "bo") == .taken)
        #expect(calls.all == ["register ana", "logIn ana", "logOut ana", "availability bo"])
    }

    @Test func authenticationServiceDouble_unsetCallsFail_namingTheCall() async {
        let double = AuthenticationServiceDouble()

        await #expect(throws: ServiceError.unexpected("AuthenticationService.register was not set up")) {
            try await double.register(credentials)
        }
        await #expect(throws: ServiceError.unexpected("AuthenticationService.logIn was not set up")) {
            try await double.logIn(credentials)
        }
        await #expect(throws: ServiceError.unexpected("AuthenticationService.availability was not set up")) {
            try await double.availability(ofUsername: "ana")
        }
        await double.logOut(user)  // can't fail: does nothing
    }

    @Test func sessionRestoringDouble_forwardsToItsClosures_andUnsetHasNothingKept() async {
        let user = user
        var double = SessionRestoringDouble()
        #expect(await double.savedSignIn() == nil)
        #expect(await double.restoreSession() == SessionRestoration.none)

        double.onSavedSignIn = { "ana" }
        double.onRestoreSession = { .restored(user) }

        #expect(await double.savedSignIn() == "ana")
        #expect(await double.restoreSession() == .restored(user))
    }

    @Test func rememberedUsernameStoreDouble_forwardsToItsClosures() async throws {
        let calls = Calls()
        var double = RememberedUsernameStoreDouble()
        double.onRememberedUsername = { "ana" }
        double.onSetRememberedUsername = { calls.record("set \($0 ?? "nil")") }

        #expect(try await double.rememberedUsername() == "ana")
        try await double.setRememberedUsername(nil)
        #expect(calls.all == ["set nil"])
    }

    @Test func rememberedUsernameStoreDouble_unsetCallsFail_namingTheCall() async {
        let double = RememberedUsernameStoreDouble()

        await #expect(throws: ServiceError.unexpected("RememberedUsernameStore.rememberedUsername was not set up")) {
            try await double.rememberedUsername()
        }
        await #expect(throws: ServiceError.unexpected("RememberedUsernameStore.setRememberedUsername was not set up")) {
            try await double.setRememberedUsername("ana")
        }
    }
}
