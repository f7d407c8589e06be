import Domain
import Foundation
import GathersInterface
import TestSupport
import Testing

@testable import ConfirmPlayers

/// The sample roster, in the list's order.
extension Player {
    static let ann = Player(id: 11, details: PlayerDetails(name: "Ann Smith", position: .striker, skill: .amateur))
    static let bob = Player(id: 12, details: PlayerDetails(name: "Bob", position: .goalkeeper, skill: .professional))
    static let carla = Player(id: 13, details: PlayerDetails(name: "Carla Díaz", position: .midfielder, skill: .beginner))
    static let dmitri = Player(id: 14, details: PlayerDetails(name: "Dmitri"))
    static let roster = [ann, bob, carla, dmitri]
}

extension GathersServiceDouble {
    /// A store whose unfinished match is `waiting` (none unless told), which can be discarded: a match
    /// started is answered as stored, with the players and the time it was given, under a new id.
    static func startingMatches(waiting: UnfinishedGather? = nil) -> Self {
        var gathers = GathersServiceDouble()
        gathers.onUnfinishedGather = { waiting }
        gathers.onDiscardGather = { _ in .discarded }
        gathers.onStartGather = { players, date in Gather(id: UUID(), players: players, startedAt: date) }
        return gathers
    }
}

extension ServiceCallLog {
    /// The players of every match the store was asked to start, in order, failed attempts included.
    var starts: [[GatherPlayer]] {
        calls.compactMap { call in
            if case .startGather(let players) = call { players } else { nil }
        }
    }
}

/// The rules of the team sheet: moves, the balanced split, and when a match may start.
/// Moves and splits never reach the store, so they run on the roster as plain values.
@MainActor
@Suite struct ConfirmPlayersInteractorTests {
    /// Every call the gathers' service got.
    let log = ServiceCallLog()
    let clock = ManualClock()

    func sheet(
        _ players: [Player] = Player.roster, memory: KeptSheet = KeptSheet(), gathers: GathersServiceDouble = .startingMatches()
    ) -> ConfirmPlayersInteractor {
        ConfirmPlayersInteractor(
            players: players, remembered: memory.teams, remember: { memory.teams = $0 }, gathers: gathers.recorded(in: log),
            shareFiles: ShareFilesSpy(), clock: clock)
    }

    /// A sheet of the sample roster, which a gather can be started from.
    func storedSheet(gathers: GathersServiceDouble = .startingMatches()) -> (sheet: ConfirmPlayersInteractor, roster: [Player]) {
        (sheet(gathers: gathers), Player.roster)
    }

    /// A match of `player` (in Team A) left unfinished, started a minute before the clock's time.
    func waiting(_ player: Player, score: Score = Score()) -> UnfinishedGather {
        UnfinishedGather(
            gather: Gather(id: UUID(), players: [GatherPlayer(player: player, team: .teamA)], startedAt: clock.now() - 60),
            progress: GatherProgress(score: score))
    }

    // MARK: The sheet

    @Test func aNewSheet_hasEveryoneOnTheBenchNumberedInTheGivenOrder() {
        let sut = sheet()

        #expect(sut.sheet.numbers(in: .bench) == [1, 2, 3, 4])
        #expect(sut.sheet.numbers(in: .teamA).isEmpty)
        #expect(sut.sheet.numbers(in: .teamB).isEmpty)
        #expect(sut.sheet.player(numbered: 2)?.id == Player.bob.id)
        #expect(sut.sheet.player(numbered: 0) == nil)
        #expect(sut.sheet.player(numbered: 5) == nil)
    }

    // MARK: Moving

    @Test func move_putsTheNumberedPlayersInTheTeamAndKeepsTheirNumbers() {
        let sut = sheet()

        #expect(result(try sut.move(numbers: [4, 1], to: .teamA)) == .success(.moved([4, 1])))
        #expect(result(try sut.move(numbers: [2], to: .teamB)) == .success(.moved([2])))

        #expect(sut.sheet.numbers(in: .teamA) == [1, 4])
        #expect(sut.sheet.numbers(in: .teamB) == [2])
        #expect(sut.sheet.numbers(in: .bench) == [3])
    }

