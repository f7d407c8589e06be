import Domain
import TerminalUI

/// Builds the login screen: View, Interactor, Presenter and Router, wired.
@MainActor
public enum LoginModule {
    /// `notice` says why the user is back at Login; `username` prefills the form (the user
    /// whose session just ended).
    public static func build(
        authentication: any AuthenticationService,
        rememberedUsernames: any RememberedUsernameStore,
        storageDescription: String,
        remembersSession: Bool = false,
        notice: String? = nil,
        username: String? = nil,
        navigator: any Navigating,
        factory: any LoginScreenFactory
    ) -> any Screen {
        let interactor = LoginInteractor(authentication: authentication, rememberedUsernames: rememberedUsernames, username: username)
        let router = LoginRouter(navigator: navigator, factory: factory)
        let presenter = LoginPresenter(
            interactor: interactor,
            router: router,
            storageDescription: storageDescription,
            remembersSession: remembersSession,
            notice: notice
        )
        let view = LoginView(presenter: presenter)
        presenter.view = view
        return view
    }
}
