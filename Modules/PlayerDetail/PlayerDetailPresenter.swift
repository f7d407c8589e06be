import Domain
import Presentation
import TerminalUI

/// What the detail view tells its presenter.
@MainActor
public protocol PlayerDetailPresenting: AnyObject {
    /// The screen came on top: first shown, or back from editing.
    func viewWillAppear()
    /// A bare row number: edit that field.
    func didChooseRow(number: Int)
    func didChooseBack()
    /// `r`: this player's record and last matches.
    func didChooseRecords()
    func didEnterUnknownCommand(_ line: String)
}

public final class PlayerDetailPresenter<Player: PlayerDetailEntity>: PlayerDetailPresenting {
    public weak var view: (any PlayerDetailDisplaying)?
    private let interactor: any PlayerDetailInteracting<Player>
    private let router: any PlayerDetailRouting<Player>
    private var message: Message?
    /// The field a route asked to change, opened the first time the screen appears.
    private var editing: PlayerField?

    public init(interactor: any PlayerDetailInteracting<Player>, router: any PlayerDetailRouting<Player>, editing: PlayerField? = nil) {
        self.interactor = interactor
        self.router = router
        self.editing = editing
    }

    /// Shows the player as it is now, keeping the news of a save that just happened.
    public func viewWillAppear() {
        show(message)
        if let field = editing {
            editing = nil
            edit(field)
        }
    }

    public func didChooseRow(number: Int) {
        let fields = PlayerDetailWording.sections.flatMap(\.fields)
        guard (1...fields.count).contains(number) else {
            return show(.error(Wording.noSuch("row", number, count: fields.count)))
        }
        show()
        edit(fields[number - 1])
    }

    private func edit(_ field: PlayerField) {
        switch interactor.edit(field) {
        case .success(let player): router.showEdit(field, of: player) { [weak self] saved in self?.didSave(saved) }
        case .failure(let refusal): show(.error(PlayerDetailWording.refusal(refusal)))
        }
    }

    public func didChooseBack() {
        show()
        router.close()
    }

    public func didChooseRecords() {
        show()
        router.showRecords(of: interactor.player)
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// PlayerEdit saved the player: the new value shows at once, with what changed.
    public func didSave(_ saved: Player) {
        let changed = interactor.replace(with: saved)
        show(.success(PlayerDetailWording.saved(changed, in: interactor.player)))
    }

    /// Shows the player; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        message = news
        view?.display(PlayerDetailViewModel(interactor.player, message: news))
    }
}
