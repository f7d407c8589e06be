import Domain
import Foundation
import RemoteTestSupport
import StoreTestSupport
import Synchronization
import TestSupport
import Testing

@testable import RemoteStorage

/// The fake server behind a counter of the requests on the wire at once. From `resetPeak()` on,
/// each request lets the other tasks run a while before it is answered, so requests that may
/// overlap do; before it (a test's setup) requests are answered at once.
final class InFlightCounter: HTTPTransport {
    private let server: FakeFootballGatherServer
    private let counts = Mutex((now: 0, peak: 0, measuring: false))

    init(_ server: FakeFootballGatherServer) {
        self.server = server
    }

    var peak: Int { counts.withLock { $0.peak } }

    func resetPeak() {
        counts.withLock {
            $0.peak = 0
            $0.measuring = true
        }
    }

    /// From now on a request waits until `count` have been on the wire at once, for a bounded number
    /// of turns (no clock): requests sent side by side are then all seen at once, whatever the scheduling.
    private let awaited = Mutex(0)
    func holdUntilOnTheWire(_ count: Int) {
        awaited.withLock { $0 = count }
    }

    func send(_ request: HTTPRequest) async throws(HTTPTransportError) -> HTTPResponse {
        let measuring = counts.withLock { counts in
            counts.now += 1
            counts.peak = max(counts.peak, counts.now)
            return counts.measuring
        }
        defer { counts.withLock { $0.now -= 1 } }
        var turns = 0
        let wanted = awaited.withLock { $0 }
        // Until `wanted` have been on the wire at once: the first to leave must not hold back the rest.
        while measuring && (turns < 50 || (turns < 20_000 && counts.withLock({ $0.peak }) < wanted)) {
            await Task.yield()
            turns += 1
        }
        return try await server.send(request)
    }
}

/// A clock that moves only when the test says (a `SteppedClock`), and notes every sleep asked of it.
final class NotingClock: Clock, Sendable {
    typealias Instant = SteppedClock.Instant
    let stepped = SteppedClock()
    private let asked = Mutex<[Duration]>([])

    var now: Instant { stepped.now }
    var minimumResolution: Duration { .zero }
    var sleepsAsked: [Duration] { asked.withLock { $0 } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        asked.withLock { $0.append(now.duration(to: deadline)) }
        try await stepped.sleep(until: deadline, tolerance: tolerance)
    }
}

/// How many requests the web-service store sends, how many at once, and which it sends again.
@Suite struct RemoteRequestsTests {
    let kickOff = Date(timeIntervalSince1970: 1_795_000_000)

    /// `count` finished gathers of `user`, started and ended through another machine's store
    /// (no records here): their players are on the server only.
    func playElsewhere(_ count: Int, on server: FakeFootballGatherServer, as credentials: Credentials, players: [Player]) async throws {
        let elsewhere = server.store(dataDirectory: nil)
        let user = try await elsewhere.logIn(credentials)
        let gathers = elsewhere.gathersService(for: user)
        for _ in 0..<count {
            let teams = players.enumerated().map { GatherPlayer(player: $1, team: $0.isMultiple(of: 2) ? .teamA : .teamB) }
            let gather = try await gathers.startGather(with: teams, at: kickOff)
            try await gathers.endGather(id: gather.id, score: Score(teamA: 1, teamB: 0), at: kickOff)
        }
    }

    func withCountedStore(_ body: (FakeFootballGatherServer, InFlightCounter, StoreAccount) async throws -> Void) async throws {
        try await withTemporaryDirectory { directory in
            try await withFakeServer { server in
                let counter = InFlightCounter(server)
                let store = RemoteStore(
                    baseURL: server.baseURL, dataDirectory: directory, transport: counter, retryBackoff: .zero, clock: SteppedClock())
                try await body(server, counter, try await store.account("ann"))
            }
        }
    }

    func requests(of server: FakeFootballGatherServer, since start: Int) -> [String] {
        server.requests.dropFirst(start).map { "\($0.method) \($0.path)" }
    }

    // MARK: - Asking only for what a screen needs

