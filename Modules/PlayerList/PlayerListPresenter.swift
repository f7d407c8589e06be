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
    let interactor: any PlayerListInteracting<Player>
    let router: any PlayerListRouting<Player>
    /// Where the command line asked to go from here: followed after the first load.
    var route: AppRoute?
    var roster = Roster.loading
    var question: Question?
    /// Shown once, when the list first appears.
    private var notice: Message?
    /// The change that just failed, which `r` tries again; any other event forgets it.
    private var failedChange: (() async -> Void)?
    /// Says the roster shown is the last loaded copy.
    let offline: OfflineNotice

    /// Where loading the roster stands.
    enum Roster {
        case loading
        /// The text says why it failed.
        case failed(String)
        case loaded
    }

    /// The yes/no question being asked, and what a yes does.
    enum Question {
        /// The player, and how they are named in the question and its answer.
        case delete(Player, String)
        case discard(UnfinishedGather)
    }

    public init(
        username: String,
        interactor: any PlayerListInteracting<Player>,
        router: any PlayerListRouting<Player>,
        notice: Message? = nil,
        route: AppRoute? = nil,
        offline: OfflineNotice
    ) {
        self.username = username
        self.interactor = interactor
        self.router = router
        self.notice = notice
        self.route = route
        self.offline = offline
    }

    public func viewWillAppear() async {
        let news = notice
        notice = nil
        await load(news)
    }

    /// Tries again the change that just failed, or else loads the list again.
    public func didChooseRetry() async {
        guard let failedChange else { return await load() }
        await failedChange()
    }

    public func didChooseAdd() {
        answer(interactor.mayChangeRoster(), for: .change) {
            show()
            router.showAddPlayer()
        }
    }

    public func didChoosePlayer(number: Int) {
        answer(interactor.opening(numbered: number), for: .details) { opening in
            show()
            switch opening {
            case .editable(let player): router.showDetails(of: player)
            case .readOnly(let player): router.showReadOnlyDetails(of: player)
            }
        }
    }

    public func didChooseDelete(number: Int?) {
        guard let number else { return show(.error(Self.deleteHint)) }
        answer(interactor.playerToDelete(numbered: number), for: .delete) { player in
            question = .delete(player, Self.distinctName(of: player, among: interactor.players, numbered: true))
            show()
        }
    }

    public func didAnswerConfirmation(_ answer: String) async {
        guard let asked = question else { return }
        guard let yes = Wording.answer(answer) else { return show(.error(Wording.yesOrNo)) }
        question = nil
        switch asked {
        case .delete(let player, let name):
            guard yes else { return show(.info("Kept \(name).")) }
            await change(.working("Deleting \(name)…"), done: .success("Deleted \(name)."), failure: "Could not delete \(name)", for: .delete) {
                [interactor] in try await interactor.delete(player)
            }
        case .discard(let match):
            guard yes else { return show(.info("Kept the unfinished match: type resume to play on.")) }
            await change(.working("Discarding the match…"), done: .success("Discarded the unfinished match."), failure: "Could not discard the match", for: .match) {
                [interactor] in try await interactor.discard(match)
            }
        }
    }

    // MARK: Selection

    public func didChooseSelect(_ line: String) {
        guard let picks = PlayerPicks(line) else { return show(message(for: .notASelection, .select)) }
        answer(interactor.select(picks), for: .select) { selecting in
            show(selecting == .began && picks.isEmpty ? .info(Self.selectingHint) : nil)
        }
    }

    public func didPick(_ line: String) {
        guard let picks = PlayerPicks(line) else { return show(message(for: .notASelection, .pick(line))) }
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
            answer(try await interactor.selectLastLineUp(), for: .select) { show(.info(Self.lastLineUp($0))) }
        } catch {
            show(.error("Could not load the last match. \(error.userMessage)"))
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
        roster = .loading
        show()
        let loaded = await interactor.loadRosterAndCheckUnfinishedMatch()
        let trouble = loaded.matchCheck.map { Message.error("Could not check for an unfinished match. \($0.userMessage)") }
        switch loaded.unpicked {
        case .success(let unpicked):
            roster = .loaded
            let names = unpicked.map { Self.distinctName(of: $0, among: unpicked + interactor.players, numbered: false) }
            let gone = unpicked.isEmpty ? nil
                : Message.info("No longer selected, as deleted meanwhile: \(names.joined(separator: ", ")).")
            // Offline, the check failed for the same reason the status line gives.
            show(news ?? (interactor.offlineSince == nil ? trouble : nil) ?? gone)
        case .failure(let error):
            roster = .failed(error.userMessage)
            // The roster's failure (with its retry) says more than a failed match check.
            show()
        }
        followRoute()
    }

    /// Runs one change, then reloads the list with `done`, or shows why it was refused or failed.
    private func change(
        _ working: Message, done: Message, failure: String, for request: PlayerListRequest,
        _ work: @escaping () async throws -> Result<Void, PlayerListRefusal>
    ) async {
        show(working)
        do {
            if case .failure(let refusal) = try await work() { return show(message(for: refusal, request)) }
            await load(done)
        } catch {
            let news = Message.error("\(failure). \(error.userMessage)")
            // Already gone elsewhere (another device, the server): show the list as it is now.
            if ServiceError(error) == .notFound {
                await load(news)
            } else {
                show(.error("\(failure). \(error.userMessage) Type r to try again."))
                failedChange = { [weak self] in await self?.change(working, done: done, failure: failure, for: request, work) }
            }
        }
    }

    /// Goes on with what the interactor answered, or shows why it refused.
    private func answer<Value>(_ result: Result<Value, PlayerListRefusal>, for request: PlayerListRequest, _ use: (Value) -> Void) {
        switch result {
        case .success(let value): use(value)
        case .failure(let refusal): show(message(for: refusal, request))
        }
    }

    // MARK: Showing

    /// Shows the current state; `news` lasts until the next event.
    func show(_ news: Message? = nil) {
        failedChange = nil
        let state = state
        var selection: PlayerListSelection?
        if case .loaded = state, let picked = interactor.picked {
            selection = PlayerListSelection(count: picked.count)
        }
        view?.display(PlayerListViewModel(
            username: username,
            state: state,
            message: news ?? statusLine,
            confirmation: confirmation,
            selection: selection,
            unfinished: interactor.unfinishedMatch.map(Self.line),
            isReadOnly: interactor.offlineSince != nil,
            minimumPicked: selection == nil ? 0 : Gather.minimumPlayers
        ))
    }

    private var state: PlayerListState {
        switch roster {
        case .loading: return .loading
        case .failed(let reason): return .failed(reason)
        case .loaded:
            let players = interactor.players
            guard !players.isEmpty else { return .empty }
            let picked = interactor.picked
            return .loaded(players.enumerated().map { index, player in
                PlayerListRow(
                    number: index + 1,
                    name: player.name,
                    position: Wording.shown(player.position?.acronym),
                    skill: Wording.shown(player.skill?.rawValue),
                    isSelected: picked?.contains(player.id) == true
                )
            })
        }
    }
}
