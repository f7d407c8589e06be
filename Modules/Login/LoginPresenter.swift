import Domain
import Presentation
import TerminalUI

/// What the login view tells its presenter.
@MainActor
public protocol LoginPresenting: AnyObject {
    func viewWillAppear() async
    /// Logs in: as the remembered user with only the password, else username first.
    func didChooseLogIn()
    /// Logs in as someone other than the remembered user.
    func didChooseAnotherUser()
    func didChooseRegister()
    func didToggleRememberMe()
    /// Tries again the kept sign-in the server could not check at start.
    func didChooseRetrySavedSignIn() async
    /// Sends again the log in or registration the store could not answer.
    func didChooseRetryAttempt() async
    func didEnterUnknownCommand(_ line: String)
    /// A line typed while a field (username, password) is asked.
    func didEnterField(_ text: String) async
}

public final class LoginPresenter<User: LoginEntity>: LoginPresenting {
    public weak var view: (any LoginDisplaying)?
    private let interactor: any LoginInteracting<User>
    private let router: any LoginRouting<User>
    private let storageDescription: String
    private let remembering: RememberMeScope
    private let hint: String?
    private var canRetrySavedSignIn = false
    private var step = LoginStep.menu
    private var message: Message?

    /// `notice` is shown when the screen first appears: why the user is back at Login;
    /// `savedSignIn` says why the sign-in "remember me" kept did not open the app;
    /// `demoAccount` is the sample account a demo opens on, told so the visitor can return to it.
    public init(
        interactor: any LoginInteracting<User>,
        router: any LoginRouting<User>,
        storageDescription: String,
        remembering: RememberMeScope = .username,
        notice: String? = nil,
        savedSignIn: SavedSignInProblem? = nil,
        demoAccount: Credentials? = nil
    ) {
        self.interactor = interactor
        self.router = router
        self.storageDescription = storageDescription
        self.remembering = remembering
        hint = demoAccount.map { "The sample players are \($0.username)’s: log in as \($0.username), password \($0.password)." }
        message = notice.map(Message.error)
        if let savedSignIn { explain(savedSignIn) }
    }

    public func viewWillAppear() async {
        await interactor.recallRememberedUsername()
        show()
    }

    public func didChooseLogIn() {
        ask(interactor.isUsernameRemembered ? .password(.logIn) : .username(.logIn))
    }

    public func didChooseAnotherUser() {
        ask(.username(.logIn))
    }

    public func didChooseRegister() {
        ask(.username(.register))
    }

    public func didToggleRememberMe() {
        guard remembering != .nothing else { return ask(.menu, .info(Self.demoRemembersNothing)) }
        interactor.toggleRememberMe()
        ask(.menu, .info(interactor.rememberMe
            ? (remembering == .usernameAndToken
                ? "Your username and a login token will be kept on this computer until you log out (never your password)."
                : "Your username will be remembered on this computer (never your password).")
            : "Your username will not be remembered."))
    }

    public func didChooseRetrySavedSignIn() async {
        ask(step, .working("Checking your saved sign-in…"))
        switch await interactor.retrySavedSignIn() {
        case .success(let user):
            canRetrySavedSignIn = false
            ask(.menu)
            router.showPlayers(of: user)
        case .failure(let problem):
            explain(problem)
            show()
        }
    }

    public func didChooseRetryAttempt() async {
        ask(.menu, .working("Trying again…"))
        guard let attempt = await interactor.retryAttempt() else { return ask(.menu) }
        present(attempt)
    }

    public func didEnterUnknownCommand(_ line: String) {
        ask(.menu, .unknownCommand(line))
    }

    public func didEnterField(_ text: String) async {
        switch step {
        case .menu:
            break
        case .username(.logIn):
            answer(interactor.enterUsername(text), next: .password(.logIn))
        case .username(.register):
            ask(step, .working("Checking the username…"))
            switch await interactor.chooseUsername(text) {
            case .success(.free): ask(.password(.register))
            case .success(.unchecked): ask(.password(.register), .info(Self.takenIsToldLater(interactor.username)))
            case .failure(let refusal): refuse(refusal)
            }
        case .password(.logIn):
            ask(step, .working("Logging in…"))
            present(await interactor.logIn(password: text))
        case .password(.register):
            answer(interactor.choosePassword(text), next: .repeatPassword)
        case .repeatPassword:
            ask(step, .working("Creating the account…"))
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
        case .failed(.usernameTaken):
            // Known only now with a server: straight back to choosing another name.
            refuse(.usernameTaken)
        case .failed(let error):
            ask(.menu, .error(error.message + (interactor.canRetryAttempt ? " Type t to try again." : " Type l to try again.")))
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
        case .usernameTaken:
            ask(.username(.register), .error(ServiceError.usernameTaken.message))
        }
    }

    private func explain(_ problem: SavedSignInProblem) {
        switch problem {
        case .refused:
            canRetrySavedSignIn = false
            message = .error("Your saved sign-in was refused by the server; log in again.")
        case .unreachable(let error):
            canRetrySavedSignIn = true
            message = .error("Your saved sign-in could not be checked. \(error.message) Type t to try again, or log in.")
        case .none:
            canRetrySavedSignIn = false
            message = .error("No saved sign-in is left; log in.")
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
            remembering: remembering,
            canRetrySavedSignIn: canRetrySavedSignIn,
            canRetryAttempt: step == .menu && interactor.canRetryAttempt,
            storageDescription: storageDescription,
            step: step,
            hint: hint,
            message: message
        ))
    }

    static var bothRequired: String { "Username and password are both required." }
    static var demoRemembersNothing: String { "The demo keeps nothing once you quit, so there is nothing to remember." }

    static func takenIsToldLater(_ username: String) -> String {
        "Whether “\(username)” is free is told only when the account is created, after the passwords."
    }
}
