import Presentation
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
            // `?` explains the field, as on every form; no username or password is "?".
            if FieldInput(input) == .help { return presenter.didAskForHelp() }
            return await presenter.didEnterField(input)
        }
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
            title: isRegistering ? "Register" : "Login",
            status: viewModel.storageDescription,
            body: [
                .text("Username:     " + usernameText),
                .text("Remember me:  " + rememberMeText),
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

    private var rememberMeText: String {
        switch (viewModel.remembering, viewModel.rememberMe) {
        case (.nothing, _): "no (the demo keeps nothing)"
        case (_, false): "[ ] no"
        case (.username, true): "[x] yes (username only)"
        case (.usernameAndToken, true): "[x] yes (username and login token)"
        }
    }

    private var usernameText: String {
        guard !viewModel.username.isEmpty else { return Wording.missing }
        return viewModel.username + (viewModel.isRemembered ? "  (remembered)" : "")
    }

    private var prompt: Prompt {
        switch viewModel.step {
        case .menu: .command
        case .username(.register):
            // The name kept in the form is an account already: a new one is typed afresh.
            .text("Username:")
        case .username(.logIn):
            .text(viewModel.username.isEmpty ? "Username:" : "Username [\(viewModel.username)]:")
        case .password(.logIn): .secret("Password:")
        case .password(.register): .secret("Password (at least 8 characters):")
        case .repeatPassword: .secret("Repeat password:")
        }
    }

    private var menuActions: [Action] {
        var actions =
            viewModel.isRemembered
            ? [
                // Cut, so that the command fits a 40-column footer whatever the username's length.
                Action("l", "log in as \(SafeText.truncate(viewModel.username, to: 20))", help: "Log in as \(viewModel.username): only the password is asked."),
                Action("u", "other user", help: "Log in as someone else: type the username, then the password."),
            ]
            : [Action("l", "log in", help: "Log in with your username and password.")]
        actions.append(Action("r", "register", help: "Create an account: choose a username and a password (at least 8 characters)."))
        switch viewModel.remembering {
        case .username:
            actions.append(Action("m", "remember me", help: "Keep your username on this computer for the next start (never your password)."))
        case .usernameAndToken:
            actions.append(
                Action(
                    "m", "remember me",
                    help: "Keep your username and a login token on this computer, so the next start skips the password until you log out (never your password)."
                ))
        case .nothing:
            break
        }
        if viewModel.canRetryAttempt {
            actions.append(Action("t", "try again", help: "Send the same username and password again; nothing needs typing again."))
        } else if viewModel.canRetrySavedSignIn {
            actions.append(Action("t", "try again", help: "Ask the server again about your saved sign-in."))
        }
        return actions
    }
}
