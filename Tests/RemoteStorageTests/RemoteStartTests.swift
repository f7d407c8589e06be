import Domain
import Foundation
import GathersInterface
import PlayersInterface
import RemoteTestSupport
import StoreTestSupport
import Synchronization
import TestSupport
import Testing

@testable import RemoteStorage

/// A match started on a server exists there exactly once, whatever the network does while it starts:
/// a creation or a player link that reaches the server and gets no answer (now or applied later, as a
/// server that stalls applies it), the app killed at any step of the start, a match discarded after
/// such a start. After each, the server holds the match once, with its ten players and its result.
@Suite struct RemoteStartTests {
    let kickOff = Date(timeIntervalSince1970: 1_800_000_000)

    func lineUp(_ roster: [Player]) -> [GatherPlayer] {
        roster.enumerated().map { index, player in GatherPlayer(player: player, team: index < 5 ? .teamA : .teamB) }
    }

    /// Ann, ten players, and a store on `directory` whose requests go through `transport`.
    func ann(
        on server: FakeFootballGatherServer, in directory: URL, through transport: any HTTPTransport
    ) async throws -> (gathers: any GathersService, roster: [Player], players: any PlayersService) {
        let setUp = try await server.store(dataDirectory: directory).account("ann")
        let roster = try await setUp.players.addAll((1...10).map { PlayerDetails(name: "Player \($0)") })
        let store = RemoteStore(baseURL: server.baseURL, dataDirectory: directory, transport: transport, retryBackoff: .zero, clock: SteppedClock())
        let user = try await store.logIn(Credentials(username: "ann", password: "secret"))
        return (store.gathersService(for: user), roster, store.playersService(for: user))
    }

    /// Ends the match 2–1 and sends what waits; the server then holds it once, whole.
    func endAndSend(_ gathers: any GathersService, _ id: UUID, on server: FakeFootballGatherServer, _ comment: Comment? = nil) async throws {
        _ = try await gathers.endGather(id: id, score: Score(teamA: 2, teamB: 1), at: kickOff.addingTimeInterval(3_600))
        let sent = await gathers.sendWaitingMatches()
        #expect(sent.failure == nil && sent.stillWaiting == 0, comment)
        expectOneWholeMatch(on: server, comment)
    }

    func expectOneWholeMatch(on server: FakeFootballGatherServer, _ comment: Comment? = nil) {
        let held = server.heldGathers
        #expect(held.count == 1, "\(comment ?? ""): \(held)")
        #expect(held.first?.score == "2-1" && held.first?.winnerTeam == "Team A", comment)
        #expect(held.first?.teams.count == 10, comment)
    }

    static let creation: @Sendable (HTTPRequest) -> Bool = { $0.method == "POST" && $0.url.path == "/api/gathers" }
    static let firstLink: @Sendable (HTTPRequest) -> Bool = { $0.method == "POST" && $0.url.path.contains("/players/") }

    @Test(arguments: [UnansweredTransport.Applied.now, .later])
    func aCreationUnanswered_theMatchIsPlayedHere_andTheServerEndsWithItOnce(applied: UnansweredTransport.Applied) async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                let transport = UnansweredTransport(server: server, unanswered: Self.creation, applied: applied)
                let (gathers, roster, _) = try await ann(on: server, in: directory, through: transport)

