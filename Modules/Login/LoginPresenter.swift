import Domain
import TerminalUI

/// What the login view tells its presenter.
@MainActor
public protocol LoginPresenting: AnyObject {
    func viewWillAppear() async
    func didChooseLogIn()
    func didChooseRegister()
    func didToggleRememberMe()
    func didEnterUnknownCommand(_ line: String)
    /// A line typed while a field (username, password) is asked.
    func didEnterField(_ text: String) async
}

public final class LoginPresenter<User: LoginEntity>: LoginPresenting {
    public weak var view: (any LoginDisplaying)?
    private let interactor: any LoginInteracting<User>
    private let router: any LoginRouting<User>
    private let storageDescription: String
    /// A server store keeps a login token with the username: say so.
    private let remembersSession: Bool
    private var step = LoginStep.menu
    private var message: Message?

    /// `notice` is shown when the screen first appears: why the user is back at Login.
    public init(
        interactor: any LoginInteracting<User>,
        router: any LoginRouting<User>,
        storageDescription: String,
        remembersSession: Bool = false,
        notice: String? = nil
    ) {
        self.interactor = interactor
        self.router = router
        self.storageDescription = storageDescription
        self.remembersSession = remembersSession
        message = notice.map(Message.error)
    }

    public func viewWillAppear() async {
        await interactor.recallRememberedUsername()
        show()
    }

    public func didChooseLogIn() {
        ask(.username(.logIn))
    }

    public func didChooseRegister() {
        ask(.username(.register))
    }

    public func didToggleRememberMe() {
        interactor.toggleRememberMe()
        ask(.menu, .info(interactor.rememberMe
            ? (remembersSession
                ? "Your username and a login token will be kept on this computer until you log out (never your password)."
                : "Your username will be remembered on this computer (never your password).")
            : "Your username will not be remembered."))
    }

    public func didEnterUnknownCommand(_ line: String) {
        ask(.menu, .unknownCommand(line))
    }

    public func didEnterField(_ text: String) async {
        switch step {
        case .menu:
            break
        case .username(let intent):
            answer(interactor.enterUsername(text), next: .password(intent))
        case .password(.logIn):
            present(await interactor.logIn(password: text))
        case .password(.register):
            answer(interactor.choosePassword(text), next: .repeatPassword)
        case .repeatPassword:
            present(await interactor.register(repeatedPassword: text))
        }
    }

    /// Goes on to `next`, or says why the line was not taken.
    private func answer(_ refusal: LoginRefusal?, next: LoginStep) {
        guard let refusal else { return ask(next) }
        refuse(refusal)
    }

    private func present(_ attempt: LoginAttempt<User>) {
        switch attempt {
        case .succeeded(let user):
            ask(.menu)
            router.showPlayers(of: user)
        case .refused(let refusal):
            refuse(refusal)
        case .failed(let error):
            ask(.menu, .error(error.message + " Type l to try again."))
        }
    }

    /// A missing field ends the attempt; a field that breaks a rule is asked again.
    private func refuse(_ refusal: LoginRefusal) {
        switch refusal {
        case .credentialsMissing:
            ask(.menu, .error(Self.bothRequired))
        case .invalid(let error):
            ask(step, .error(error.message))
        case .passwordsDiffer:
            ask(.password(.register), .error(ValidationError.mismatch(field: "Password").message + " Type the password again."))
        }
    }

    private func ask(_ next: LoginStep, _ news: Message? = nil) {
        step = next
        message = news
        show()
    }

    private func show() {
        view?.display(LoginViewModel(
            username: interactor.username,
            isRemembered: interactor.isUsernameRemembered,
            rememberMe: interactor.rememberMe,
            storageDescription: storageDescription,
            step: step,
            message: message
        ))
    }

    static var bothRequired: String { "Username and password are both required." }
}