    @Test func theHistoryList_isOneRequest_andOneMatchInFull_isOneMore() async throws {
        try await withCountedStore { server, _, ann in
            let roster = [try await ann.players.add(PlayerDetails(name: "Ana")), try await ann.players.add(PlayerDetails(name: "Bo"))]
            try await playElsewhere(12, on: server, as: Credentials(username: "ann", password: "secret"), players: roster)
            let start = server.requests.count

            let list = try await ann.gathers.finishedGatherList()
            #expect(requests(of: server, since: start) == ["GET /api/gathers"])
            #expect(list.gathers.count == 12)
            #expect(list.playersLeftOut == Set(list.gathers.map(\.id)))
            #expect(list.gathers.allSatisfy { $0.players.isEmpty })

            let newest = try #require(list.gathers.first)
            let opened = start + 1
            let players = try await ann.gathers.players(ofFinishedGather: newest.id)
            #expect(requests(of: server, since: opened) == ["GET /api/gathers/\(newest.id.uuidString)/players"])
            #expect(players.map(\.name).sorted() == ["Ana", "Bo"])
            #expect(try await ann.gathers.finishedGathers().first?.players.map(\.name).sorted() == players.map(\.name).sorted())
        }
    }

    @Test func aPlayersMatches_costAFewRequests_howeverLongTheHistory() async throws {
        try await withCountedStore { server, _, ann in
            let ana = try await ann.players.add(PlayerDetails(name: "Ana"))
            let bo = try await ann.players.add(PlayerDetails(name: "Bo"))
            try await playElsewhere(10, on: server, as: Credentials(username: "ann", password: "secret"), players: [ana, bo])
            let start = server.requests.count
            let matches = try await ann.records.matches(ofPlayer: ana.id, limit: 5)
            #expect(matches.count == 5)
            #expect(matches.allSatisfy { $0.team == nil })
            #expect(requests(of: server, since: start).sorted() == ["GET /api/gathers", "GET /api/players", "GET /api/players/\(ana.id)/gathers"])
        }
    }

    /// What a Records screen asks waits on nothing else: its requests go side by side.
    @Test func theRecordsTable_andAPlayersMatches_sendTheirRequestsSideBySide() async throws {
        try await withCountedStore { server, counter, ann in
            let ana = try await ann.players.add(PlayerDetails(name: "Ana"))
            try await playElsewhere(3, on: server, as: Credentials(username: "ann", password: "secret"), players: [ana])
            _ = try await ann.records.records(since: nil)
            counter.resetPeak()
            counter.holdUntilOnTheWire(2)
            let start = server.requests.count

            _ = try await ann.records.records(since: nil)
            #expect(requests(of: server, since: start).sorted() == ["GET /api/gathers", "GET /api/players"], "the players of each match are known by now")
            #expect(counter.peak == 2, "the roster and the list of matches went one after the other")

            counter.resetPeak()
            counter.holdUntilOnTheWire(3)
            _ = try await ann.records.matches(ofPlayer: ana.id, limit: 5)
            #expect(counter.peak == 3, "the player's three requests went one after the other")
        }
    }

    // MARK: - Never more than eight at once, and side by side

    @Test func everyGathersPlayers_areFetchedEightAtATime() async throws {
        try await withCountedStore { server, counter, ann in
            let roster = [try await ann.players.add(PlayerDetails(name: "Ana")), try await ann.players.add(PlayerDetails(name: "Bo"))]
            try await playElsewhere(30, on: server, as: Credentials(username: "ann", password: "secret"), players: roster)
            counter.resetPeak()
            let start = server.requests.count
            let finished = try await ann.gathers.finishedGathers()
            #expect(finished.count == 30 && finished.allSatisfy { $0.players.count == 2 })
            #expect(requests(of: server, since: start).count == 31)
            #expect(counter.peak <= RemoteStore.maxRequestsInFlight)
            #expect(counter.peak > 1, "independent requests went one by one")
        }
    }

    @Test func startingAMatch_attachesItsPlayersSideBySide_eightAtATime() async throws {
        try await withCountedStore { server, counter, ann in
            var teams: [GatherPlayer] = []
            for index in 0..<22 {
                let player = try await ann.players.add(PlayerDetails(name: "Player \(index)"))
                teams.append(GatherPlayer(player: player, team: index < 20 ? (index.isMultiple(of: 2) ? .teamA : .teamB) : .bench))
            }
            counter.resetPeak()
            let start = server.requests.count
            let gather = try await ann.gathers.startGather(with: teams, at: kickOff)
            let attached = requests(of: server, since: start).filter { $0.hasPrefix("POST /api/gathers/\(gather.id.uuidString)/players/") }
            // Side by side: any order, each once.
            let expected = teams.filter { $0.team != .bench }.compactMap(\.playerID).map { "POST /api/gathers/\(gather.id.uuidString)/players/\($0)" }
            #expect(attached.count == 20, "the bench is not sent")
            #expect(Set(attached) == Set(expected))
            #expect(counter.peak <= RemoteStore.maxRequestsInFlight)
            #expect(counter.peak > 1)
            #expect(try await ann.gathers.unfinishedGather()?.gather.players == teams)
        }
    }

