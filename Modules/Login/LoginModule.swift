import AuthenticationInterface
import Domain
import TerminalUI

/// Builds the login screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum LoginModule {
    /// `notice` says why the user is back at Login; `username` prefills the form (the user
    /// whose session just ended); `savedSignIn` says why the sign-in "remember me" kept did
    /// not open the app, which `sessionRestorer` can try again; `demoAccount` is told on the form.
    public static func build(
        authentication: any AuthenticationService,
        rememberedUsernames: any RememberedUsernameStore,
        sessionRestorer: (any SessionRestoring)? = nil,
        storageDescription: String,
        remembering: RememberMeScope = .username,
        notice: String? = nil,
        savedSignIn: LoginRefusal? = nil,
        demoAccount: Credentials? = nil,
        username: String? = nil,
        navigator: any Navigating,
        factory: any LoginScreenFactory
    ) -> any Screen {
        let interactor = LoginInteractor(
            authentication: authentication,
            rememberedUsernames: rememberedUsernames,
            sessionRestorer: sessionRestorer,
            remembering: remembering,
            username: username
        )
        let router = LoginRouter(navigator: navigator, factory: factory)
        let presenter = LoginPresenter(
            interactor: interactor,
            router: router,
            storageDescription: storageDescription,
            notice: notice,
            savedSignIn: savedSignIn,
            demoAccount: demoAccount
        )
        let view = LoginView(presenter: presenter)
        presenter.view = view
        return view
    }
}
