import Domain
import TerminalUI
import TestSupport
import Testing

@testable import PlayerEdit

/// Navigation and reports in one log, to check their order.
@MainActor
final class EventLog {
    var entries: [String] = []
}

@MainActor
final class LoggingNavigator: Navigating {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func push(_ screen: any Screen) { log.entries.append("push") }
    func pop() { log.entries.append("pop") }
    func popToRoot() { log.entries.append("popToRoot") }
    func replaceRoot(with screen: any Screen) { log.entries.append("replaceRoot") }
    func quit() { log.entries.append("quit") }
}

@MainActor
@Suite struct PlayerEditRouterTests {
    let log = EventLog()
    @Test func close_popsBackToTheDetailsWithoutReporting() {
        let navigator = LoggingNavigator(log: log)
        let sut = PlayerEditRouter(navigator: navigator) { [log] in log.entries.append("saved") }

        sut.close()

        #expect(log.entries == ["pop"])
    }

    @Test func closeToPlayers_goesBackPastTheDetails_withoutReporting() {
        let navigator = LoggingNavigator(log: log)
        let sut = PlayerEditRouter(navigator: navigator) { [log] in log.entries.append("saved") }

        sut.closeToPlayers()

        #expect(log.entries == ["popToRoot"])
    }

    @Test func closeAfterSaving_reportsTheSaveBeforePopping() {
        let navigator = LoggingNavigator(log: log)
        let sut = PlayerEditRouter(navigator: navigator) { [log] in log.entries.append("saved") }

        sut.closeAfterSaving()

        #expect(log.entries == ["saved", "pop"])
    }

    @Test func router_doesNotKeepTheNavigatorAlive() {
        weak var released: LoggingNavigator?
        let sut: PlayerEditRouter
        do {
            let navigator = LoggingNavigator(log: log)
            released = navigator
            sut = PlayerEditRouter(navigator: navigator) {}
        }

        #expect(released == nil)
        sut.close()
        sut.closeToPlayers()
        #expect(log.entries.isEmpty)
    }
}
