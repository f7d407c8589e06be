import Domain
import Foundation
import Presentation
import TerminalUI

/// PlayerList's event → use case → show: asks the Interactor, shows its answer worded by
/// `PlayerListWording`, and leaves through the Router.
public final class PlayerListPresenter: PlayerListPresenting {
    public weak var view: (any PlayerListDisplaying)?
    private let interactor: any PlayerListInteracting
    private let router: any PlayerListRouting
    private var roster = LoadState<Void>.loading
    /// The yes/no question being asked.
    private var question: PlayerListChange?
    /// The change that just failed, which `r` makes again; any other event forgets it.
    private var failed: PlayerListChange?
    /// Shown once, when the list first appears.
    private var notice: Message?
    /// Says the roster shown is the last loaded copy.
    private let offline: OfflineNotice
    /// `why`: the rows the last import refused, shown instead of the list.
    private var refusedPage = RefusedRowsPage()
    /// Set until the first load: it shows the last loaded copy at once and asks the store meanwhile,
    /// then says it is done here.
    private var checkingInBackground: ScreenUpdates?
    /// The view model last shown.
    private var shown: PlayerListViewModel?
    public private(set) var isWaiting = false

    public init(
        interactor: any PlayerListInteracting, router: any PlayerListRouting, notice: Message? = nil, offline: OfflineNotice,
        checkingInBackground: ScreenUpdates? = nil
    ) {
        self.interactor = interactor
        self.router = router
        self.notice = notice
        self.offline = offline
        self.checkingInBackground = checkingInBackground
    }

    public func viewWillAppear() async {
        let notice = notice.take()
        guard let updates = checkingInBackground.take(), await interactor.showLastCopy(), let since = interactor.checkingSince else {
            return await load(notice)
        }
        roster = .loaded(())
        isWaiting = true
        show(.info(offline.checking(since: since)))
        Task {
            await load(notice, showingLoading: false)
            isWaiting = false
            updates.screenChanged()
        }
    }

    /// Makes again the change that just failed, or else loads the list again.
    public func didChooseRetry() async {
        guard let failed else { return await load() }
        await make(failed)
    }

    public func didChooseAdd() {
        attempt(.change) { () throws(PlayerListRefusal) in
            try interactor.mayChangeRoster()
            showLeaving()
            router.showAddPlayer()
        }
    }

    public func didChooseImport(_ path: String?) async {
        guard let path else { return show(.error(PlayerListWording.importHint)) }
        show(.working(PlayerListWording.reading(path)))
        do {
            let preview = try await interactor.importPreview(fromPath: path)
            question = preview.asks ? .importPlayers(preview.file) : nil
            // Said with the question; alone, a file that adds nobody is an error.
            let text = ImportWording.preview(preview.file)
            show(preview.asks ? .info(text) : .error(text))
        } catch {
            show(PlayerListWording.refusal(error, .change))
        }
    }

    public func didChooseWhy() {
        show(refusedPage.open(interactor.lastImport, asking: question != nil))
    }

    public func didCloseRefusedRows() {
        refusedPage.close()
        // Back at the import's question, what the file holds is said again.
        guard case .importPlayers(let file) = question else { return show() }
        show(.info(ImportWording.preview(file)))
    }

    public func didChoosePlayer(number: Int) {
        attempt(.details) { () throws(PlayerListRefusal) in
            let opening = try interactor.opening(numbered: number)
            showLeaving()
            router.open(.details(opening))
        }
    }

    public func didChooseDelete(number: Int?) {
        guard let number else { return show(.error(PlayerListWording.deleteHint)) }
        attempt(.delete) { () throws(PlayerListRefusal) in
            let player = try interactor.playerToDelete(numbered: number)
            question = .delete(player, PlayerListWording.distinctName(of: player, among: interactor.players, numbered: true))
            show()
        }
    }

    public func didAnswer(_ yes: Bool) async {
        guard let asked = question, !refusedPage.isOpen else { return }
        question = nil
        guard yes else { return show(.info(PlayerListWording.kept(asked))) }
        await make(asked)
    }

    public func didEnterUnreadable(_ what: PlayerListUnreadable) {
        switch what {
        case .answer: if question != nil, !refusedPage.isOpen { show(.error(Wording.yesOrNo)) }
        case .selection: show(.error(PlayerListWording.selectHint))
        }
    }

    // MARK: Selection

    public func didChooseSelect(_ picks: PlayerPicks) {
        attempt(.select) { () throws(PlayerListRefusal) in
            let selecting = try interactor.select(picks)
            show(selecting == .began && picks.isEmpty ? .info(PlayerListWording.selectingHint) : nil)
        }
    }

