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
        let fields = Self.sections.flatMap(\.fields)
        guard (1...fields.count).contains(number) else {
            return show(.error(Wording.noSuch("row", number, count: fields.count)))
        }
        show()
        edit(fields[number - 1])
    }

    private func edit(_ field: PlayerField) {
        if interactor.isReadOnly { return show(.error(OfflineNotice.refusal)) }
        router.showEdit(field, of: interactor.player) { [weak self] saved in
            self?.didSave(saved)
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
        guard changed.count == 1, let field = changed.first else { return show(.success("Saved.")) }
        show(.success(Self.value(of: field, in: interactor.player).map { "\(field.title) is now \($0)." } ?? "\(field.title) cleared."))
    }

    /// Shows the player; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        message = news
        let player = interactor.player
        var number = 0
        let groups = Self.sections.map { section in
            PlayerDetailGroup(title: section.title, rows: section.fields.map { field in
                number += 1
                return PlayerDetailRow(number: number, label: field.title, value: Wording.shown(Self.value(of: field, in: player)))
            })
        }
        view?.display(PlayerDetailViewModel(name: player.name, groups: groups, message: news))
    }

    /// The fields in screen order, grouped: row N is the N-th field counted across the groups.
    static var sections: [(title: String, fields: [PlayerField])] {
        [("Personal", [.name, .age]), ("Play", [.position, .skill]), ("Likes", [.favouriteTeam])]
    }

    /// The field's value as the user reads it; nil when the player has none.
    static func value(of field: PlayerField, in player: Player) -> String? {
        switch field {
        case .name: player.name
        case .age: player.age.map(String.init)
        case .position: player.position?.nameWithAcronym
        case .skill: player.skill?.rawValue
        case .favouriteTeam: player.favouriteTeam
        }
    }
}
