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

public final class LoginPresenter: LoginPresenting {
    public weak var view: (any LoginDisplaying)?
    private let interactor: any LoginInteracting
    private let router: any LoginRouting
    private let storageDescription: String
    /// A server store keeps a login token with the username: say so.
    private let remembersSession: Bool
    private var form = LoginForm()
    private var rememberedUsername: String?
    private var step = LoginStep.menu
    private var message: Message?

    /// `notice` is shown when the screen first appears (why the user is back at Login);
    /// `username` prefills the form (the user whose session just ended).
    public init(
        interactor: any LoginInteracting,
        router: any LoginRouting,
        storageDescription: String,
        remembersSession: Bool = false,
        notice: String? = nil,
        username: String? = nil
    ) {
        self.interactor = interactor
        self.router = router
        self.storageDescription = storageDescription
        self.remembersSession = remembersSession
        message = notice.map(Message.error)
        form.username = username ?? ""
    }

    public func viewWillAppear() async {
        rememberedUsername = await interactor.rememberedUsername()
        if let rememberedUsername, form.username.isEmpty || form.username == rememberedUsername {
            form.username = rememberedUsername
            form.rememberMe = true
        }
        show()
    }

    public func didChooseLogIn() {
        ask(.username(.logIn))
    }

    public func didChooseRegister() {
        ask(.username(.register))
    }

    public func didToggleRememberMe() {
        form.rememberMe.toggle()
        ask(.menu, .info(form.rememberMe
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
            enterUsername(text, intent: intent)
        case .password(let intent):
            await enterPassword(text, intent: intent)
        case .repeatPassword:
            await enterRepeatedPassword(text)
        }
    }

    private func enterUsername(_ text: String, intent: LoginIntent) {
        // Enter keeps the username already there (remembered or typed before).
        let typed = text.trimmingCharacters(in: .whitespaces).isEmpty ? form.username : text
        guard !typed.isEmpty else { return ask(.menu, .error(Self.bothRequired)) }
        switch Validation.username(typed) {
        case .success(let username):
            form.username = username
            ask(.password(intent))
        case .failure(let error):
            ask(.username(intent), .error(error.message))
        }
    }

    private func enterPassword(_ text: String, intent: LoginIntent) async {
        guard !text.isEmpty else { return ask(.menu, .error(Self.bothRequired)) }
        switch Validation.password(text) {
        case .failure(let error):
            ask(.password(intent), .error(error.message))
        case .success(let password):
            form.password = password
            if intent == .register {
                ask(.repeatPassword)
            } else {
                await submit(.logIn)
            }
        }
    }

    private func enterRepeatedPassword(_ text: String) async {
        guard text == form.password else {
            form.password = ""
            return ask(.password(.register), .error(ValidationError.mismatch(field: "Password").message + " Type the password again."))
        }
        await submit(.register)
    }

    private func submit(_ intent: LoginIntent) async {
        let credentials = Credentials(username: form.username, password: form.password)
        form.password = ""
        do {
            let user = switch intent {
            case .logIn: try await interactor.logIn(credentials, rememberMe: form.rememberMe)
            case .register: try await interactor.register(credentials, rememberMe: form.rememberMe)
            }
            ask(.menu)
            router.showPlayers(of: user)
        } catch {
            ask(.menu, .error(error.userMessage + " Type l to try again."))
        }
    }

    private func ask(_ next: LoginStep, _ news: Message? = nil) {
        step = next
        message = news
        show()
    }

    private func show() {
        view?.display(LoginViewModel(
            username: form.username,
            isRemembered: rememberedUsername != nil && rememberedUsername == form.username,
            rememberMe: form.rememberMe,
            storageDescription: storageDescription,
            step: step,
            message: message
        ))
    }

    static let bothRequired = "Username and password are both required."
}
