import Domain
import TerminalUI

/// What the new-player view tells its presenter.
@MainActor
public protocol PlayerAddPresenting: AnyObject {
    func viewWillAppear()
    /// A line typed while a field is asked, exactly as typed.
    func didEnterField(_ text: String) async
    /// After a failed save: try saving the same player again.
    func didChooseSave() async
    /// Leave without saving.
    func didChooseCancel()
    func didEnterUnknownCommand(_ line: String)
}

public final class PlayerAddPresenter: PlayerAddPresenting {
    public weak var view: (any PlayerAddDisplaying)?
    private let interactor: any PlayerAddInteracting
    private let router: any PlayerAddRouting
    private var form = PlayerAddForm()
    private var step = PlayerAddStep.name
    private var message: Message?

    public init(interactor: any PlayerAddInteracting, router: any PlayerAddRouting) {
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        show()
    }

    public func didEnterField(_ text: String) async {
        switch step {
        case .name:
            // A blank name is the way out: nothing has been saved.
            guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return close() }
            if accept(Validation.playerName(text), into: \.name) { ask(.age) }
        case .age:
            if accept(Validation.age(text), into: \.age) { ask(.position) }
        case .position:
            if accept(Self.choice(text, of: PlayerPosition.allCases, field: "Position"), into: \.position) { ask(.skill) }
        case .skill:
            if accept(Self.choice(text, of: PlayerSkill.allCases, field: "Skill"), into: \.skill) { ask(.favouriteTeam) }
        case .favouriteTeam:
            if accept(Validation.favouriteTeam(text), into: \.favouriteTeam) { await save() }
        case .saveFailed:
            break
        }
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

    /// Keeps a valid answer; an invalid one is explained and the same field asked again,
    /// everything entered before it kept.
    private func accept<Value>(
        _ result: Result<Value, ValidationError>,
        into field: WritableKeyPath<PlayerAddForm, Value>
    ) -> Bool {
        switch result {
        case .success(let value):
            form[keyPath: field] = value
            return true
        case .failure(let error):
            ask(step, .error(error.message))
            return false
        }
    }

    private func save() async {
        do {
            _ = try await interactor.add(form.details)
            close()
        } catch {
            ask(.saveFailed, .error(error.userMessage + " Type s to try saving again, or b to cancel."))
        }
    }

    /// Leaves with a fresh form, so nothing of this player lingers if the screen is shown again.
    private func close() {
        form = PlayerAddForm()
        ask(.name)
        router.close()
    }

    private func ask(_ next: PlayerAddStep, _ news: Message? = nil) {
        step = next
        message = news
        show()
    }

    private func show() {
        view?.display(PlayerAddViewModel(form: form, step: step, message: message))
    }

    /// A choice typed as its number in `choices`; blank means none.
    static func choice<Choice>(_ text: String, of choices: [Choice], field: String) -> Result<Choice?, ValidationError> {
        Validation.choice(text, count: choices.count, field: field).map { index in
            index.flatMap { choices.indices.contains($0) ? choices[$0] : nil }
        }
    }
}
