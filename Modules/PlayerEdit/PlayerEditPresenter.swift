import Domain
import Presentation
import TerminalUI

public final class PlayerEditPresenter: PlayerEditPresenting {
    public weak var view: (any PlayerEditDisplaying)?
    private let interactor: any PlayerEditInteracting
    private let router: any PlayerEditRouting
    private var step = PlayerEditStep.editing
    private var message: Message?

    public init(interactor: any PlayerEditInteracting, router: any PlayerEditRouting) {
        self.interactor = interactor
        self.router = router
    }

    private var field: PlayerField { interactor.field }

    public func viewWillAppear() {
        show()
    }

    public func didEnterValue(_ value: PlayerFieldValue) async {
        guard step == .editing else { return }
        // Enter alone keeps the value: nothing to save, nothing to wait for.
        if value != .keep { ask(step, .working(PlayerEditWording.saving)) }
        await present { () throws(PlayerEditRefusal) in try await interactor.change(to: value) }
    }

    public func didEnterUnreadableValue(_ problem: ValidationError) {
        guard step == .editing else { return }
        ask(.editing, .error(PlayerEditWording.unreadable(problem, field: field)))
    }

    public func didAskForHelp() {
        ask(step, .info(PlayerEditWording.help(for: field)))
    }

    public func didChooseSave() async {
        guard case .saveFailed = step else { return }
        ask(step, .working(PlayerEditWording.saving))
        await present { () throws(PlayerEditRefusal) in try await interactor.saveAgain() }
    }

    public func didChooseCancel() {
        // The details of a player deleted elsewhere would show what no longer exists.
        step == .playerGone ? router.closeToPlayers() : router.close()
    }

    public func didEnterUnknownCommand(_ line: String) {
        ask(step, .unknownCommand(line))
    }

    /// Back to the details once there is nothing left to save; a failed save stays to be tried again.
    private func present(_ useCase: () async throws(PlayerEditRefusal) -> PlayerEditOutcome) async {
        do {
            switch try await useCase() {
            case .unchanged: router.close()
            case .saved: router.closeAfterSaving()
            }
        } catch {
            let next: PlayerEditStep =
                switch error {
                case .invalid, .nameRequired: .editing
                case .gone: .playerGone
                case .failed: .saveFailed(newValue: interactor.pending.flatMap { Wording.value(of: field, in: $0) })
                }
            ask(next, .error(PlayerEditWording.refusal(error, playerName: interactor.player.name)))
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
