import Domain
import TerminalUI

/// What the detail view tells its presenter.
@MainActor
public protocol PlayerDetailPresenting: AnyObject {
    /// The screen came on top: first shown, or back from editing.
    func viewWillAppear()
    /// A bare row number: edit that field.
    func didChooseRow(number: Int)
    func didChooseBack()
    func didEnterUnknownCommand(_ line: String)
}

public final class PlayerDetailPresenter: PlayerDetailPresenting {
    public weak var view: (any PlayerDetailDisplaying)?
    private let interactor: any PlayerDetailInteracting
    private let router: any PlayerDetailRouting
    private var message: Message?

    public init(interactor: any PlayerDetailInteracting, router: any PlayerDetailRouting) {
        self.interactor = interactor
        self.router = router
    }

    /// Shows the player as it is now, keeping the news of a save that just happened.
    public func viewWillAppear() {
        show(message)
    }

    public func didChooseRow(number: Int) {
        let fields = PlayerDetailSection.numbered
        guard number > 0, number <= fields.count else {
            return show(.error("There is no row \(number): choose 1–\(fields.count)."))
        }
        show()
        router.showEdit(fields[number - 1], of: interactor.player) { [weak self] saved in
            self?.didSave(saved)
        }
    }

    public func didChooseBack() {
        show()
        router.close()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    /// PlayerEdit saved the player: the new value shows at once, with what changed.
    public func didSave(_ saved: Player) {
        let before = interactor.player
        interactor.replace(with: saved)
        let changed = PlayerField.allCases.filter { $0.shownValue(of: before) != $0.shownValue(of: interactor.player) }
        guard changed.count == 1, let field = changed.first else { return show(.success("Saved.")) }
        show(.success(field.shownValue(of: interactor.player).map { "\(field.title) is now \($0)." } ?? "\(field.title) cleared."))
    }

    /// Shows the player; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        message = news
        view?.display(PlayerDetailViewModel(player: interactor.player, message: news))
    }
}