                let gather = try await gathers.startGather(with: lineUp(roster), at: kickOff)
                await transport.applyHeld()
                #expect(server.heldGathers.map(\.teams) == [[:]], "the server made it, empty")
                #expect(!server.heldGathers.contains { $0.id == gather.id }, "played here, under its own id")
                try await endAndSend(gathers, gather.id, on: server)
                #expect(try await gathers.finishedGathers().map(\.notSentYet) == [false])
            }
        }
    }

    @Test(arguments: [UnansweredTransport.Applied.now, .later])
    func aFirstPlayerLinkUnanswered_theMatchIsPlayedHere_andTheServerEndsWithItOnce(applied: UnansweredTransport.Applied) async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                let transport = UnansweredTransport(server: server, unanswered: Self.firstLink, applied: applied)
                let (gathers, roster, _) = try await ann(on: server, in: directory, through: transport)

                let gather = try await gathers.startGather(with: lineUp(roster), at: kickOff)
                await transport.applyHeld()
                try await endAndSend(gathers, gather.id, on: server)
            }
        }
    }

    /// Killed at each request of the start in turn (it reaches the server, its answer never comes back,
    /// nothing after it is sent): the next run offers the match to resume, and once it has ended the
    /// server holds it once. Requests: the roster, the creation, ten player links.
    @Test func killedAtEveryStepOfTheStart_theNextRunResumesTheMatch_andTheServerEndsWithItOnce() async throws {
        for step in 0..<12 {
            try await withTemporaryDirectory { directory in
                try await withFakeServer { server in
                    let dying = DyingTransport(server: server, dieAt: step)
                    let (killed, roster, _) = try await ann(on: server, in: directory, through: dying)
                    dying.arm()
                    _ = try await killed.startGather(with: lineUp(roster), at: kickOff)
                    #expect(dying.reachedServer == step + 1, "step \(step)")

                    let rerun = server.store(dataDirectory: directory)
                    let again = rerun.gathersService(for: try await rerun.logIn(Credentials(username: "ann", password: "secret")))
                    let resumed = try #require(try await again.unfinishedGather(), "step \(step): offered to resume")
                    #expect(resumed.gather.players == lineUp(roster), "step \(step)")
                    try await endAndSend(again, resumed.gather.id, on: server, "step \(step)")
                }
            }
        }
    }

    @Test func aMatchDiscardedAfterAnUnansweredStart_goesFromTheServer_now() async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                let transport = UnansweredTransport(server: server, unanswered: Self.creation, applied: .now)
                let (gathers, roster, _) = try await ann(on: server, in: directory, through: transport)
                let gather = try await gathers.startGather(with: lineUp(roster), at: kickOff)
                #expect(server.gatherCount == 1)

                #expect(try await gathers.discardGather(id: gather.id) == .discarded)

                #expect(server.gatherCount == 0)
                #expect(try await gathers.unfinishedGather() == nil)
            }
        }
    }

    @Test func aMatchDiscardedAfterAnUnansweredStart_withTheServerAway_goesFromTheServerOnceItIsBack() async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                let transport = UnansweredTransport(server: server, unanswered: Self.creation, applied: .later)
                let (gathers, roster, _) = try await ann(on: server, in: directory, through: transport)
                let gather = try await gathers.startGather(with: lineUp(roster), at: kickOff)
                server.beginOutage()
                #expect(try await gathers.discardGather(id: gather.id) == .waitingForServer)
                server.endOutage()
                await transport.applyHeld()
                #expect(server.gatherCount == 1, "the stalled creation, applied once the server answers again")

                #expect(await gathers.sendWaitingMatches() == WaitingMatchesSent())

                #expect(server.gatherCount == 0)
            }
        }
    }

    /// Two machines on one account each start a match, the first one's creation unanswered: each
    /// match ends on the server once, the second one's untouched by the first one's settling.
    @Test func twoMachinesEachStartingAMatch_eachEndsOnTheServerOnce() async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                let transport = UnansweredTransport(server: server, unanswered: Self.creation, applied: .now)
                let (here, roster, _) = try await ann(on: server, in: directory.appending(path: "here"), through: transport)
                let elsewhereStore = server.store(dataDirectory: directory.appending(path: "elsewhere"))
                let elsewhere = elsewhereStore.gathersService(for: try await elsewhereStore.logIn(Credentials(username: "ann", password: "secret")))

                let first = try await here.startGather(with: lineUp(roster), at: kickOff)
                let second = try await elsewhere.startGather(with: Array(lineUp(roster).reversed()), at: kickOff)
                _ = try await here.endGather(id: first.id, score: Score(teamA: 2, teamB: 1), at: kickOff.addingTimeInterval(60))
                #expect(await here.sendWaitingMatches().sent.count == 1)
                _ = try await elsewhere.endGather(id: second.id, score: Score(teamA: 0, teamB: 3), at: kickOff.addingTimeInterval(60))

                let held = server.heldGathers
                #expect(held.map(\.score).sorted { ($0 ?? "") < ($1 ?? "") } == ["0-3", "2-1"], "\(held)")
                #expect(held.allSatisfy { $0.teams.count == 10 })
            }
        }
    }

    /// A start the server refuses (a player deleted there meanwhile) leaves nothing, here or there.
    @Test func aStartRefused_leavesNothingHereOrThere() async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                let (gathers, roster, players) = try await ann(on: server, in: directory, through: server)
                try await players.delete(playerID: roster[0].id)

                await #expect(throws: ServiceError.notFound) { try await gathers.startGather(with: lineUp(roster), at: kickOff) }

                #expect(server.gatherCount == 0)
                #expect(try await gathers.unfinishedGather() == nil)
                #expect(await gathers.sendWaitingMatches() == WaitingMatchesSent())
            }
        }
    }
}

/// Passes requests to the server but the first one `unanswered` picks: that one gets no answer (a
/// timeout). Applied `now`: it reached the server and the connection dropped before the answer; the
/// server answers the next ones. Applied `later`: the server stalls from that one on; each request
/// times out, and the server applies them all in order when it goes on (`applyHeld`).
final class UnansweredTransport: HTTPTransport, Sendable {
    enum Applied: Sendable { case now, later }

    let server: FakeFootballGatherServer
    let unanswered: @Sendable (HTTPRequest) -> Bool
    let applied: Applied
    private let state = Mutex(State.waiting)
    private let held = Mutex<[HTTPRequest]>([])

    private enum State { case waiting, stalled, over }

    init(server: FakeFootballGatherServer, unanswered: @escaping @Sendable (HTTPRequest) -> Bool, applied: Applied) {
        self.server = server
        self.unanswered = unanswered
        self.applied = applied
    }

    func send(_ request: HTTPRequest) async throws(HTTPTransportError) -> HTTPResponse {
        let answered = state.withLock { state in
            switch state {
            case .over: return true
            case .stalled: return false
            case .waiting:
                guard unanswered(request) else { return true }
                state = applied == .now ? .over : .stalled
                return false
            }
        }
        guard !answered else { return try await server.send(request) }
        switch applied {
        case .now: _ = try? await server.send(request)
        case .later: held.withLock { $0.append(request) }
        }
        throw .timedOut
    }

    /// The stalled server goes on: it applies what it held (its answers go nowhere), then answers again.
    func applyHeld() async {
        for request in held.withLock({ $0 }) {
            _ = try? await server.send(request)
        }
        held.withLock { $0.removeAll() }
        state.withLock { $0 = .over }
    }
}
