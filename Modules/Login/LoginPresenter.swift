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
    /// `?` at a field: what to type there, asked again.
    func didAskForHelp()
}

public final class LoginPresenter<User: LoginEntity>: LoginPresenting {
    public weak var view: (any LoginDisplaying)?
    private let interactor: any LoginInteracting<User>
    private let router: any LoginRouting<User>
    private let storageDescription: String
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
        notice: String? = nil,
        savedSignIn: SavedSignInProblem? = nil,
        demoAccount: Credentials? = nil
    ) {
        self.interactor = interactor
        self.router = router
        self.storageDescription = storageDescription
        hint = demoAccount.map(LoginWording.demoHint)
        message = notice.map(Message.error)
        if let savedSignIn { explain(savedSignIn) }
    }

    public func viewWillAppear() async {
        await interactor.recallRememberedUsername()
        show()
    }

    public func didChooseLogIn() {
        ask(interactor.isUsernameKnown ? .password(.logIn) : .username(.logIn))
    }

    public func didChooseAnotherUser() {
        ask(.username(.logIn))
    }

    public func didChooseRegister() {
        ask(.username(.register))
    }

    public func didToggleRememberMe() {
        switch interactor.toggleRememberMe() {
        case .success(let on): ask(.menu, .info(LoginWording.rememberMe(on, keeping: interactor.remembering)))
        case .failure(let refusal): ask(.menu, .info(LoginWording.refusal(refusal)))
        }
    }

    public func didChooseRetrySavedSignIn() async {
        ask(step, .working(LoginWording.checkingSavedSignIn))
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
        ask(.menu, .working(LoginWording.tryingAgain))
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
            ask(step, .working(LoginWording.checkingUsername))
            switch await interactor.chooseUsername(text) {
            case .success(.free): ask(.password(.register))
            case .success(.unchecked): ask(.password(.register), .info(LoginWording.takenIsToldLater(interactor.username)))
            case .failure(let refusal): refuse(refusal)
            }
        case .password(.logIn):
            ask(step, .working(LoginWording.loggingIn))
            present(await interactor.logIn(password: text))
        case .password(.register):
            answer(interactor.choosePassword(text), next: .repeatPassword)
        case .repeatPassword:
            ask(step, .working(LoginWording.creatingAccount))
            present(await interactor.register(repeatedPassword: text))
        }
    }

    public func didAskForHelp() {
        ask(step, .info(LoginWording.help(for: step, username: interactor.username)))
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
            ask(.menu, .error(LoginWording.failed(error, canRetry: interactor.canRetryAttempt)))
        }
    }

    /// A missing field ends the attempt; a field that breaks a rule is asked again.
    private func refuse(_ refusal: LoginRefusal) {
        let next: LoginStep =
            switch refusal {
            case .credentialsMissing: .menu
            case .invalid: step
            case .passwordsDiffer: .password(.register)
            case .usernameTaken: .username(.register)
            case .nothingToRemember: .menu
            }
        ask(next, .error(LoginWording.refusal(refusal)))
    }

    /// Only a server that could not be reached is worth asking again.
    private func explain(_ problem: SavedSignInProblem) {
        if case .unreachable = problem { canRetrySavedSignIn = true } else { canRetrySavedSignIn = false }
        message = .error(LoginWording.savedSignIn(problem))
    }

    private func ask(_ next: LoginStep, _ news: Message? = nil) {
        step = next
        message = news
        show()
    }

    private func show() {
        view?.display(
            LoginViewModel(
                username: interactor.username,
                isRemembered: interactor.isUsernameRemembered,
                rememberMe: interactor.rememberMe,
                remembering: interactor.remembering,
                canRetrySavedSignIn: canRetrySavedSignIn,
                canRetryAttempt: step == .menu && interactor.canRetryAttempt,
                storageDescription: storageDescription,
                step: step,
                hint: hint,
                message: message
            ))
    }
}
