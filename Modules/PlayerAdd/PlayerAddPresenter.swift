import Domain
import Presentation
import TerminalUI

public final class PlayerAddPresenter: PlayerAddPresenting {
    public weak var view: (any PlayerAddDisplaying)?
    private let interactor: any PlayerAddInteracting
    private let router: any PlayerAddRouting
    private var step = PlayerAddStep.field(.name)
    private var message: Message?

    public init(interactor: any PlayerAddInteracting, router: any PlayerAddRouting) {
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        show()
    }

    public func didEnterValue(_ value: PlayerFieldValue) async {
        guard case .field(let field) = step else { return }
        do {
            switch try await interactor.fill(field, with: value) {
            case .next(let next, let namesake): ask(.field(next), namesake.map { .info(PlayerAddWording.namesake($0)) })
            case .complete: await save()
            case .abandoned: close()
            }
        } catch {
            // Asked again, everything entered before it kept.
            ask(step, .error(PlayerAddWording.refusal(error)))
        }
    }

    public func didEnterUnreadableValue(_ problem: ValidationError) {
        guard case .field = step else { return }
        ask(step, .error(PlayerAddWording.unreadable(problem)))
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
        guard case .field(let field) = step, !interactor.draft.name.isEmpty else { return close() }
        ask(.leaving(field))
    }

    public func didAnswerLeave(_ leave: Bool?) {
        guard case .leaving(let field) = step else { return }
        switch leave {
        case true?: close()
        case false?: ask(.field(field), .info(PlayerAddWording.stayed(interactor.draft.name)))
        case nil: ask(step, .error(Wording.yesOrNo))
        }
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
            ask(.saveFailed, .error(PlayerAddWording.saveRefusal(error)))
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
