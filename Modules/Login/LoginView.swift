import TerminalUI

/// What the login presenter tells its view.
@MainActor
public protocol LoginDisplaying: AnyObject {
    func display(_ viewModel: LoginViewModel)
}

/// The login screen as text. Passive: it shows the last view model and forwards input.
public final class LoginView: LoginDisplaying, Screen {
    private let presenter: any LoginPresenting
    private var viewModel = LoginViewModel()

    public init(presenter: any LoginPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: LoginViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        await presenter.viewWillAppear()
    }

    public func handle(_ input: String) async {
        guard viewModel.step == .menu else {
            return await presenter.didEnterField(input)
        }
        switch CommandInput(input).bareWord {
        case "l", "login", "log": presenter.didChooseLogIn()
        case "r", "register": presenter.didChooseRegister()
        case "m", "remember": presenter.didToggleRememberMe()
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: "Login",
            status: viewModel.storageDescription,
            body: [
                .text("Username:     " + usernameText),
                .text("Remember me:  " + (viewModel.rememberMe ? "[x] yes (username only)" : "[ ] no")),
            ],
            message: viewModel.message,
            actions: viewModel.step == .menu ? Self.menuActions : [],
            prompt: prompt
        )
    }

    private var usernameText: String {
        guard !viewModel.username.isEmpty else { return Wording.missing }
        return viewModel.username + (viewModel.isRemembered ? "  (remembered)" : "")
    }

    private var prompt: Prompt {
        switch viewModel.step {
        case .menu: .command
        case .username:
            .text(viewModel.username.isEmpty ? "Username:" : "Username [\(viewModel.username)]:")
        case .password: .secret("Password:")
        case .repeatPassword: .secret("Repeat password:")
        }
    }

    static let menuActions = [
        Action("l", "log in", help: "Log in with your username and password."),
        Action("r", "register", help: "Create an account: choose a username and a password."),
        Action("m", "remember me", help: "Keep your username on this computer for the next start (never your password)."),
    ]
}