    public func didPick(_ picks: PlayerPicks) {
        attempt(.select) { () throws(PlayerListRefusal) in
            try interactor.toggle(picks)
            show()
        }
    }

    public func didChooseConfirm() {
        attempt(.select) { () throws(PlayerListRefusal) in
            let picked = try interactor.confirmSelection()
            showLeaving()
            router.showConfirmPlayers(picked, teams: interactor.lastLineUpTeams)
        }
    }

    public func didChooseCancelSelecting() {
        interactor.stopSelecting()
        show()
    }

    public func didChooseLastLineUp() async {
        do {
            show(.info(PlayerListWording.lastLineUp(try await interactor.selectLastLineUp())))
        } catch {
            show(PlayerListWording.lastLineUpRefused(error))
        }
    }

    // MARK: Elsewhere

    public func didChooseHistory() {
        showLeaving()
        router.showHistory()
    }

    public func didChooseRecords() {
        showLeaving()
        router.showRecords()
    }

    public func didChooseResume() {
        attempt(.match) { () throws(PlayerListRefusal) in
            let match = try interactor.matchLeftUnfinished()
            showLeaving()
            router.showGather(match)
        }
    }

    public func didChooseDiscard() {
        attempt(.match) { () throws(PlayerListRefusal) in
            question = .discard(try interactor.matchLeftUnfinished())
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

    /// `showingLoading`: the list shown meanwhile says it is loading (false: what is shown stays).
    private func load(_ news: Message? = nil, showingLoading: Bool = true) async {
        question = nil
        refusedPage.close()
        if showingLoading {
            roster = .loading
            show()
        }
        do {
            let unpicked = try await interactor.loadRosterAndCheckUnfinishedMatch()
            roster = .loaded(())
            show(
                interactor.sending.map(OfflineNotice.sent) ?? news
                    ?? PlayerListWording.loaded(unpicked: unpicked, roster: interactor.players, matchCheck: interactor.matchCheckFailure))
        } catch {
            // The roster's failure (with its retry) says more than a failed match check.
            roster = .failed(PlayerListWording.storeMessage(error))
            show()
        }
        followRoute()
    }

    /// Makes a change, then reloads the list saying so, or shows why it was refused or failed.
    private func make(_ change: PlayerListChange) async {
        let words = PlayerListWording.words(change)
        show(.working(words.working))
        do {
            let discarding = try await interactor.make(change)
            await load(.success(PlayerListWording.done(words, discarding)))
        } catch {
            switch error {
            // Already gone elsewhere (another device, the server): show the list as it is now.
            case .gone: await load(.error(PlayerListWording.failed(words, error)))
            case .failed:
                show(.error(PlayerListWording.failed(words, error)))
                failed = change
            default: show(PlayerListWording.refusal(error, change.request))
            }
        }
    }

    /// Goes on as `use` does, or shows why the Interactor refused.
    private func attempt(_ request: PlayerListRequest, _ use: () throws(PlayerListRefusal) -> Void) {
        do {
            try use()
        } catch {
            show(PlayerListWording.refusal(error, request))
        }
    }

    /// Follows the command line's route once, after the first load.
    private func followRoute() {
        do {
            try interactor.followRoute().map(router.open)
        } catch {
            PlayerListWording.unreachable(error).map { show($0) }
        }
    }

    // MARK: Showing

    /// Shows the current state; `news` lasts until the next event. A failed load keeps saying why,
    /// and a roster shown offline says so, until another message takes its place for one event.
    private func show(_ news: Message? = nil) {
        failed = nil
        let viewModel = PlayerListViewModel(
            username: interactor.username, roster: roster, players: interactor.players, picked: roster.isLoaded ? interactor.picked : nil,
            message: news ?? standingMessage,
            confirmation: refusedPage.isOpen ? nil : question.map(PlayerListWording.question),
            unfinished: interactor.unfinishedMatch.map(PlayerListWording.line), isReadOnly: interactor.isReadOnly,
            waitingMatches: interactor.waitingMatches, refused: refusedPage.rows, offersWhy: RefusedRowsPage.offersWhy(interactor.lastImport)
        )
        shown = viewModel
        view?.display(viewModel)
    }

    /// Before another screen goes on top: what was shown, without the last action's news. Nothing else
    /// changed, so the rows are not made again (10 000 of them cost more than the next screen).
    private func showLeaving() {
        guard var viewModel = shown else { return show() }
        failed = nil
        viewModel.message = standingMessage
        view?.display(viewModel)
    }

    /// A failed load, or a roster shown offline, says so until another message takes its place for one event.
    private var standingMessage: Message? {
        roster.failure ?? interactor.offlineSince.map { .info(offline.line(since: $0, playable: true)) }
    }
}
