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
    /// The line typed while a yes/no question ("Delete …? (y/n)") is asked.
    func didAnswerConfirmation(_ answer: String) async
    /// `s`, maybe with numbers to pick at once (`s 1 3 4`); nil when something else followed.
    func didChooseSelect(numbers: [Int]?)
    /// Numbers typed while selecting: each one is picked, or unpicked if it was.
    func didToggle(numbers: [Int])
    /// Go on with the picked players.
    func didChooseConfirm()
    /// Stop selecting; the selection is dropped.
    func didChooseDoneSelecting()
    func didChooseHistory()
    func didChooseResume()
    func didChooseDiscard()
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
    private var question: PlayerListQuestion?
    /// The ids of the picked players; nil when not selecting.
    private var selection: Set<Int>?
    private var unfinished: UnfinishedGather?

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
            question = .delete(player)
            show()
        }
    }

    public func didAnswerConfirmation(_ answer: String) async {
        guard let asked = question else { return }
        question = nil
        let yes = ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
        switch asked {
        case .delete(let player):
            if yes { await delete(player) } else { show(.info("Kept \(player.name).")) }
        case .discard(let match):
            if yes { await discard(match) } else { show(.info("Kept the unfinished match: type resume to play on.")) }
        }
    }

    // MARK: Selection

    public func didChooseSelect(numbers: [Int]?) {
        guard let numbers else { return show(.error(Self.selectHint)) }
        // `s` alone needs a list to pick from, just as a number does.
        if let problem = problem(with: numbers.isEmpty ? [1] : numbers) { return show(problem) }
        let starting = selection == nil
        selection = selection ?? []
        toggle(numbers)
        show(starting && numbers.isEmpty ? .info(Self.selectingHint) : nil)
    }

    public func didToggle(numbers: [Int]) {
        guard selection != nil else { return show() }
        if let problem = problem(with: numbers) { return show(problem) }
        toggle(numbers)
        show()
    }

    public func didChooseConfirm() {
        guard let selection else { return show() }
        let picked = players.filter { selection.contains($0.id) }
        guard picked.count >= 2 else { return show(.error(Self.confirmHint)) }
        show()
        router.showConfirmPlayers(picked)
    }

    public func didChooseDoneSelecting() {
        selection = nil
        show()
    }

    // MARK: Elsewhere

    public func didChooseHistory() {
        show()
        router.showHistory()
    }

    public func didChooseResume() {
        guard let unfinished else { return show(.error(Self.noUnfinishedMatch)) }
        show()
        router.showGather(unfinished)
    }

    public func didChooseDiscard() {
        guard let unfinished else { return show(.error(Self.noUnfinishedMatch)) }
        question = .discard(unfinished)
        show()
    }

    public func didChooseLogOut() async {
        await interactor.logOut(user)
        show()
        router.showLogin()
    }

    public func didEnterUnknownCommand(_ line: String) {
        show(.unknownCommand(line))
    }

    // MARK: Loading and changes

    private func load(_ news: Message? = nil) async {
        question = nil
        state = .loading
        show()
        var trouble: Message?
        do {
            unfinished = try await interactor.unfinishedGather()
        } catch {
            unfinished = nil
            trouble = .error("Could not check for an unfinished match: \(error.userMessage)")
        }
        do {
            // Only the picked players are kept while the new list loads, not two whole lists.
            let picked = selection.map { selection in players.filter { selection.contains($0.id) } } ?? []
            players = []
            players = try await interactor.players()
            state = players.isEmpty ? .empty : .loaded(rows)
            let unpicked = keepSelectionOfExistingPlayers(picked: picked)
            show(news ?? trouble ?? unpicked)
        } catch {
            players = []
            state = .failed(error.userMessage)
            // The roster's failure (with its retry) says more than a failed match check.
            show()
        }
    }

    /// A picked player who is gone (deleted elsewhere) is no longer picked.
    private func keepSelectionOfExistingPlayers(picked: [Player]) -> Message? {
        guard let selection else { return nil }
        let existing = Set(players.map(\.id))
        let gone = picked.filter { !existing.contains($0.id) }
        self.selection = selection.intersection(existing)
        guard !gone.isEmpty else { return nil }
        return .info("No longer selected, as deleted meanwhile: \(gone.map(\.name).joined(separator: ", ")).")
    }

    private func delete(_ player: Player) async {
        await change(done: .success("Deleted \(player.name)."), failure: "Could not delete \(player.name)") {
            try await interactor.delete(playerID: player.id)
        }
    }

    private func discard(_ match: UnfinishedGather) async {
        await change(done: .success("Discarded the unfinished match."), failure: "Could not discard the match") {
            try await interactor.discardGather(id: match.gather.id)
        }
    }

    /// Runs one change, then reloads the list with `done`, or shows why it failed.
    private func change(done: Message, failure: String, _ work: () async throws -> Void) async {
        do {
            try await work()
            await load(done)
        } catch {
            let news = Message.error("\(failure): \(error.userMessage)")
            // Already gone elsewhere (another device, the server): show the list as it is now.
            if error as? ServiceError == .notFound {
                await load(news)
            } else {
                show(news)
            }
        }
    }

    private func toggle(_ numbers: [Int]) {
        for number in Set(numbers) where players.indices.contains(number - 1) {
            let id = players[number - 1].id
            if selection?.remove(id) == nil { selection?.insert(id) }
        }
    }

    /// Runs `use` with the player shown under `number`, or says why there is none.
    private func withPlayer(numbered number: Int, _ use: (Player) -> Void) {
        if let problem = problem(with: [number]) { return show(problem) }
        use(players[number - 1])
    }

    /// Why some of `numbers` name no player shown, saying which numbers exist; nil when all do.
    private func problem(with numbers: [Int]) -> Message? {
        switch state {
        case .loaded:
            guard let wrong = numbers.first(where: { $0 < 1 || $0 > players.count }) else { return nil }
            return .error("There is no player \(wrong): choose \(players.count == 1 ? "1" : "1–\(players.count)").")
        case .empty:
            return .error("There are no players to pick yet. Type a to add one.")
        case .loading, .failed:
            return .error("Your players are not loaded. Type r to retry.")
        }
    }

    private var rows: [PlayerListRow] {
        players.enumerated().map { index, player in
            PlayerListRow(number: index + 1, player: player, isSelected: selection?.contains(player.id) == true)
        }
    }

    /// Shows the current state; `news` lasts until the next event.
    private func show(_ news: Message? = nil) {
        var selecting: PlayerListSelection?
        if case .loaded = state {
            state = .loaded(rows)
            selecting = selection.map { PlayerListSelection(count: $0.count) }
        }
        view?.display(PlayerListViewModel(
            username: user.username,
            state: state,
            message: news ?? failureMessage,
            confirmation: confirmation,
            selection: selecting,
            unfinished: unfinished.map(PlayerListUnfinishedMatch.init)
        ))
    }

    private var confirmation: String? {
        switch question {
        case .delete(let player): "Delete \(player.name)? (y/n)"
        case .discard(let match):
            "Discard the unfinished match (Team A \(match.progress.score.teamA) : \(match.progress.score.teamB) Team B)? (y/n)"
        case nil: nil
        }
    }

    /// A failed load keeps saying why, until another message takes its place for one event.
    private var failureMessage: Message? {
        guard case .failed(let reason) = state else { return nil }
        return .error(reason + " Type r to retry.")
    }

    static let deleteHint = "Type d and a player's number, e.g. d 2."
    static let selectHint = "Type s and the players' numbers, e.g. s 1 3 4, or s alone to start picking."
    static let selectingHint = "Type the numbers of the players who play, e.g. 1 3 4, then c to confirm."
    static let confirmHint = "Select at least two players: type their numbers, e.g. 1 2."
    static let noUnfinishedMatch = "There is no unfinished match."
}