    @Test func move_ofTheSameNumberTwice_movesItOnce() {
        let sut = sheet()

        #expect(result(try sut.move(numbers: [2, 2], to: .teamA)) == .success(.moved([2])))
        #expect(sut.sheet.numbers(in: .teamA) == [2])
    }

    @Test func move_backToTheBench_benchesThem() {
        let sut = sheet()
        _ = try? sut.move(numbers: [1, 2], to: .teamA)

        #expect(result(try sut.move(numbers: [2], to: .bench)) == .success(.moved([2])))
        #expect(sut.sheet.numbers(in: .teamA) == [1])
        #expect(sut.sheet.numbers(in: .bench) == [2, 3, 4])
    }

    @Test func move_ofSomeAlreadyThere_movesAndNamesOnlyTheOthers() {
        let sut = sheet()
        _ = try? sut.move(numbers: [1], to: .teamA)

        #expect(result(try sut.move(numbers: [1, 2], to: .teamA)) == .success(.moved([2])))
    }

    @Test func move_ofPlayersAllAlreadyThere_changesNothingAndNamesThemOnce() {
        let sut = sheet()
        _ = try? sut.move(numbers: [1, 2], to: .teamA)
        let before = sut.sheet

        #expect(result(try sut.move(numbers: [2, 1, 2], to: .teamA)) == .success(.alreadyThere([2, 1])))
        #expect(result(try sut.move(numbers: [3, 4], to: .bench)) == .success(.alreadyThere([3, 4])))
        #expect(sut.sheet == before)
    }

    @Test(arguments: [[0], [5], [1, 9], [-1], [Int.max], [Int.min]])
    func move_withANumberOutsideTheSheet_isRefusedAndMovesNobody(numbers: [Int]) {
        let sut = sheet()

        let wrong = numbers.first { !(1...4).contains($0) } ?? 0
        #expect(result(try sut.move(numbers: numbers, to: .teamA)) == .failure(.noSuchPlayer(wrong, count: 4)))
        #expect(sut.sheet.numbers(in: .bench) == [1, 2, 3, 4])
    }

    @Test func move_onAnEmptySheet_isRefusedAsNobodyPicked() {
        #expect(result(try sheet([]).move(numbers: [1], to: .teamA)) == .failure(.nobodyPicked))
    }

    // MARK: The balanced split

    @Test func split_placesEveryoneTheBenchTooAsTheBalancedSplitSays() {
        let sut = sheet()
        _ = try? sut.move(numbers: [1, 2], to: .teamA)

        let split = result(try sut.splitBalanced())

        #expect(split == .success(ConfirmPlayersInteractor.balancedSplit(of: Player.roster)))
        #expect(sut.sheet.numbers(in: .teamA) == [2, 3])
        #expect(sut.sheet.numbers(in: .teamB) == [1, 4])
        #expect(sut.sheet.numbers(in: .bench).isEmpty)
    }

    @Test func split_again_givesTheNextSplitAsBalanced_andTheFirstAfterTheLast() {
        let equals = [
            Player(id: 1, details: PlayerDetails(name: "Ann", skill: .amateur)), Player(id: 2, details: PlayerDetails(name: "Bob", skill: .amateur)),
            Player(id: 3, details: PlayerDetails(name: "Cleo", skill: .amateur)), Player(id: 4, details: PlayerDetails(name: "Dan", skill: .amateur)),
        ]
        let sut = sheet(equals)
        var shown: [[Int]] = []
        for _ in 0..<4 {
            _ = try? sut.splitBalanced()
            shown.append(sut.sheet.numbers(in: .teamA))
        }
        #expect(shown == [[1, 3], [1, 4], [1, 2], [1, 3]])
    }