    /// Creating the match needs no answer of the check that its players are the user's: both go at once.
    @Test func startingAMatch_checksItsPlayersBesideItsCreation_andAForeignOneUndoesIt() async throws {
        try await withCountedStore { server, counter, ann in
            let teams = [
                GatherPlayer(player: try await ann.players.add(PlayerDetails(name: "Ana")), team: .teamA),
                GatherPlayer(player: try await ann.players.add(PlayerDetails(name: "Bo")), team: .teamB),
            ]
            counter.resetPeak()
            counter.holdUntilOnTheWire(2)
            let start = server.requests.count
            let gather = try await ann.gathers.startGather(with: [teams[0]], at: kickOff)
            #expect(Array(requests(of: server, since: start).prefix(2)).sorted() == ["GET /api/players", "POST /api/gathers"])
            #expect(counter.peak == 2, "the check and the creation went one after the other")
            try await ann.gathers.discardGather(id: gather.id)

            var foreign = teams
            foreign[1].playerID = 999
            await #expect(throws: ServiceError.notFound) { try await ann.gathers.startGather(with: foreign, at: kickOff) }
            #expect(server.gatherCount == 0, "the match made beside the check is deleted")
            #expect(try await ann.gathers.unfinishedGather() == nil)
        }
    }

    @Test func aFailedAttach_stopsTheRest_andUndoesTheGather() async throws {
        try await withCountedStore { server, _, ann in
            var teams: [GatherPlayer] = []
            for index in 0..<20 {
                teams.append(GatherPlayer(player: try await ann.players.add(PlayerDetails(name: "P\(index)")), team: index.isMultiple(of: 2) ? .teamA : .teamB))
            }
            server.intercept { $0.method == "POST" && $0.path.contains("/players/") ? FakeFootballGatherServer.error(500, "full") : nil }
            await #expect(throws: ServiceError.self) { try await ann.gathers.startGather(with: teams, at: kickOff) }
            #expect(server.gatherCount == 0)
            #expect(server.requests.last?.method == "DELETE")
        }
    }

    // MARK: - The order of requests sent side by side

