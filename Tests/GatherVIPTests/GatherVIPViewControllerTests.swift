import Domain
import Foundation
import MatchScreen
import Presentation
import TerminalUI
import TestSupport
import Testing

@testable import GatherVIP

/// The view controller with a business-logic spy and a router spy: each typed line becomes one
/// Request, each ViewModel is drawn as it came, and leaving is the router's.
@MainActor
@Suite struct GatherVIPViewControllerTests {
    let interactor = BusinessLogicSpy()
    let router = RouterSpy()
    let sut = GatherVIPViewController()

    init() {
        sut.interactor = interactor
        sut.router = router
    }

    @Test func appearingAndTicking_areRequests() async {
        await sut.willAppear()
        await sut.tick()

        #expect(sut.wantsTicks)
        #expect(interactor.requested == [.showMatch, .tick])
    }

    @Test func eachCommand_isItsRequest() async {
        for line in ["a+", "b- 3", "s", "p", "r", "t 7:30", "sub 5 a", "share md", "b", "", "t soon", "dance", "end"] {
            await sut.handle(line)
        }

        #expect(
            interactor.requested == [
                .score(.init(side: .teamA, goals: 1, scorer: nil)), .score(.init(side: .teamB, goals: -1, scorer: 3)), .clock(.start),
                .clock(.pause), .clock(.reset), .clock(.set(seconds: 450)), .substitute(.init(number: 5, team: .teamA)),
                .share(.show(.markdown)), .notice(.back), .refresh, .notice(.unreadable(.time)), .notice(.unknown("dance")), .end,
            ])
    }

    @Test func withAQuestionOnScreen_aLineIsItsAnswer() async {
        sut.displayEndMatch(viewModel: .init(board: GatherBoard(confirmation: "End the match? (y/n)")))

        await sut.handle("y")
        await sut.handle("a+")

        #expect(interactor.requested == [.answer(true), .notice(.unreadable(.answer))])
    }

    @Test func eachViewModel_isDrawnAsItCame() {
        let boards = (1...9).map { GatherBoard(score: "Team A  \($0) : 0  Team B") }
        let displays: [(GatherBoard) -> Void] = [
            { sut.displayMatch(viewModel: .init(board: $0)) }, { sut.displayScoreChange(viewModel: .init(board: $0)) },
            { sut.displayClockChange(viewModel: .init(board: $0)) }, { sut.displayTick(viewModel: .init(board: $0)) },
            { sut.displaySubstitution(viewModel: .init(board: $0)) }, { sut.displayEndMatch(viewModel: .init(board: $0)) },
            { sut.displayShare(viewModel: .init(board: $0)) }, { sut.displayRefresh(viewModel: .init(board: $0)) },
            { sut.displayNotice(viewModel: .init(board: $0)) },
        ]
        for (display, board) in zip(displays, boards) {
            display(board)
            #expect(sut.board == board)
            #expect(sut.content == GatherLayout.content(board))
        }
    }

    @Test func leaving_isTheRoutersJob() {
        sut.displayLeave(viewModel: .init(notice: .info(GatherWording.gone(.ended))))

        #expect(router.routes == [.info(GatherWording.gone(.ended))])
        #expect(interactor.requested.isEmpty)
    }

    @Test func withoutAnInteractor_aLineGoesNowhere() async {
        let lone = GatherVIPViewController()
        await lone.handle("a+")
        await lone.willAppear()

        #expect(lone.board == GatherBoard())
    }
}

/// The router with a navigator spy: it passes the data store's user to a fresh player list.
@MainActor
@Suite struct GatherVIPRouterTests {
    let navigator = SpyNavigator()
    let exits = PlayerListExits()

    @Test func theRoute_passesTheDataStoresUser_toANewRoot() {
        let sut = GatherVIPRouter(navigator: navigator, factory: exits)
        let interactor = GatherVIPInteractor(
            user: ann, unfinished: .lineUp(), worker: WorkerSpy(), sharing: ShareFlow(), timeZone: TimeZone(secondsFromGMT: 0) ?? .current)
        sut.dataStore = interactor

        sut.routeToPlayerList(notice: .success("Saved."))

        #expect(navigator.calls == [.replaceRoot("Players")])
        #expect(exits.asked.map(\.0) == [ann])
        #expect(exits.asked.map(\.1) == [.success("Saved.")])
    }

    @Test func withNoDataStore_itGoesNowhere() {
        let sut = GatherVIPRouter(navigator: navigator, factory: exits)

        sut.routeToPlayerList(notice: .success("Saved."))

        #expect(navigator.calls.isEmpty)
        #expect(exits.asked.isEmpty)
    }
}
