import Domain
import Foundation
import Presentation
import TerminalUI

/// What the player list view tells its presenter.
@MainActor
public protocol PlayerListPresenting: AnyObject {
    /// The screen came on top (first shown, or back from another screen): reload.
    func viewWillAppear() async
    func didChooseRetry() async
    func didChooseAdd()
    /// `import FILE`: players from a CSV file, shown before anything is added; nil when no file was named.
    func didChooseImport(_ path: String?) async
    /// `why`: every row the last import refused, at its question too.
    func didChooseWhy()
    /// `b` (or Enter) on the refused rows: back to the list, and to the question if one was asked.
    func didCloseRefusedRows()
    /// A bare row number: open that player's details.
    func didChoosePlayer(number: Int)
    /// `d N`; nil when no single number followed the command.
    func didChooseDelete(number: Int?)
    /// The line typed while a yes/no question ("Delete …? (y/n)") is asked.
    func didAnswerConfirmation(_ answer: String) async
    /// `s`, with what followed it: players to pick at once (`s 1-4`), or nothing.
    func didChooseSelect(_ picks: String)
    /// A line typed while selecting that is no command: players to pick or unpick (`1 3`, `1-4`, `all`).
    func didPick(_ line: String)
    /// Go on with the picked players.
    func didChooseConfirm()
    /// Stop selecting; the selection is dropped.
    func didChooseCancelSelecting()
    /// `last` while selecting: pick the players of the last finished match instead.
    func didChooseLastLineUp() async
    func didChooseHistory()
    /// `records`: every player's record.
    func didChooseRecords()
    func didChooseResume()
    func didChooseDiscard()
    func didChooseLogOut() async
    func didEnterUnknownCommand(_ line: String)
}

public final class PlayerListPresenter<Player: PlayerListEntity>: PlayerListPresenting {
    public weak var view: (any PlayerListDisplaying)?
    private let username: String
    private let interactor: any PlayerListInteracting<Player>
    private let router: any PlayerListRouting<Player>
    /// Where the command line asked to go from here: followed after the first load.
    private var route: AppRoute?
    private var roster = LoadState<Void>.loading
    /// The yes/no question being asked.
    private var question: PlayerListChange<Player>?
    /// The change that just failed, which `r` makes again; any other event forgets it.
    private var failed: PlayerListChange<Player>?
    /// Shown once, when the list first appears.
    private var notice: Message?
    /// Says the roster shown is the last loaded copy.
    private let offline: OfflineNotice
    /// The last file read by `import`, whose refused rows `why` lists.
    private var lastImport: RosterImport?
    /// `why` is showing the refused rows instead of the list.
    private var showingRefused = false

    public init(
        username: String, interactor: any PlayerListInteracting<Player>, router: any PlayerListRouting<Player>,
        notice: Message? = nil, route: AppRoute? = nil, offline: OfflineNotice
    ) {
        self.username = username
        self.interactor = interactor
        self.router = router
        self.notice = notice
        self.route = route
        self.offline = offline
    }

    public func viewWillAppear() async {
        await load(notice.take())
    }

    /// Makes again the change that just failed, or else loads the list again.
    public func didChooseRetry() async {
        guard let failed else { return await load() }
        await make(failed)
    }

    public func didChooseAdd() {
        answer(interactor.mayChangeRoster(), for: .change) {
            show()
            router.showAddPlayer()
        }
    }

    public func didChooseImport(_ path: String?) async {
        guard let path else { return show(.error(PlayerListWording.importHint)) }
        // `why` is about the last file named: one that can't be read has no rows to list.
        lastImport = nil
        show(.working(PlayerListWording.reading(path)))
        answer(await interactor.importPreview(fromPath: path), for: .change) { file in
            lastImport = file
            question = file.toAdd.isEmpty ? nil : .importPlayers(file)
            show(ImportWording.preview(file))
        }
    }

    public func didChooseWhy() {
        guard let file = lastImport, !file.refused.isEmpty else {
            return show(.error(question == nil ? ImportWording.nothingRefused(lastImport) : Wording.yesOrNo))
        }
        showingRefused = true
        show()
    }

    public func didCloseRefusedRows() {
        showingRefused = false
        // Back at the import's question, what the file holds is said again.
        guard case .importPlayers(let file) = question else { return show() }
        show(ImportWording.preview(file))
    }

    public func didChoosePlayer(number: Int) {
        answer(interactor.opening(numbered: number), for: .details) { opening in
            show()
            router.open(.details(opening))
        }
    }

    public func didChooseDelete(number: Int?) {
        guard let number else { return show(.error(PlayerListWording.deleteHint)) }
        answer(interactor.playerToDelete(numbered: number), for: .delete) { player in
            question = .delete(player, PlayerListWording.distinctName(of: player, among: interactor.players, numbered: true))
            show()
        }
    }

    public func didAnswerConfirmation(_ answer: String) async {
        guard let asked = question, !showingRefused else { return }
        guard let yes = Wording.answer(answer) else { return show(.error(Wording.yesOrNo)) }
        question = nil
        guard yes else { return show(.info(PlayerListWording.kept(asked))) }
        await make(asked)
    }

