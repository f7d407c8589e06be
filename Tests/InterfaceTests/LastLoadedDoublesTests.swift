import Domain
import Foundation
import LastLoadedInterface
import Testing

@Suite struct LastLoadedDoublesTests {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let ana = Player(id: 1, details: PlayerDetails(name: "Ana"))
    let match = Gather(id: UUID(), players: [], score: Score(teamA: 1))
    let table = RecordsTable(records: [PlayerRecord(id: 1, name: "Ana", won: 1)])

    @Test func lastLoadedCopiesDouble_forwardsEveryCallToItsClosure() async {
        let calls = Calls()
        let (date, ana, match, table) = (date, ana, match, table)
        var double = LastLoadedCopiesDouble()
        double.onKeepPlayers = { players, _ in calls.record("keep \(players.count) players") }
        double.onKeepHistory = { history, _ in calls.record("keep \(history.count) matches") }
        double.onKeepRecords = { table, _ in calls.record("keep \(table.records.count) records") }
        double.onPlayers = { LastLoaded([ana], loadedAt: date) }
        double.onHistory = { LastLoaded([match], loadedAt: date) }
        double.onRecords = { LastLoaded(table, loadedAt: date) }

        await double.keep(players: [ana], at: date)
        await double.keep(history: [match, match], at: date)
        await double.keep(records: table, at: date)
        #expect(await double.players() == LastLoaded([ana], loadedAt: date))
        #expect(await double.history() == LastLoaded([match], loadedAt: date))
        #expect(await double.records() == LastLoaded(table, loadedAt: date))
        #expect(calls.all == ["keep 1 players", "keep 2 matches", "keep 1 records"])
    }

    @Test func lastLoadedCopiesDouble_unset_keepsAndHasNothing() async {
        let double = LastLoadedCopiesDouble()

        await double.keep(players: [ana], at: date)
        await double.keep(history: [match], at: date)
        await double.keep(records: table, at: date)
        #expect(await double.players() == nil)
        #expect(await double.history() == nil)
        #expect(await double.records() == nil)
    }

    @Test func lastLoadedCopiesProvidingDouble_forwardsToItsClosure_andUnsetHandsOutCopiesThatHaveNothing() async {
        let (date, ana) = (date, ana)
        let user = User(id: "u1", username: "ana")
        #expect(await LastLoadedCopiesProvidingDouble().lastLoadedCopies(for: user).players() == nil)

        var double = LastLoadedCopiesProvidingDouble()
        double.onLastLoadedCopies = { user in
            var copies = LastLoadedCopiesDouble()
            copies.onPlayers = { user.username == "ana" ? LastLoaded([ana], loadedAt: date) : nil }
            return copies
        }

        #expect(await double.lastLoadedCopies(for: user).players() == LastLoaded([ana], loadedAt: date))
    }
}
