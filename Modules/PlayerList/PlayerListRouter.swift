import Domain
import TerminalUI

extension PlayerListRouting {
    /// Opens where a route leads through the same calls the list's commands make, so `b` walks back the same way.
    public func open(_ destination: PlayerListDestination) {
        switch destination {
        case .players: break
        case .details(.editable(let id)): showDetails(ofPlayer: id)
        case .details(.readOnly(let id)): showReadOnlyDetails(ofPlayer: id)
        case .edit(let id, let field): showDetails(ofPlayer: id, editing: field)
        case .newPlayer: showAddPlayer()
        case .history: showHistory()
        case .historyEntry(let number): showHistory(openingMatch: number)
        case .records: showRecords()
        case .match(let match): showGather(match)
        }
    }
}

public final class PlayerListRouter: PlayerListRouting {
    private let user: User
    private weak var navigator: (any Navigating)?
    private let factory: any PlayerListScreenFactory
    /// The roster shown, where the players named by id are found.
    private let roster: @MainActor () -> [Player]
    /// Where the picked players stood on the team sheet, and where to keep it when it changes.
    private let sheet: SheetTeams

    /// `roster`: the players the list shows; `sheet`: where the selection's team sheet stood (both
    /// the Module's Interactor's).
    public init(
        user: User, navigator: any Navigating, factory: any PlayerListScreenFactory, roster: @escaping @MainActor () -> [Player],
        sheet: SheetTeams = SheetTeams(read: { [:] }, keep: { _ in })
    ) {
        self.user = user
        self.navigator = navigator
        self.factory = factory
        self.roster = roster
        self.sheet = sheet
    }

    /// The players shown with these ids, in that order; an id no longer shown is left out.
    /// The players `ids` name, in the roster's order (the order the interactor gives them in).
    private func players(_ ids: [Int]) -> [Player] {
        // One pass over the roster, however many are named: the first player shown with each id. A set of
        // the ids, not a dictionary of players: a match can name all 10 000 (a dictionary took 1.6 MB).
        var named = Set(ids)
        var players: [Player] = []
        players.reserveCapacity(ids.count)
        for player in roster() where named.remove(player.id) != nil { players.append(player) }
        return players
    }

    /// PlayerAdd goes on top: saving or "back" returns here, and the list reloads.
    public func showAddPlayer() {
        navigator?.push(factory.makePlayerAddScreen(for: user))
    }

    /// PlayerDetail goes on top: "back" returns here, and the list reloads with any change.
    public func showDetails(ofPlayer id: Int) {
        for player in players([id]) { navigator?.push(factory.makePlayerDetailScreen(for: user, player: player)) }
    }

    public func showReadOnlyDetails(ofPlayer id: Int) {
        for player in players([id]) { navigator?.push(factory.makeReadOnlyPlayerDetailScreen(for: user, player: player)) }
    }

    public func showDetails(ofPlayer id: Int, editing field: PlayerField) {
        for player in players([id]) { navigator?.push(factory.makePlayerDetailScreen(for: user, player: player, editing: field)) }
    }

    /// ConfirmPlayers goes on top: "back" returns here with the selection as it was.
    public func showConfirmPlayers(_ ids: [Int], teams: [Int: Team]) {
        navigator?.push(
            factory.makeConfirmPlayersScreen(
                for: user, players: players(ids), teams: teams, sheet: sheet.read(), keepSheet: sheet.keep))
    }

    /// The match replaces everything, as when it was started; ending it builds a fresh list.
    public func showGather(_ unfinished: UnfinishedGather) {
        navigator?.replaceRoot(with: factory.makeGatherScreen(for: user, unfinished: unfinished))
    }

    /// History goes on top: "back" returns here.
    public func showHistory() {
        navigator?.push(factory.makeHistoryScreen(for: user))
    }

    public func showHistory(openingMatch number: Int) {
        navigator?.push(factory.makeHistoryScreen(for: user, openingMatch: number))
    }

    /// Records go on top: "back" returns here.
    public func showRecords() {
        navigator?.push(factory.makeRecordsScreen(for: user))
    }

    /// Login replaces everything: "back" after logging out must not reach the old roster.
    public func showLogin() {
        navigator?.replaceRoot(with: factory.makeLoginScreen())
    }
}