    @Test func split_again_afterAMove_startsFromTheFirst() {
        let sut = sheet()
        let first = result(try sut.splitBalanced())
        _ = try? sut.move(numbers: [1], to: .bench)

        #expect(result(try sut.splitBalanced()) == first)
    }

    @Test func split_again_withNoOtherAsBalanced_isRefused_andKeepsTheTeams() {
        let sut = sheet([.ann, .bob])
        _ = try? sut.splitBalanced()
        let teams = sut.sheet

        #expect(result(try sut.splitBalanced()) == .failure(.noOtherBalancedSplit))
        #expect(sut.sheet == teams)
    }

    @Test func split_twice_givesTheSameTeams() {
        let sut = sheet()
        _ = try? sut.splitBalanced()
        let first = sut.sheet

        _ = try? sut.move(numbers: [1, 2, 3, 4], to: .bench)
        _ = try? sut.splitBalanced()

        #expect(sut.sheet == first)
    }

    @Test(arguments: [[Player](), [.bob]])
    func split_withFewerThanTwoPlayers_isRefused(players: [Player]) {
        let sut = sheet(players)

        #expect(result(try sut.splitBalanced()) == .failure(.tooFewToSplit))
        #expect(sut.sheet == TeamSheet(players: players))
    }

    // MARK: Points

    @Test func points_countEachTeamsSkillsAsTheSplitDoes_afterMovesByHandToo() {
        let sut = sheet()
        #expect(sut.points(in: .bench) == 8)

        _ = try? sut.move(numbers: [2, 3], to: .teamA)
        _ = try? sut.move(numbers: [4], to: .teamB)

        // Bob 3 + Carla 1; Dmitri has no skill and counts as an amateur; Ann 2 is on the bench.
        #expect(sut.points(in: .teamA) == 4)
        #expect(sut.points(in: .teamB) == 2)
        #expect(sut.points(in: .bench) == 2)
    }

    // MARK: Going back and forward

    @Test func aSheetOfTheSamePlayers_opensWithTheTeamsAsTheyWereLeft() {
        let memory = KeptSheet()
        let first = sheet(memory: memory)
        _ = try? first.splitBalanced()
        _ = try? first.move(numbers: [4], to: .bench)

        // The list may hand the same players on in another order: numbers follow it, teams follow the players.
        let again = sheet([.dmitri, .carla, .bob, .ann], memory: memory)

        #expect(again.sheet.numbers(in: .teamA) == [2, 3])
        #expect(again.sheet.numbers(in: .teamB) == [4])
        #expect(again.sheet.numbers(in: .bench) == [1])
    }

    @Test func aLatecomer_joinsTheBench_andTheTeamsStayAsTheyWere() {
        let memory = KeptSheet()
        let first = sheet(memory: memory)
        _ = try? first.move(numbers: [1, 2], to: .teamA)
        _ = try? first.move(numbers: [3, 4], to: .teamB)
        let eve = Player(id: 15, details: PlayerDetails(name: "Eve"))

        let again = sheet([.ann, .bob, .carla, .dmitri, eve], memory: memory)

        #expect(again.sheet.teams == [.teamA, .teamA, .teamB, .teamB, .bench])
        #expect(again.latecomers == [5], "Eve, number 5")
    }

    @Test func aPlayerLeftOut_takesNoOnesPlace_theOthersKeepTheirTeams() {
        let memory = KeptSheet()
        _ = try? sheet(memory: memory).move(numbers: [1, 3], to: .teamB)

        let again = sheet([.ann, .bob, .carla], memory: memory)

        #expect(again.sheet.teams == [.teamB, .bench, .teamB])
        #expect(again.latecomers.isEmpty)
    }

