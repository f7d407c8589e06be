import Domain
import TerminalUI

/// What the new-player presenter tells its view.
@MainActor
public protocol PlayerAddDisplaying: AnyObject {
    func display(_ viewModel: PlayerAddViewModel)
}

/// The new-player screen as text. Passive: it shows the last view model and forwards input.
public final class PlayerAddView: PlayerAddDisplaying, Screen {
    private let presenter: any PlayerAddPresenting
    private var viewModel = PlayerAddViewModel()

    public init(presenter: any PlayerAddPresenting) {
        self.presenter = presenter
    }

    public func display(_ viewModel: PlayerAddViewModel) {
        self.viewModel = viewModel
    }

    public func willAppear() async {
        presenter.viewWillAppear()
    }

    public func handle(_ input: String) async {
        guard viewModel.step == .saveFailed else {
            return await presenter.didEnterField(input)
        }
        switch CommandInput(input).word {
        case "s", "save": await presenter.didChooseSave()
        case "b", "back", "c", "cancel": presenter.didChooseCancel()
        case "": break
        default: presenter.didEnterUnknownCommand(input)
        }
    }

    public var content: ScreenContent {
        ScreenContent(
            title: "New player",
            body: fields + choices,
            message: viewModel.message,
            actions: viewModel.step == .saveFailed ? Self.saveFailedActions : [],
            prompt: prompt
        )
    }

    private var fields: [Block] {
        let form = viewModel.form
        return [
            .text("Name:            " + shown(form.name.isEmpty ? nil : form.name)),
            .text("Age:             " + shown(form.age.map(String.init))),
            .text("Position:        " + shown(form.position.map(Self.describe))),
            .text("Skill:           " + shown(form.skill?.rawValue)),
            .text("Favourite team:  " + shown(form.favouriteTeam)),
        ]
    }

    private var choices: [Block] {
        switch viewModel.step {
        case .position: [.blank] + Self.numbered(PlayerPosition.allCases.map(Self.describe))
        case .skill: [.blank] + Self.numbered(PlayerSkill.allCases.map(\.rawValue))
        case .name, .age, .favouriteTeam, .saveFailed: []
        }
    }

    private var prompt: Prompt {
        switch viewModel.step {
        case .name: .text("Name (blank to cancel):")
        case .age: .text("Age (\(Validation.ageRange.lowerBound)-\(Validation.ageRange.upperBound), blank to skip):")
        case .position: .text("Position (1-\(PlayerPosition.allCases.count), blank to skip):")
        case .skill: .text("Skill (1-\(PlayerSkill.allCases.count), blank to skip):")
        case .favouriteTeam: .text("Favourite team (blank to skip):")
        case .saveFailed: .command
        }
    }

    private func shown(_ value: String?) -> String {
        value ?? "—"
    }

    private static func describe(_ position: PlayerPosition) -> String {
        "\(position.rawValue) (\(position.acronym))"
    }

    private static func numbered(_ labels: [String]) -> [Block] {
        labels.enumerated().map { .text("\($0.offset + 1) \($0.element)") }
    }

    static let saveFailedActions = [
        Action("s", "save", help: "Try saving this player again; everything typed is kept."),
        Action("b", "cancel", help: "Leave without saving this player."),
    ]
}
