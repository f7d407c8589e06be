import Domain
import Presentation
import TerminalUI

public final class PlayerDetailPresenter: PlayerDetailPresenting {
    public weak var view: (any PlayerDetailDisplaying)?
    private let interactor: any PlayerDetailInteracting
    private let router: any PlayerDetailRouting
    private var message: Message?
    /// The field a route asked to change, opened the first time the screen appears.
    private var editing: PlayerField?

    public init(interactor: any PlayerDetailInteracting, router: any PlayerDetailRouting, editing: PlayerField? = nil) {
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
        do {
            let field = try interactor.field(atRow: number)
            show()
            edit(field)
        } catch {
            show(.error(PlayerDetailWording.refusal(error)))
        }
    }

    private func edit(_ field: PlayerField) {
        do {
            try interactor.edit(field)
            router.showEdit(field) { [weak self] saved in self?.didSave(saved) }
        } catch {
            show(.error(PlayerDetailWording.refusal(error)))
        }
    }

    public func didChooseBack() {
        show()
        router.close()
    }

    public func didChooseRecords() {
        show()
        router.showRecords()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// PlayerEdit saved the player: the new value shows at once, with what changed.
    func didSave(_ saved: any PlayerDetailEntity) {
        let changed = interactor.replace(with: saved)
        show(.success(PlayerDetailWording.saved(changed, in: interactor.player)))
    }

    /// Shows the player; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        message = news
        view?.display(PlayerDetailViewModel(interactor.player, fields: interactor.fields, message: news))
    }
}
