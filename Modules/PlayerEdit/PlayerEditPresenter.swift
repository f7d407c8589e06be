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

public final class PlayerEditPresenter: PlayerEditPresenting {
    public weak var view: (any PlayerEditDisplaying)?
    private let player: Player
    private let field: PlayerField
    private let interactor: any PlayerEditInteracting
    private let router: any PlayerEditRouting
    /// The player with the new value, kept until it is saved.
    private var edited: PlayerDetails?
    private var step = PlayerEditStep.editing
    private var message: Message?

    public init(player: Player, field: PlayerField, interactor: any PlayerEditInteracting, router: any PlayerEditRouting) {
        self.player = player
        self.field = field
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        show()
    }

    public func didEnterValue(_ text: String) async {
        guard step == .editing else { return }
        let answer = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // Enter alone keeps the value: nothing to save.
        guard !answer.isEmpty else { return router.close() }
        switch Self.edit(field, of: player.details, to: answer) {
        case .failure(let refusal):
            ask(.editing, .error(refusal.message))
        case .success(let details) where details == player.details:
            router.close()
        case .success(let details):
            edited = details
            await save()
        }
    }

    public func didAskForHelp() {
        ask(step, .info(field.isChoice
            ? "Type the number of your choice and press Enter (0 for none). Enter alone keeps it as it is; b goes back."
            : "Type the new \(field.title.lowercased()) and press Enter. Enter alone keeps it as it is"
                + (field.isClearable ? "; - clears it." : ".")))
    }

    public func didChooseSave() async {
        guard case .saveFailed = step else { return }
        await save()
    }

    public func didChooseCancel() {
        router.close()
    }

    public func didEnterUnknownCommand(_ line: String) {
        ask(step, .unknownCommand(line))
    }

    private func save() async {
        guard let edited else { return }
        do {
            let saved = try await interactor.save(Player(id: player.id, details: edited))
            router.close(saved: saved)
        } catch {
            ask(.saveFailed(newValue: field.shownValue(of: edited)),
                .error(error.userMessage + " Type s to try saving again, or b to cancel."))
        }
    }

    private func ask(_ next: PlayerEditStep, _ news: Message? = nil) {
        step = next
        message = news
        show()
    }

    private func show() {
        view?.display(PlayerEditViewModel(
            field: field,
            playerName: player.name,
            current: field.shownValue(of: player.details),
            choices: PlayerEditChoice.choices(of: field, current: player.details),
            step: step,
            message: message
        ))
    }

    /// The player with `field` set from `answer` (trimmed, not blank): `-` clears an
    /// optional field, 0 also clears a choice; anything else is checked by the Domain rules.
    static func edit(_ field: PlayerField, of details: PlayerDetails, to answer: String) -> Result<PlayerDetails, PlayerEditRefusal> {
        var edited = details
        let clears = answer == clear
        switch field {
        case .name:
            guard !clears else { return .failure(.nameRequired) }
            return Validation.playerName(answer).mapError(PlayerEditRefusal.invalid).map { name in
                edited.name = name
                return edited
            }
        case .age:
            return (clears ? .success(nil) : Validation.age(answer)).mapError(PlayerEditRefusal.invalid).map { age in
                edited.age = age
                return edited
            }
        case .favouriteTeam:
            return (clears ? .success(nil) : Validation.favouriteTeam(answer)).mapError(PlayerEditRefusal.invalid).map { team in
                edited.favouriteTeam = team
                return edited
            }
        case .position:
            return choice(answer, of: PlayerPosition.allCases, field: field).map { position in
                edited.position = position
                return edited
            }
        case .skill:
            return choice(answer, of: PlayerSkill.allCases, field: field).map { skill in
                edited.skill = skill
                return edited
            }
        }
    }

    /// A choice typed as its number; 0 or `-` is none.
    static func choice<Choice>(_ answer: String, of choices: [Choice], field: PlayerField) -> Result<Choice?, PlayerEditRefusal> {
        if answer == clear || answer == "0" { return .success(nil) }
        guard case .success(let index?) = Validation.choice(answer, count: choices.count, field: field.title),
              choices.indices.contains(index) else {
            return .failure(.notAChoice(field, count: choices.count))
        }
        return .success(choices[index])
    }

    /// Typed alone, it empties an optional field.
    static let clear = "-"
}
