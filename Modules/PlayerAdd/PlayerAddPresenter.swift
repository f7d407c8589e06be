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
            return ask(step, .error(PlayerAddWording.refusal(refusal)))
        }
        // A name like one on the roster is said, not refused: two people may share a name.
        let namesake = field == .name ? await interactor.namesake() : nil
        guard let next = PlayerAddWording.field(after: field) else { return await save() }
        ask(.field(next), namesake.map { .info(PlayerAddWording.namesake($0)) })
    }

    public func didAskForHelp() {
        guard case .field(let field) = step else { return }
        ask(step, .info(PlayerAddWording.help(for: field)))
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
        ask(step, .working(PlayerAddWording.saving))
        do {
            try await interactor.save()
            close()
        } catch {
            ask(.saveFailed, .error(PlayerAddWording.saveFailed(error)))
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
        view?.display(
            PlayerAddViewModel(
                name: draft.name.isEmpty ? Wording.missing : draft.name,
                age: Wording.shown(draft.age.map(String.init)),
                position: Wording.shown(draft.position?.nameWithAcronym),
                skill: Wording.shown(draft.skill?.rawValue),
                favouriteTeam: Wording.shown(draft.favouriteTeam),
                choices: PlayerAddWording.choices(at: step),
                step: step,
                message: message
            ))
    }
}