    @Test func theFakeServersStores_attachPlayersInAShuffledOrder_neverTheListedOne() async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            var teams: [GatherPlayer] = []
            for index in 0..<6 {
                teams.append(GatherPlayer(player: try await ann.players.add(PlayerDetails(name: "P\(index)")), team: index < 3 ? .teamA : .teamB))
            }
            let start = server.requests.count
            let gather = try await ann.gathers.startGather(with: teams, at: kickOff)
            let listed = teams.compactMap(\.playerID).map { "POST /api/gathers/\(gather.id.uuidString)/players/\($0)" }
            let sent = requests(of: server, since: start).filter { $0.hasPrefix("POST /api/gathers/\(gather.id.uuidString)/players/") }
            #expect(Set(sent) == Set(listed) && sent.count == listed.count)
            #expect(sent != listed)
        }
    }

    @Test func aShuffledFanOut_namesEveryItemOnce_andNeverInTheListedOrder() throws {
        for count in 2...12 {
            for seed in 0..<64 as Range<UInt64> {
                guard case .oneByOne(let reorder) = FanOutOrder.shuffled(seed: seed) else {
                    Issue.record("a shuffled fan-out runs one by one")
                    return
                }
                let indices = Array(0..<count)
                let order = reorder(indices)
                #expect(order.sorted() == indices)
                #expect(order != indices, "seed \(seed) kept \(count) items in their listed order")
            }
        }
    }

    @Test(arguments: [FanOutOrder.sideBySide, .oneByOne { $0.reversed() }, .shuffled(seed: 7)])
    func aFanOut_answersInTheItemsOrder_whateverOrderItRanIn(order: FanOutOrder) async throws {
        let ran = Mutex<[Int]>([])
        let items = Array(1...20)
        let results = try await FanOut.map(items, limit: 8, order: order) { item in
            ran.withLock { $0.append(item) }
            return item * 10
        }
        #expect(results == items.map { $0 * 10 })
        #expect(ran.withLock { $0 }.sorted() == items)
        if case .oneByOne(let reorder) = order {
            #expect(ran.withLock { $0 } == reorder(items.indices.map { $0 }).map { items[$0] })
        }
    }

    @Test func aOneByOneFanOut_stopsAtTheFirstFailure() async {
        struct Refused: Error {}
        let ran = Mutex<[Int]>([])
        await #expect(throws: Refused.self) {
            _ = try await FanOut.map(Array(0..<6), limit: 8, order: .oneByOne { $0.reversed() }) { item in
                ran.withLock { $0.append(item) }
                if item == 3 { throw Refused() }
                return item
            }
        }
        #expect(ran.withLock { $0 } == [5, 4, 3])
    }

    // MARK: - What is sent again

    @Test func aDroppedGET_isSentOnceMore_afterTheBackoff() async throws {
        try await withFakeServer { server in
            let clock = NotingClock()
            let store = RemoteStore(baseURL: server.baseURL, dataDirectory: nil, transport: server, clock: clock)
            let ann = try await store.account("ann")
            _ = try await ann.players.add(PlayerDetails(name: "Ana"))
            server.intercept { $0.method == "GET" ? .failure(.connectionLost) : nil }
            let start = server.requests.count

            let reading = Task { try await ann.players.players() }
            for _ in 0..<10_000 where !clock.sleepsAsked.contains(RemoteStore.defaultRetryBackoff) { await Task.yield() }
            #expect(clock.sleepsAsked.contains(RemoteStore.defaultRetryBackoff))
            #expect(server.requests.count - start == 1, "sent again before the backoff")
            clock.stepped.advance(by: RemoteStore.defaultRetryBackoff)

            #expect(try await reading.value.map(\.name) == ["Ana"])
            #expect(requests(of: server, since: start) == ["GET /api/players", "GET /api/players"])
        }
    }

    @Test(arguments: ["POST", "PUT", "DELETE"])
    func aDroppedChange_isNeverSentAgain_andSaysItMayHaveBeenMade(method: String) async throws {
        try await withRemoteStore { server, store, _ in
            let ann = try await store.account("ann")
            let ana = try await ann.players.add(PlayerDetails(name: "Ana"))
            server.intercept { $0.method == method ? .failure(.connectionLost) : nil }
            let start = server.requests.count
            let error = await #expect(throws: ServiceError.self) {
                switch method {
                case "POST": _ = try await ann.players.add(PlayerDetails(name: "Bo"))
                case "PUT": _ = try await ann.players.update(Player(id: ana.id, details: PlayerDetails(name: "Ann")))
                default: try await ann.players.delete(playerID: ana.id)
                }
            }
            #expect(error.flatMap(detail(of:))?.contains("the change may or may not have been made; check, then try again") == true)
            #expect(server.requests.dropFirst(start).count { $0.method == method } == 1)
        }
    }

    // MARK: - The limiter itself

    @Test func aRequestCancelledWhileWaiting_givesUpItsTurn_andTakesNoSlot() async {
        let limiter = RequestLimiter(limit: 1)
        let (released, release) = AsyncStream<Void>.makeStream()
        let holder = Task { await limiter.withTurn { for await _ in released { break } } }
        while await limiter.inFlight == 0 { await Task.yield() }
        let waiter = Task { await limiter.withTurn { "ran" } }
        while await limiter.waitingCount == 0 { await Task.yield() }
        waiter.cancel()
        #expect(await waiter.value == nil)
        release.yield()
        #expect(await holder.value != nil)
        // The cancelled one left no slot taken: the next gets its turn at once.
        #expect(await limiter.withTurn { "next" } == "next")
    }

    @Test func aTurnLeft_goesStraightToTheFirstWaiting_inTheOrderTheyCame() async {
        let limiter = RequestLimiter(limit: 1)
        let (released, release) = AsyncStream<Void>.makeStream()
        let holder = Task { await limiter.withTurn { for await _ in released { break } } }
        while await limiter.inFlight == 0 { await Task.yield() }
        let order = TurnOrder()
        let first = Task { await limiter.withTurn { order.took("first") } }
        while await limiter.waitingCount < 1 { await Task.yield() }
        let second = Task { await limiter.withTurn { order.took("second") } }
        while await limiter.waitingCount < 2 { await Task.yield() }

        release.yield()
        _ = await (holder.value, first.value, second.value)

        #expect(order.names == ["first", "second"])
        #expect(await limiter.inFlight == 0, "the last one out frees the slot")
    }

    @Test(arguments: [(16 << 20, "16 MiB"), (512 << 10, "512 KiB"), (1_536, "1536 bytes"), (900, "900 bytes")])
    func aSize_isSaidInTheLargestWholeUnit(bytes: Int, said: String) {
        #expect(RemoteClient.size(bytes) == said)
    }
}

/// Who took a turn, in order.
final class TurnOrder: Sendable {
    private let taken = Mutex<[String]>([])
    var names: [String] { taken.withLock { $0 } }
    func took(_ name: String) { taken.withLock { $0.append(name) } }
}