    @Test func theLastMatchsTeams_placeTheirPlayers_overWhatTheSheetRemembered() {
        let memory = KeptSheet()
        _ = try? sheet(memory: memory).move(numbers: [1, 2, 3, 4], to: .teamA)

        let sut = ConfirmPlayersInteractor(
            players: Player.roster, teams: [Player.ann.id: .teamB, Player.carla.id: .teamA], remembered: memory.teams,
            remember: { memory.teams = $0 },
            gathers: GathersServiceDouble.startingMatches().recorded(in: log), shareFiles: ShareFilesSpy(), clock: clock
        )

        #expect(sut.sheet.teams == [.teamB, .bench, .teamA, .bench])
        #expect(sut.startsFromLastMatch)
        #expect(sut.latecomers == [2, 4], "Bob and Dmitri")
        // Remembered from now on, as if placed by hand.
        #expect(sheet(memory: memory).sheet.teams == [.teamB, .bench, .teamA, .bench])
    }

    @Test func aSheetOfOtherPlayers_startsOnTheBench() {
        let memory = KeptSheet()
        _ = try? sheet(memory: memory).splitBalanced()
        let others = [Player(id: 15, details: PlayerDetails(name: "Eve")), Player(id: 16, details: PlayerDetails(name: "Finn"))]

        let other = sheet(others, memory: memory)

        #expect(other.sheet == TeamSheet(players: others))
        #expect(other.latecomers.isEmpty)
    }

    @Test func aStartedMatch_leavesNoTeamsForTheNextSheet() async throws {
        let memory = KeptSheet()
        let roster = Player.roster
        let first = sheet(roster, memory: memory)
        _ = try? first.splitBalanced()

        _ = try await first.startGather(allowingUnevenTeams: false, discarding: nil)

        #expect(sheet(roster, memory: memory).sheet == TeamSheet(players: roster))
    }

    // MARK: Starting

    @Test func start_createsTheGatherWithEveryPlayersTeamAtTheClocksTime() async throws {
        let (sut, roster) = storedSheet()
        _ = try? sut.move(numbers: [1, 2], to: .teamA)
        _ = try? sut.move(numbers: [3], to: .teamB)
        clock.advance(by: 90)

        let match = try await sut.startGather(allowingUnevenTeams: false, discarding: nil)

        let players = [
            GatherPlayer(playerID: roster[0].id, name: "Ann Smith", position: .striker, skill: .amateur, team: .teamA),
            GatherPlayer(playerID: roster[1].id, name: "Bob", position: .goalkeeper, skill: .professional, team: .teamA),
            GatherPlayer(playerID: roster[2].id, name: "Carla Díaz", position: .midfielder, skill: .beginner, team: .teamB),
            GatherPlayer(playerID: roster[3].id, name: "Dmitri", team: .bench),
        ]
        #expect(log.calls == [.unfinishedGather, .startGather(players)])
        #expect(match.progress == GatherProgress())
        #expect(match.gather.players == players)
        #expect(match.gather.startedAt == clock.now(), "the time the store was given")
    }

    @Test(arguments: [Team.teamA, .teamB, .bench])
    func start_withoutAPlayerInEachTeam_isRefusedAndStoresNothing(everyoneIn team: Team) async throws {
        let sut = sheet()
        _ = try? sut.move(numbers: [1, 2, 3, 4], to: team)

        #expect(await result(try await sut.startGather(allowingUnevenTeams: false, discarding: nil)) == .failure(.teamWithoutPlayers))
        #expect(log.calls.isEmpty)
    }

    @Test func start_withTeamSizesMoreThanOneApart_isRefusedUnlessAllowed() async throws {
        let (sut, _) = storedSheet()
        _ = try? sut.move(numbers: [1, 2, 3], to: .teamA)
        _ = try? sut.move(numbers: [4], to: .teamB)

        #expect(await result(try await sut.startGather(allowingUnevenTeams: false, discarding: nil)) == .failure(.unevenTeams(teamA: 3, teamB: 1)))
        #expect(log.calls.isEmpty)

        let match = try await sut.startGather(allowingUnevenTeams: true, discarding: nil)
        #expect(match.gather.players(in: .teamA).count == 3)
        #expect(log.starts == [match.gather.players])
    }

