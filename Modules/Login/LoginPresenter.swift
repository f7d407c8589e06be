import Domain
import Presentation
import TerminalUI

public final class LoginPresenter: LoginPresenting {
    public weak var view: (any LoginDisplaying)?
    private let interactor: any LoginInteracting
    private let router: any LoginRouting
    private let storageDescription: String
    private let hint: String?
    private var canRetrySavedSignIn = false
    private var step = LoginStep.menu
    private var message: Message?

    /// `notice` is shown when the screen first appears: why the user is back at Login;
    /// `savedSignIn` says why the sign-in "remember me" kept did not open the app;
    /// `demoAccount` is the sample account a demo opens on, told so the visitor can return to it.
    public init(
        interactor: any LoginInteracting,
        router: any LoginRouting,
        storageDescription: String,
        notice: String? = nil,
        savedSignIn: LoginRefusal? = nil,
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
        do {
            let on = try interactor.toggleRememberMe()
            ask(.menu, .info(LoginWording.rememberMe(on, keeping: interactor.remembering)))
        } catch {
            ask(.menu, .info(LoginWording.refusal(error)))
        }
    }

    public func didChooseRetrySavedSignIn() async {
        ask(step, .working(LoginWording.checkingSavedSignIn))
        do {
            let user = try await interactor.retrySavedSignIn()
            canRetrySavedSignIn = false
            open(user)
        } catch {
            explain(error)
            show()
        }
    }

    public func didChooseRetryAttempt() async {
        ask(.menu, .working(LoginWording.tryingAgain))
        guard interactor.canRetryAttempt else { return ask(.menu) }
        await attempt { () async throws(LoginRefusal) in try await interactor.retryAttempt() }
    }

    public func didEnterUnknownCommand(_ line: String) {
        ask(.menu, .unknownCommand(line))
    }

    public func didEnterUsername(_ username: String) async {
        do {
            switch step {
            case .username(.logIn):
                try interactor.enterUsername(username)
                ask(.password(.logIn))
            case .username(.register):
                ask(step, .working(LoginWording.checkingUsername))
                let newUsername = try await interactor.chooseUsername(username)
                ask(.password(.register), LoginWording.newUsername(newUsername, interactor.username).map(Message.info))
            case .menu, .password, .repeatPassword:
                break
            }
        } catch {
            refuse(error)
        }
    }

    public func didEnterPassword(_ password: String) async {
        switch step {
        case .password(.logIn):
            ask(step, .working(LoginWording.loggingIn))
            await attempt { () async throws(LoginRefusal) in try await interactor.logIn(password: password) }
        case .password(.register):
            do {
                try interactor.choosePassword(password)
                ask(.repeatPassword)
            } catch {
                refuse(error)
            }
        case .repeatPassword:
            ask(step, .working(LoginWording.creatingAccount))
            await attempt { () async throws(LoginRefusal) in try await interactor.register(repeatedPassword: password) }
        case .menu, .username:
            break
        }
    }

    public func didAskForHelp() {
        ask(step, .info(LoginWording.help(for: step, username: interactor.username)))
    }

    public func didLeaveField() {
        ask(.menu)
    }

    /// Opens the account `body` logs in to or creates, or says why it did not.
    private func attempt(_ body: () async throws(LoginRefusal) -> any LoginEntity) async {
        do {
            open(try await body())
        } catch {
            refuse(error)
        }
    }

    private func open(_ user: any LoginEntity) {
        ask(.menu)
        router.showPlayers(of: user)
    }

    /// A missing field or a store's answer ends the attempt; a field that breaks a rule is asked again.
    private func refuse(_ refusal: LoginRefusal) {
        let next: LoginStep =
            switch refusal {
            case .invalid: step
            case .passwordsDiffer: .password(.register)
            // Known before the passwords, or only now with a server: straight back to choosing another name.
            case .usernameTaken: .username(.register)
            case .credentialsMissing, .nothingToRemember, .wrongCredentials, .failed, .savedSignInRefused, .savedSignInUnreachable,
                .noSavedSignIn:
                .menu
            }
        ask(next, .error(LoginWording.refusal(refusal, canRetry: interactor.canRetryAttempt)))
    }

    /// Why the kept sign-in did not open the app; only a server that could not be reached is worth asking again.
    private func explain(_ refusal: LoginRefusal) {
        if case .savedSignInUnreachable = refusal { canRetrySavedSignIn = true } else { canRetrySavedSignIn = false }
        message = .error(LoginWording.refusal(refusal))
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
