import Domain
import Presentation
import TerminalUI

/// What the new-player view tells its presenter.
@MainActor
public protocol PlayerAddPresenting: AnyObject {
    func viewWillAppear()
    /// A line typed while a field is asked, exactly as typed.
    func didEnterField(_ text: String) async
    /// `?` while a field is asked.
    func didAskForHelp()
    /// After a failed save: try saving the same player again.
    func didChooseSave() async
    /// Leave without saving, from any field or after a failed save.
    func didChooseCancel()
    func didEnterUnknownCommand(_ line: String)
}

public final class PlayerAddPresenter<Player: PlayerAddEntity>: PlayerAddPresenting {
    public weak var view: (any PlayerAddDisplaying)?
    private let interactor: any PlayerAddInteracting<Player>
    private let router: any PlayerAddRouting
    private var step = PlayerAddStep.field(.name)
    private var message: Message?

    public init(interactor: any PlayerAddInteracting<Player>, router: any PlayerAddRouting) {
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        show()
    }

    public func didEnterField(_ text: String) async {
        guard case .field(let field) = step else { return }
        // A blank name is the way out: nothing has been saved.
        if field == .name, text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return close() }
        if let refusal = interactor.fill(field, with: text) {
            // Asked again, everything entered before it kept.
            return ask(step, .error(Self.message(for: refusal)))
        }
        guard let next = Self.field(after: field) else { return await save() }
        ask(.field(next))
    }

    public func didAskForHelp() {
        guard case .field(let field) = step else { return }
        ask(step, .info(Self.help(for: field)))
    }

    public func didChooseSave() async {
        guard step == .saveFailed else { return }
        await save()
    }

    public func didChooseCancel() {
        close()
    }

    public func didEnterUnknownCommand(_ line: String) {
        ask(step, .unknownCommand(line))
    }

    private func save() async {
        ask(step, .working("Saving the player…"))
        do {
            try await interactor.save()
            close()
        } catch {
            ask(.saveFailed, .error(error.userMessage + " Type r to try again, or b to cancel."))
        }
    }

    /// Leaves with a fresh form, so nothing of this player lingers if the screen is shown again.
    private func close() {
        interactor.discardDraft()
        ask(.field(.name))
        router.close()
    }

    private func ask(_ next: PlayerAddStep, _ news: Message? = nil) {
        step = next
        message = news
        show()
    }

    private func show() {
        let draft = interactor.draft
        view?.display(PlayerAddViewModel(
            name: draft.name.isEmpty ? Wording.missing : draft.name,
            age: Wording.shown(draft.age.map(String.init)),
            position: Wording.shown(draft.position?.nameWithAcronym),
            skill: Wording.shown(draft.skill?.rawValue),
            favouriteTeam: Wording.shown(draft.favouriteTeam),
            choices: Self.choices(at: step),
            step: step,
            message: message
        ))
    }

    /// The fields are asked in screen order.
    private static func field(after field: PlayerField) -> PlayerField? {
        PlayerField.allCases.drop { $0 != field }.dropFirst().first
    }

    private static func choices(at step: PlayerAddStep) -> [String] {
        switch step {
        case .field(.position): PlayerPosition.allCases.map(\.nameWithAcronym)
        case .field(.skill): PlayerSkill.allCases.map(\.rawValue)
        case .field, .saveFailed: []
        }
    }

    /// What the field wants and how to leave: the form can be left from any field.
    private static func help(for field: PlayerField) -> String {
        let leave = "Type cancel (or b) to leave without saving this player."
        return switch field {
        case .name:
            "Type the player's name (up to \(Validation.nameMaximumLength) characters); it is the only field you must fill in. "
                + "Enter alone, cancel or b leaves without saving. " + FieldInput.escapeHelp
        case .age:
            "Type the age in whole years, \(Validation.ageRange.lowerBound) to \(Validation.ageRange.upperBound), or press Enter alone to skip it. " + leave
        case .position, .skill:
            "Type the number of the \(field == .skill ? "skill" : "position") in the list above, or its name, or press Enter alone to skip it. " + leave
        case .favouriteTeam:
            "Type the team the player supports, or press Enter alone to skip it. " + leave + " " + FieldInput.escapeHelp
        }
    }

    private static func message(for refusal: PlayerAddRefusal) -> String {
        switch refusal {
        case .invalid(let error):
            error.message
        case .notAChoice(let field, let count):
            // This form labels the preferred position "Position".
            ValidationError.notAChoice(field: field == .position ? "Position" : field.title, choices: count).message
        }
    }
}
