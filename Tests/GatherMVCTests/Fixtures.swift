import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

@testable import GatherMVC

extension GatherProgress {
    static func at(_ teamA: Int, _ teamB: Int, remaining: Int = 600, running: Bool = false, duration: Int = 600) -> GatherProgress {
        GatherProgress(score: Score(teamA: teamA, teamB: teamB), timer: GatherTimer(duration: duration, remaining: remaining, isRunning: running))
    }
}

/// The App's side of the seam: a player list that remembers who asked for it and with what news.
@MainActor
final class PlayerListExits: MatchScreenExits {
    let playerList = StubScreen(title: "Players")
    private(set) var users: [User] = []
    private(set) var notices: [Message] = []

    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        users.append(user)
        notices.append(notice)
        return playerList
    }
}

/// Everything a match screen is built from, on one started match: the in-memory store, a share
/// files spy, a clock that moves when told, a navigator spy and the player list.
@MainActor
struct MatchTable {
    let match: StartedMatch
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy()
    let navigator = SpyNavigator()
    let exits = PlayerListExits()

    static func make() async throws -> MatchTable {
        MatchTable(match: try await StartedMatch.make())
    }

    /// Every progress of the match the store was asked to save.
    var saved: [GatherProgress] { match.progressSaves }

    /// The controller on `unfinished`, as the module makes it; `navigator`: another window's, when not this table's.
    func controller(_ unfinished: UnfinishedGather, navigator: (any Navigating)? = nil) -> GatherMVCController {
        GatherMVCController(
            user: match.ann.user, unfinished: unfinished, gathers: match.ann.gathers, shareFiles: shareFiles, clock: clock,
            timeZone: TimeZone(secondsFromGMT: 0) ?? .current, navigator: navigator ?? self.navigator, factory: exits
        )
    }

    /// The controller on the match at `progress` (a fresh one by default), as stored (unless `stored`
    /// is false: a progress no store keeps), with its view, shown.
    /// `navigator`: another window's, when not this table's.
    func playing(_ progress: GatherProgress = GatherProgress(), stored: Bool = true, navigator: (any Navigating)? = nil) async -> Playing {
        if stored { await match.store(progress) }
        return playing(UnfinishedGather(gather: match.gather, progress: progress), navigator: navigator)
    }

    func playing(_ unfinished: UnfinishedGather, navigator: (any Navigating)? = nil) -> Playing {
        let controller = controller(unfinished, navigator: navigator)
        let view = GatherMVCView()
        controller.view = view
        controller.gatherViewWillAppear(view)
        return Playing(controller: controller, view: view)
    }
}

/// A controller and its view, driven as the view drives it: through the delegate's methods.
@MainActor
struct Playing {
    let controller: GatherMVCController
    let view: GatherMVCView

    /// What the view shows now.
    var shown: GatherBoard { view.board }

    func enter(_ command: GatherCommand) async {
        await controller.gatherView(view, didEnter: command)
    }

    /// A line, read as the view reads it.
    func type(_ lines: String...) async {
        for line in lines { await enter(GatherCommand(line, asking: view.board.confirmation != nil)) }
    }

    func tick(times: Int = 1) async {
        for _ in 0..<times { await controller.gatherViewDidTick(view) }
    }
}
