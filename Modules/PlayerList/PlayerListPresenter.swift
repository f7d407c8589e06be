import Domain
import TerminalUI

/// What the player list view tells its presenter.
@MainActor
public protocol PlayerListPresenting: AnyObject {
    /// The screen came on top (first shown, or back from another screen): reload.
    func viewWillAppear() async
    func didChooseRetry() async
    func didChooseAdd()
    /// A bare row number: open that player's details.
    func didChoosePlayer(number: Int)
    /// `d N`; nil when no single number followed the command.
    func didChooseDelete(number: Int?)
    /// The line typed while "Delete …? (y/n)" is asked.
    func didAnswerDeleteConfirmation(_ answer: String) async
    func didChooseLogOut() async
    func didEnterUnknownCommand(_ line: String)
}

public final class PlayerListPresenter: PlayerListPresenting {
    public weak var view: (any PlayerListDisplaying)?
    private let user: User
    private let interactor: any PlayerListInteracting
    private let router: any PlayerListRouting
    private var state = PlayerListState.loading
    /// The players behind the rows, in the same order.
    private var players: [Player] = []
    private var pendingDeletion: Player?

    public init(user: User, interactor: any PlayerListInteracting, router: any PlayerListRouting) {
        self.user = user
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() async {
        await load()
    }

    public func didChooseRetry() async {
        await load()
    }

    public func didChooseAdd() {
        show()
        router.showAddPlayer()
    }

    public func didChoosePlayer(number: Int) {
        withPlayer(numbered: number) { player in
            show()
            router.showDetails(of: player)
        }
    }

    public func didChooseDelete(number: Int?) {
        guard let number else { return show(.error(Self.deleteHint)) }
        withPlayer(numbered: number) { player in
            pendingDeletion = player
            show()
        }
    }

    public func didAnswerDeleteConfirmation(_ answer: String) async {
        guard let player = pendingDeletion else { return }
        pendingDeletion = nil
        switch answer.trimmingCharacters(in: .whitespaces).lowercased() {
        case "y", "yes": await delete(player)
        default: show(.info("Kept \(player.name)."))
        }
    }

    public func didChooseLogOut() async {
        await interactor.logOut(user)
        show()
        router.showLogin()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    private func load(_ news: Message? = nil) async {
        pendingDeletion = nil
        state = .loading
        show()
        do {
            players = try await interactor.players()
            state = players.isEmpty
                ? .empty
                : .loaded(players.enumerated().map { PlayerListRow(number: $0.offset + 1, player: $0.element) })
            show(news)
        } catch {
            players = []
            state = .failed(error.userMessage)
            show()
        }
    }

    private func delete(_ player: Player) async {
        do {
            try await interactor.delete(playerID: player.id)
            await load(.success("Deleted \(player.name)."))
        } catch {
            let news = Message.error("Could not delete \(player.name): \(error.userMessage)")
            // Already gone elsewhere (another device, the server): show the list as it is now.
            if error as? ServiceError == .notFound {
                await load(news)
            } else {
                show(news)
            }
        }
    }

    /// Runs `use` with the player shown under `number`, or says why there is none.
    private func withPlayer(numbered number: Int, _ use: (Player) -> Void) {
        switch state {
        case .loaded where number > 0 && number <= players.count:
            use(players[number - 1])
        case .loaded:
            show(.error("There is no player \(number): choose \(players.count == 1 ? "1" : "1–\(players.count)")."))
        case .empty:
            show(.error("There are no players to pick yet. Type a to add one."))
        case .loading, .failed:
            show(.error("Your players are not loaded. Type r to retry."))
        }
    }

    /// Shows the current state; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        view?.display(PlayerListViewModel(
            username: user.username,
            state: state,
            message: news ?? failureMessage,
            confirmation: pendingDeletion.map { "Delete \($0.name)? (y/n)" }
        ))
    }

    /// A failed load keeps saying why, until another message takes its place for one event.
    private var failureMessage: Message? {
        guard case .failed(let reason) = state else { return nil }
        return .error(reason + " Type r to retry.")
    }

    static let deleteHint = "Type d and a player's number, e.g. d 2."
}
