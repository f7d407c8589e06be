import Presentation
import TerminalUI

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
        // `?` explains the field and `b` or `cancel` leaves it, as on every form: no username or password
        // is one of them (a username that is one is typed after a backslash; a password is taken as typed).
        let field = FieldInput(input)
        switch (viewModel.step, field) {
        case (.menu, _): await handleCommand(input)
        case (_, .help): presenter.didAskForHelp()
        case (_, .back), (_, .cancel): presenter.didLeaveField()
        case (.username, .value(let username)): await presenter.didEnterUsername(username)
        case (.password, _), (.repeatPassword, _): await presenter.didEnterPassword(input)
        }
    }

    private func handleCommand(_ input: String) async {
        switch CommandInput(input).bareWord {
        case "l", "login", "log": presenter.didChooseLogIn()
        case "u", "user": presenter.didChooseAnotherUser()
        case "r", "register": presenter.didChooseRegister()
        case "m", "remember": presenter.didToggleRememberMe()
        case "t", "try", "retry":
            if viewModel.canRetryAttempt {
                await presenter.didChooseRetryAttempt()
            } else if viewModel.canRetrySavedSignIn {
                await presenter.didChooseRetrySavedSignIn()
            } else {
                presenter.didEnterUnknownCommand(input)
            }
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: LoginWording.title(registering: isRegistering),
            status: viewModel.storageDescription,
            body: [
                .text(LoginWording.usernameLine(viewModel.username, isRemembered: viewModel.isRemembered)),
                .text(LoginWording.rememberMeLine(viewModel.rememberMe, keeping: viewModel.remembering)),
            ] + (viewModel.hint.map { [.blank, .text($0)] } ?? []),
            message: viewModel.message,
            actions: viewModel.step == .menu ? menuActions : [],
            prompt: prompt
        )
    }

    private var isRegistering: Bool {
        switch viewModel.step {
        case .username(.register), .password(.register), .repeatPassword: true
        case .menu, .username(.logIn), .password(.logIn): false
        }
    }

    private var prompt: Prompt {
        let text = LoginWording.prompt(for: viewModel.step, username: viewModel.username)
        switch viewModel.step {
        case .menu: return .command
        case .username: return .text(text)
        case .password, .repeatPassword: return .secret(text)
        }
    }

    private var menuActions: [Action] {
        var actions =
            viewModel.isRemembered
            ? [
                // Cut, so that the command fits a 40-column footer whatever the username's length.
                Action("l", "log in as \(SafeText.truncate(viewModel.username, to: 20))", help: LoginWording.logInAsHelp(viewModel.username)),
                Action("u", "other user", help: LoginWording.otherUserHelp),
            ]
            : [Action("l", "log in", help: LoginWording.logInHelp)]
        actions.append(Action("r", "register", help: LoginWording.registerHelp))
        if let help = LoginWording.rememberMeHelp(keeping: viewModel.remembering) {
            actions.append(Action("m", "remember me", help: help))
        }
        if viewModel.canRetryAttempt {
            actions.append(Action("t", "try again", help: LoginWording.retryAttemptHelp))
        } else if viewModel.canRetrySavedSignIn {
            actions.append(Action("t", "try again", help: LoginWording.retrySavedSignInHelp))
        }
        return actions
    }
}
