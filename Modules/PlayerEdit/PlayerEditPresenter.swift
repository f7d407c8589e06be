import Domain
import Presentation
import TerminalUI

/// What the edit view tells its presenter.
@MainActor
public protocol PlayerEditPresenting: AnyObject {
    func viewWillAppear()
    /// The line typed at the field's prompt, exactly as typed.
    func didEnterValue(_ text: String) async
    /// `?` at the field's prompt.
    func didAskForHelp()
    /// After a failed save: try saving the same value again.
    func didChooseSave() async
    /// Leave without saving.
    func didChooseCancel()
    func didEnterUnknownCommand(_ line: String)
}

public final class PlayerEditPresenter<Player: PlayerEditEntity>: PlayerEditPresenting {
    public weak var view: (any PlayerEditDisplaying)?
    private let interactor: any PlayerEditInteracting<Player>
    private let router: any PlayerEditRouting<Player>
    private var step = PlayerEditStep.editing
    private var message: Message?

    public init(interactor: any PlayerEditInteracting<Player>, router: any PlayerEditRouting<Player>) {
        self.interactor = interactor
        self.router = router
    }

    private var field: PlayerField { interactor.field }

    public func viewWillAppear() {
        show()
    }

    public func didEnterValue(_ text: String) async {
        guard step == .editing else { return }
        // Enter alone keeps the value: nothing to save, nothing to wait for.
        if !text.trimmingCharacters(in: .whitespaces).isEmpty { ask(step, .working(PlayerEditWording.saving)) }
        switch await interactor.change(to: text) {
        case .success(let saving): present(saving)
        case .failure(let refusal): ask(.editing, .error(PlayerEditWording.refusal(refusal)))
        }
    }

    public func didAskForHelp() {
        ask(step, .info(PlayerEditWording.help(for: field)))
    }

    public func didChooseSave() async {
        guard case .saveFailed = step else { return }
        ask(step, .working(PlayerEditWording.saving))
        present(await interactor.saveAgain())
    }

    public func didChooseCancel() {
        // The details of a player deleted elsewhere would show what no longer exists.
        step == .playerGone ? router.closeToPlayers() : router.close()
    }

    public func didEnterUnknownCommand(_ line: String) {
        ask(step, .unknownCommand(line))
    }

    /// Back to the details once there is nothing left to save; a failed save stays to be tried again.
    private func present(_ saving: PlayerEditSaving<Player>) {
        switch saving {
        case .unchanged:
            router.close()
        case .saved(let player):
            router.close(saved: player)
        case .failed(.notFound):
            // Trying again can't work: the player is gone.
            ask(.playerGone, .error(PlayerEditWording.gone(interactor.player.name)))
        case .failed(let error):
            ask(
                .saveFailed(newValue: interactor.pending.flatMap { Wording.value(of: field, in: $0) }),
                .error(error.message + " Type r to try again, or b to cancel."))
        }
    }

    private func ask(_ next: PlayerEditStep, _ news: Message? = nil) {
        step = next
        message = news
        show()
    }

    private func show() {
        let player = interactor.player
        view?.display(
            PlayerEditViewModel(
                field: field,
                playerName: player.name,
                current: Wording.value(of: field, in: player),
                choices: PlayerEditWording.choices(of: field, current: player),
                step: step,
                message: message
            ))
    }
}