    // MARK: Selection

    public func didChooseSelect(_ line: String) {
        guard let picks = PlayerPicks(line) else { return show(PlayerListWording.refusal(.notASelection, .select)) }
        answer(interactor.select(picks), for: .select) { selecting in
            show(selecting == .began && picks.isEmpty ? .info(PlayerListWording.selectingHint) : nil)
        }
    }

    public func didPick(_ line: String) {
        guard let picks = PlayerPicks(line) else { return show(PlayerListWording.refusal(.notASelection, .pick(line))) }
        answer(interactor.toggle(picks), for: .pick(line)) { show() }
    }

    public func didChooseConfirm() {
        answer(interactor.confirmSelection(), for: .select) { players in
            show()
            router.showConfirmPlayers(players, teams: interactor.lastLineUpTeams)
        }
    }

    public func didChooseCancelSelecting() {
        interactor.stopSelecting()
        show()
    }

    public func didChooseLastLineUp() async {
        do {
            answer(try await interactor.selectLastLineUp(), for: .select) { show(.info(PlayerListWording.lastLineUp($0))) }
        } catch {
            show(PlayerListWording.lastMatchFailed(error))
        }
    }

    // MARK: Elsewhere

    public func didChooseHistory() {
        show()
        router.showHistory()
    }

    public func didChooseRecords() {
        show()
        router.showRecords()
    }

    public func didChooseResume() {
        answer(interactor.matchLeftUnfinished(), for: .match) { match in
            show()
            router.showGather(match)
        }
    }

    public func didChooseDiscard() {
        answer(interactor.matchLeftUnfinished(), for: .match) { match in
            question = .discard(match)
            show()
        }
    }

    public func didChooseLogOut() async {
        await interactor.logOut()
        show()
        router.showLogin()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    // MARK: Loading and changes

    private func load(_ news: Message? = nil) async {
        question = nil
        showingRefused = false
        roster = .loading
        show()
        let loaded = await interactor.loadRosterAndCheckUnfinishedMatch()
        switch loaded.unpicked {
        case .success(let unpicked):
            roster = .loaded(())
            show(news ?? loaded.matchCheck.map(PlayerListWording.matchCheckFailed) ?? PlayerListWording.unpicked(unpicked, roster: interactor.players))
        case .failure(let error):
            // The roster's failure (with its retry) says more than a failed match check.
            roster = .failed(error.userMessage)
            show()
        }
        followRoute()
    }

    /// Makes a change, then reloads the list saying so, or shows why it was refused or failed.
    private func make(_ change: PlayerListChange<Player>) async {
        let words = PlayerListWording.words(change)
        show(.working(words.working))
        do {
            let result =
                switch change {
                case .delete(let player, _): try await interactor.delete(player)
                case .discard(let match): try await interactor.discard(match)
                case .importPlayers(let file): try await interactor.addImported(file)
                }
            if case .failure(let refusal) = result { return show(PlayerListWording.refusal(refusal, change.request)) }
            await load(.success(words.done))
        } catch {
            // Already gone elsewhere (another device, the server): show the list as it is now.
            guard ServiceError(error) != .notFound else { return await load(.error("\(words.failure) \(error.userMessage)")) }
            show(.error("\(words.failure) \(error.userMessage) Type r to try again."))
            failed = change
        }
    }

    /// Goes on with what the interactor answered, or shows why it refused.
    private func answer<Value>(_ result: Result<Value, PlayerListRefusal>, for request: PlayerListRequest, _ use: (Value) -> Void) {
        switch result {
        case .success(let value): use(value)
        case .failure(let refusal): show(PlayerListWording.refusal(refusal, request))
        }
    }

    /// Follows the command line's route once, after the first load.
    private func followRoute() {
        guard let route = route.take() else { return }
        switch interactor.destination(of: route) {
        case .success(let destination): router.open(destination)
        case .failure(let refusal): PlayerListWording.unreachable(route, refusal).map { show($0) }
        }
    }

    // MARK: Showing

    /// Shows the current state; `news` lasts until the next event. A failed load keeps saying why,
    /// and a roster shown offline says so, until another message takes its place for one event.
    private func show(_ news: Message? = nil) {
        failed = nil
        var viewModel = PlayerListViewModel(
            username: username, roster: roster, players: interactor.players, picked: roster.isLoaded ? interactor.picked : nil,
            message: news ?? roster.failure ?? interactor.offlineSince.map { .info(offline.line(since: $0)) },
            confirmation: showingRefused ? nil : question.map(PlayerListWording.question),
            unfinished: interactor.unfinishedMatch.map(PlayerListWording.line), isReadOnly: interactor.isReadOnly
        )
        viewModel.refused = showingRefused ? lastImport.map(ImportWording.refusedRows) : nil
        viewModel.offersWhy = lastImport?.refused.isEmpty == false
        view?.display(viewModel)
    }
}
