import Domain
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
        if !text.trimmingCharacters(in: .whitespaces).isEmpty { ask(step, .working("Saving…")) }
        switch await interactor.change(to: text) {
        case .success(let saving): present(saving)
        case .failure(let refusal): ask(.editing, .error(Self.message(for: refusal)))
        }
    }

    public func didAskForHelp() {
        ask(step, .info(field.isChoice
            ? "Type the number of your choice, or its name, and press Enter (0 for none). Enter alone keeps it as it is; b goes back."
            : "Type the new \(field.title.lowercased()) and press Enter. Enter alone keeps it as it is"
                + (field.isClearable ? "; - clears it" : "") + "; b goes back. " + FieldInput.escapeHelp))
    }

    public func didChooseSave() async {
        guard case .saveFailed = step else { return }
        ask(step, .working("Saving…"))
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
            ask(.playerGone, .error("\(interactor.player.name) was deleted in another window or on another device, so nothing was saved. "
                + "Type b to go back to your players."))
        case .failed(let error):
            ask(.saveFailed(newValue: interactor.pending.flatMap(shownValue)),
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
        view?.display(PlayerEditViewModel(
            field: field,
            playerName: player.name,
            current: shownValue(of: player),
            choices: choices(current: player),
            step: step,
            message: message
        ))
    }

    /// The field's value as the user reads it; nil when empty.
    private func shownValue(of player: Player) -> String? {
        switch field {
        case .name: player.name
        case .age: player.age.map(String.init)
        case .position: player.position?.nameWithAcronym
        case .skill: player.skill?.rawValue
        case .favouriteTeam: player.favouriteTeam
        }
    }

    /// The choices of the field (none for a typed one), the player's own one marked.
    private func choices(current player: Player) -> [PlayerEditChoice] {
        switch field {
        case .position: Self.list(PlayerPosition.allCases, current: player.position, label: \.nameWithAcronym)
        case .skill: Self.list(PlayerSkill.allCases, current: player.skill, label: \.rawValue)
        case .name, .age, .favouriteTeam: []
        }
    }

    private static func list<Choice: Equatable>(_ all: [Choice], current: Choice?, label: (Choice) -> String) -> [PlayerEditChoice] {
        all.enumerated().map { PlayerEditChoice(number: $0.offset + 1, label: label($0.element), isCurrent: $0.element == current) }
            + [PlayerEditChoice(number: 0, label: "none", isCurrent: current == nil)]
    }

    private static func message(for refusal: PlayerEditRefusal) -> String {
        switch refusal {
        case .invalid(let error):
            error.message
        case .nameRequired:
            "A player needs a name: type a new one, or press Enter to keep it."
        case .notAChoice(let field, let count):
            "\(field.title): type a number from 1 to \(count) or a name, or 0 for none; Enter alone keeps it as it is."
        }
    }
}
