import AuthenticationInterface
import Domain
import Foundation
import GathersInterface
import LastLoadedInterface
import PlayersInterface
import RosterFilesInterface
import Synchronization
import TestSupport

@testable import PlayerList

/// The sample roster as the store lists it, with the ids it gave: in the list's order, which is by name.
struct SampleRoster {
    let ann = Player(
        id: 1, details: PlayerDetails(name: "Ann Smith", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"))
    let bob = Player(id: 2, details: PlayerDetails(name: "Bob", position: .goalkeeper, skill: .professional))
    let carla = Player(id: 3, details: PlayerDetails(name: "Carla Díaz", position: .midfielder, skill: .beginner))
    let dmitri = Player(id: 4, details: PlayerDetails(name: "Dmitri"))

    var all: [Player] { [ann, bob, carla, dmitri] }

    /// A match of Ann against Bob left at 2 : 1 with 7:42 to play, as saved before the app stopped.
    var unfinishedMatch: UnfinishedGather {
        let lineUp = [GatherPlayer(player: ann, team: .teamA), GatherPlayer(player: bob, team: .teamB)]
        let gather = Gather(id: Self.unfinishedID, players: lineUp, startedAt: Date(timeIntervalSince1970: 1_795_000_000))
        return UnfinishedGather(gather: gather, progress: GatherProgress(score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 462)))
    }

    private static let unfinishedID = UUID()
}

/// The players the store keeps for the account: deleting or adding changes what it lists next.
final class KeptRoster: Sendable {
    private let players: Mutex<[Player]>

    init(_ players: [Player]) {
        self.players = Mutex(players)
    }

    /// As the store lists them: by name.
    var listed: [Player] { players.withLock { $0.sortedByName() } }

    /// Adds them under the next ids, as the store would.
    @discardableResult
    func add(_ details: [PlayerDetails]) -> [Player] {
        players.withLock { players in
            let added = details.enumerated().map { Player(id: (players.map(\.id).max() ?? 0) + $0.offset + 1, details: $0.element) }
            players += added
            return added
        }
    }

    func add(_ details: PlayerDetails) -> Player { add([details])[0] }

    /// False when no player has that id.
    @discardableResult
    func delete(_ id: Int) -> Bool {
        players.withLock { players in
            guard let index = players.firstIndex(where: { $0.id == id }) else { return false }
            players.remove(at: index)
            return true
        }
    }
}

/// Ann's services as the list uses them, as their doubles: `players` lists `kept` (deleting and adding
/// change it), `gathers` has no match left unfinished and none finished, `authentication` logs out;
/// a test sets other answers. Every call is recorded in `log`, which fails the calls a test names.
@MainActor
final class ListAccount {
    let user = User(id: "u-ann", username: "ann")
    let log = ServiceCallLog()
    let kept: KeptRoster
    var players = PlayersServiceDouble()
    var gathers = GathersServiceDouble()
    var authentication = AuthenticationServiceDouble()

    init(_ roster: [Player] = SampleRoster().all) {
        let kept = KeptRoster(roster)
        self.kept = kept
        players.onPlayers = { kept.listed }
        players.onAddAll = { kept.add($0) }
        players.onDelete = { id in
            guard kept.delete(id) else { throw ServiceError.notFound }
        }
        gathers.onUnfinishedGather = { nil }
        gathers.onFinishedGatherList = { FinishedGatherList(gathers: []) }
        gathers.onDiscardGather = { _ in .discarded }
    }

    /// The match the store says was left unfinished, until it is discarded.
    func leaveUnfinished(_ match: UnfinishedGather) {
        let running = Mutex<UnfinishedGather?>(match)
        gathers.onUnfinishedGather = { running.withLock { $0 } }
        gathers.onDiscardGather = { id in
            let dropped = running.withLock { match in
                guard match?.gather.id == id else { return false }
                match = nil
                return true
            }
            guard dropped else { throw ServiceError.notFound }
            return .discarded
        }
    }

    /// The store's finished matches, newest first, each with its players.
    func finish(_ matches: Gather...) {
        gathers.onFinishedGatherList = { FinishedGatherList(gathers: matches) }
    }

    /// The list's interactor on these services, each call recorded.
    func interactor(
        copies: any LastLoadedCopies = NoLastLoadedCopies(), clock: any WallClock = ManualClock(),
        rosterFiles: any RosterFileReading = RosterFilesInMemory(), route: AppRoute? = nil
    ) -> PlayerListInteractor {
        PlayerListInteractor(
            user: user, players: players.recorded(in: log), gathers: gathers.recorded(in: log), authentication: authentication.recorded(in: log),
            copies: copies, clock: clock, rosterFiles: rosterFiles, route: route)
    }
}