    @Test func start_withTheBenchFull_countsOnlyTheTeams() async throws {
        let (sut, _) = storedSheet()
        _ = try? sut.move(numbers: [1], to: .teamA)
        _ = try? sut.move(numbers: [2], to: .teamB)

        #expect(try await sut.startGather(allowingUnevenTeams: false, discarding: nil).gather.players(in: .bench).count == 2)
    }

    @Test func start_withNobody_isRefused() async throws {
        #expect(await result(try await sheet([]).startGather(allowingUnevenTeams: false, discarding: nil)) == .failure(.teamWithoutPlayers))
        #expect(log.calls.isEmpty)
    }

    /// Deleted in another window after the sheet opened: the store refuses the match, and trying again
    /// would be refused forever, so it is a refusal that sends the user back to select.
    @Test func start_withAPlayerDeletedMeanwhile_isRefusedAsGone_andStoresNothing() async throws {
        var gathers = GathersServiceDouble.startingMatches()
        gathers.onStartGather = { _, _ in throw ServiceError.notFound }
        let (sut, _) = storedSheet(gathers: gathers)
        _ = try? sut.splitBalanced()

        #expect(await result(try await sut.startGather(allowingUnevenTeams: false, discarding: nil)) == .failure(.gone))
        #expect(log.starts.count == 1, "asked once, and refused")
    }

    @Test func start_whenTheStoreFails_throwsItsErrorKeepsTheSheetAndCanBeRetried() async throws {
        let (sut, _) = storedSheet()
        _ = try? sut.splitBalanced()
        let teams = sut.sheet
        log.fail(.startGather, with: .unavailable("disk"))

        await #expect(throws: ConfirmPlayersRefusal.failed(.unavailable("disk"))) {
            try await sut.startGather(allowingUnevenTeams: false, discarding: nil)
        }
        #expect(sut.sheet == teams)

        let match = try await sut.startGather(allowingUnevenTeams: false, discarding: nil)
        #expect(log.starts == [match.gather.players, match.gather.players], "the same teams sent again")
    }

    // MARK: At most one unfinished match

    @Test func start_whileAnotherMatchIsUnfinished_isRefused_namingIt_andStoresNothing() async throws {
        let unfinished = waiting(.ann, score: Score(teamA: 2, teamB: 1))
        let (sut, _) = storedSheet(gathers: .startingMatches(waiting: unfinished))
        _ = try? sut.splitBalanced()

        #expect(await result(try await sut.startGather(allowingUnevenTeams: false, discarding: nil)) == .failure(.anotherMatchUnfinished(unfinished)))
        #expect(log.calls == [.unfinishedGather], "neither dropped nor ended, and nothing started")
    }

    @Test func start_discardingTheUnfinishedMatch_dropsIt_andStartsThisOne() async throws {
        let unfinished = waiting(.ann)
        let (sut, _) = storedSheet(gathers: .startingMatches(waiting: unfinished))
        _ = try? sut.splitBalanced()

        let match = try await sut.startGather(allowingUnevenTeams: false, discarding: unfinished)

        #expect(log.calls == [.unfinishedGather, .discardGather(id: unfinished.gather.id), .startGather(match.gather.players)])
        #expect(match.gather.id != unfinished.gather.id)
    }

    @Test func start_discardingAnOlderView_ofTheUnfinishedMatch_asksAgain_whenAnotherWasStartedSince() async throws {
        let seen = waiting(.ann)
        clock.advance(by: 60)
        let startedSince = waiting(.bob)
        let (sut, _) = storedSheet(gathers: .startingMatches(waiting: startedSince))
        _ = try? sut.splitBalanced()

        #expect(await result(try await sut.startGather(allowingUnevenTeams: false, discarding: seen)) == .failure(.anotherMatchUnfinished(startedSince)))
        #expect(log.calls == [.unfinishedGather], "the one started since neither dropped nor replaced")
    }
}

/// What the list that opens a team sheet keeps of it: where its players stood when it was last left.
@MainActor
final class KeptSheet {
    var teams: [Player.ID: Team] = [:]
}
