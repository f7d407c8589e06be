import Domain
import Foundation
import GathersInterface
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import Gather

@MainActor
final class PlayerListFactory: GatherScreenFactory {
    let playerList = StubScreen(title: "Players")
    private(set) var users: [User] = []
    private(set) var notices: [Message] = []
    func makePlayerListScreen(for user: User, notice: Message) -> any Screen {
        users.append(user)
        notices.append(notice)
        return playerList
    }
}

/// The assembled module: the Module wires the four roles so a whole match plays through them. What the
/// match screen does, line by line, is the behaviour suite's (Tests/MatchBehaviourTests), run on every
/// implementation of the screen.
@MainActor
@Suite struct GatherModuleTests {
    let match = StoredMatch()
    let clock = ManualClock()
    let shareFiles = ShareFilesSpy()
    let navigator = SpyNavigator()
    let factory = PlayerListFactory()

    func build(_ progress: GatherProgress = GatherProgress(), navigator: any Navigating) async -> any Screen {
        match.store(progress)
        return await build(UnfinishedGather(gather: match.gather, progress: progress), navigator: navigator)
    }

    func build(_ unfinished: UnfinishedGather, navigator: any Navigating) async -> any Screen {
        let screen = GatherModule.build(
            user: match.user,
            unfinished: unfinished,
            gathers: match.gathers,
            shareFiles: shareFiles,
            clock: clock,
            timeZone: TimeZone(secondsFromGMT: 0) ?? .current,
            navigator: navigator,
            factory: factory
        )
        await screen.willAppear()
        return screen
    }

    func tick(_ screen: any Screen, times: Int) async {
        for _ in 0..<times {
            await screen.tick()
            clock.advance(by: 1)
        }
    }

    @Test func build_playsAMatchAndEndsIt2To1() async throws {
        let screen = await build(navigator: navigator)

        for line in ["s", "a+", "a+", "b+"] { await screen.handle(line) }
        await tick(screen, times: 5)
        await screen.handle("p")
        #expect(screen.content.status == "paused 09:55")
        #expect(
            match.storedProgress
                == GatherProgress(
                    score: Score(teamA: 2, teamB: 1), timer: GatherTimer(remaining: 595)
                ))

        await screen.handle("end")
        #expect(screen.content.prompt == .text("End the match with Team A 2–1 Team B? (y/n)"))
        await screen.handle("y")

        #expect(match.ended?.score.description == "2-1")
        #expect(match.ended?.at == clock.now())
        #expect(factory.users == [match.user])
        #expect(navigator.calls == [.replaceRoot("Players")])
    }
}
