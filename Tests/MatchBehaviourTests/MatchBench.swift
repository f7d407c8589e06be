import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import StoreTestSupport
import TerminalUI
import TestSupport
import Testing

/// Where a behaviour test plays: a match started on a store (two a side and one on the bench; Dmitri
/// has no position), its screen built by one pattern through the seam the App uses, driven as the
/// screen loop drives it: lines typed, and ticks with the clock moved on by a second each.
@MainActor
final class MatchBench {
    static let startedAt = Date(timeIntervalSince1970: 1_795_000_000)
    static let lineUp: [(PlayerDetails, Team)] = [
        (PlayerDetails(name: "Ann Smith", position: .striker, skill: .amateur), .teamA),
        (PlayerDetails(name: "Bob", position: .goalkeeper, skill: .professional), .teamA),
        (PlayerDetails(name: "Carla Díaz", position: .midfielder, skill: .beginner), .teamB),
        (PlayerDetails(name: "Dmitri"), .teamB),
        (PlayerDetails(name: "Eve", position: .winger), .bench),
    ]

    let pattern: MatchImplementation
    let store: BenchStore
    let services: FaultInjectingServices
    let user: User
    let gather: Gather
    let clock = ManualClock(now: MatchBench.startedAt)
    let shareFiles: ShareFilesSpy
    let navigator = SpyNavigator()
    let exits = BenchExits()
    private(set) var screen: any Screen

    var gathers: any GathersService { services.gathersService(for: user) }

    /// Plays `body` on a fresh match of `pattern` on `store`; `progress` is the match as saved before
    /// the app stopped (a fresh one by default: a new match).
    static func play(
        _ pattern: MatchImplementation, on store: BenchStore, progress: GatherProgress = GatherProgress(), shareFiles: ShareFilesSpy = ShareFilesSpy(),
        _ body: (MatchBench) async throws -> Void
    ) async throws {
        try await store.with { @MainActor services in
            let user = try await services.register(Credentials(username: "ann", password: "secret"))
            var players: [GatherPlayer] = []
            for (details, team) in lineUp {
                players.append(GatherPlayer(player: try await services.playersService(for: user).add(details), team: team))
            }
            let gathers = services.gathersService(for: user)
            let gather = try await gathers.startGather(with: players, at: startedAt)
            if progress != GatherProgress() { try await gathers.saveProgress(progress, ofGather: gather.id) }
            let unfinished = try #require(try await gathers.unfinishedGather())
            services.forgetCalls()
            let bench = MatchBench(
                pattern: pattern, store: store, services: services, user: user, gather: gather, unfinished: unfinished, shareFiles: shareFiles)
            await bench.screen.willAppear()
            try await body(bench)
        }
    }

    private init(
        pattern: MatchImplementation, store: BenchStore, services: FaultInjectingServices, user: User, gather: Gather, unfinished: UnfinishedGather,
        shareFiles: ShareFilesSpy
    ) {
        (self.pattern, self.store, self.services, self.user, self.gather, self.shareFiles) = (pattern, store, services, user, gather, shareFiles)
        screen = StubScreen(title: "")
        screen = build(unfinished)
    }

    /// The screen again, on what the store holds now: as after a restart, or in a second window.
    func build(_ unfinished: UnfinishedGather) -> any Screen {
        pattern.builder.build(
            user: user, unfinished: unfinished, gathers: gathers, shareFiles: shareFiles, clock: clock,
            timeZone: TimeZone(secondsFromGMT: 0) ?? .current, navigator: navigator, factory: exits)
    }

    /// Each line typed in turn, as the screen loop hands them over.
    func type(_ lines: String...) async {
        for line in lines { await screen.handle(line) }
    }

    /// `times` seconds: a tick, then the clock a second on, as the screen loop does.
    func tick(_ times: Int = 1) async {
        for _ in 0..<times {
            await screen.tick()
            clock.advance(by: 1)
        }
    }

    var content: ScreenContent { screen.content }
    /// The clock in the title line: "running 09:58".
    var status: String? { screen.content.status }
    var message: Message? { screen.content.message }
    /// The screen as a person reads it through a pipe, 80 columns.
    var text: String { screen.content.renderedText() }

    /// The match as the store keeps it while it goes on; nil once it has ended or is gone.
    func stored() async throws -> GatherProgress? {
        let unfinished = try await gathers.unfinishedGather()
        return unfinished?.gather.id == gather.id ? unfinished?.progress : nil
    }

    /// The match as the history lists it; nil while it goes on.
    func finished() async throws -> Gather? {
        try await gathers.finishedGathers().first { $0.id == gather.id }
    }

    /// How many writes of this match's progress were asked for, whether they changed it or not.
    var progressWrites: Int {
        services.progressWrites.count { $0 == gather.id }
    }

    /// Every progress the store was asked to save for this match, oldest first.
    var progressSaves: [GatherProgress] {
        services.calls.compactMap { call in
            guard case .saveProgress(let progress, gather: gather.id) = call else { return nil }
            return progress
        }
    }
}

/// The App's side of the seam: the player list a match screen leads to, and what it was told.
@MainActor
final class BenchExits: MatchScreenExits {
    private(set) var notices: [Message] = []

    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        notices.append(notice)
        return StubScreen(title: "Players")
    }
}
