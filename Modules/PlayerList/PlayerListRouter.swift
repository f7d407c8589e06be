import Domain
import TerminalUI

/// Where PlayerList leads; the players it hands on are the ones the list shows.
@MainActor
public protocol PlayerListRouting<Player>: AnyObject {
    associatedtype Player: PlayerListEntity

    func showAddPlayer()
    func showDetails(of player: Player)
    /// The details of a player on a roster shown offline: nothing there may be edited.
    func showReadOnlyDetails(of player: Player)
    /// The details with the editor of `field` on top (a route): back returns to the details, then here.
    func showDetails(of player: Player, editing field: PlayerField)
    /// The picked players, in the list's order, go on to be split into teams.
    /// `teams`: where some of them should start (the last match's teams, after `last`).
    func showConfirmPlayers(_ players: [Player], teams: [Player.ID: Team])
    /// Back into a match that was left unfinished.
    func showGather(_ unfinished: UnfinishedGather)
    func showHistory()
    /// The history with match `number` open (a route), or saying there is none.
    func showHistory(openingMatch number: Int)
    func showRecords()
    func showLogin()
}

extension PlayerListRouting {
    /// Opens where a route leads through the same calls the list's commands make, so `b` walks back the same way.
    public func open(_ destination: PlayerListDestination<Player>) {
        switch destination {
        case .players: break
        case .details(.editable(let player)): showDetails(of: player)
        case .details(.readOnly(let player)): showReadOnlyDetails(of: player)
        case .edit(let player, let field): showDetails(of: player, editing: field)
        case .newPlayer: showAddPlayer()
        case .history: showHistory()
        case .historyEntry(let number): showHistory(openingMatch: number)
        case .records: showRecords()
        case .match(let match): showGather(match)
        }
    }
}

/// The screens PlayerList opens, built by the App.
@MainActor
public protocol PlayerListScreenFactory: AnyObject {
    func makePlayerAddScreen(for user: User) -> any Screen
    func makePlayerDetailScreen(for user: User, player: Player) -> any Screen
    func makeReadOnlyPlayerDetailScreen(for user: User, player: Player) -> any Screen
    func makePlayerDetailScreen(for user: User, player: Player, editing field: PlayerField) -> any Screen
    func makeConfirmPlayersScreen(for user: User, players: [Player], teams: [Player.ID: Team]) -> any Screen
    func makeGatherScreen(for user: User, unfinished: UnfinishedGather) -> any Screen
    func makeHistoryScreen(for user: User) -> any Screen
    func makeHistoryScreen(for user: User, openingMatch number: Int) -> any Screen
    func makeRecordsScreen(for user: User) -> any Screen
    func makeLoginScreen() -> any Screen
}

public final class PlayerListRouter: PlayerListRouting {
    private let user: User
    private weak var navigator: (any Navigating)?
    private let factory: any PlayerListScreenFactory

    public init(user: User, navigator: any Navigating, factory: any PlayerListScreenFactory) {
        self.user = user
        self.navigator = navigator
        self.factory = factory
    }

    /// PlayerAdd goes on top: saving or "back" returns here, and the list reloads.
    public func showAddPlayer() {
        navigator?.push(factory.makePlayerAddScreen(for: user))
    }

    /// PlayerDetail goes on top: "back" returns here, and the list reloads with any change.
    public func showDetails(of player: Player) {
        navigator?.push(factory.makePlayerDetailScreen(for: user, player: player))
    }

    public func showReadOnlyDetails(of player: Player) {
        navigator?.push(factory.makeReadOnlyPlayerDetailScreen(for: user, player: player))
    }

    public func showDetails(of player: Player, editing field: PlayerField) {
        navigator?.push(factory.makePlayerDetailScreen(for: user, player: player, editing: field))
    }

    /// ConfirmPlayers goes on top: "back" returns here with the selection as it was.
    public func showConfirmPlayers(_ players: [Player], teams: [Player.ID: Team]) {
        navigator?.push(factory.makeConfirmPlayersScreen(for: user, players: players, teams: teams))
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
