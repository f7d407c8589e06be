import Domain
import Foundation
import GathersInterface
import RecordsInterface
import TestSupport

extension TimeZone {
    static let utc = TimeZone(secondsFromGMT: 0) ?? .current
}

/// Three matches played to the end, as the records service counts them:
/// 1. (2026-11-02) Ann, Bob (A) 2-1 Carla (B); Ann 2 goals.
/// 2. (2026-11-09) Ann (A) 0-0 Carla, Bob (B).
/// 3. (2026-11-16) Carla (A) 3-1 Ann (B), Bob on the bench; Carla 3.
/// Dmitri never played. Its `records` answer these tables and matches, each call recorded in `calls`.
struct PlayedSeason {
    static let firstEnd = Date(timeIntervalSince1970: 1_793_620_800)  // 2026-11-02 12:00 UTC
    static let week: TimeInterval = 7 * 86_400

    let user = User(id: "u-ann", username: "ann")
    let annSmith = Player(id: 1, details: PlayerDetails(name: "Ann Smith"))
    let bob = Player(id: 2, details: PlayerDetails(name: "Bob"))
    let carla = Player(id: 3, details: PlayerDetails(name: "Carla"))
    let dmitri = Player(id: 4, details: PlayerDetails(name: "Dmitri"))
    /// The three matches' ids, oldest first.
    let matches = [UUID(), UUID(), UUID()]
    let calls = ServiceCallLog()

    func ended(_ number: Int) -> Date { Self.firstEnd.addingTimeInterval(Double(number - 1) * Self.week) }

    /// Every player's record over the matches ended on or after `since`, as the store counts them;
    /// those `deleted` from the roster since under a stand-in id, as the store gives them.
    func table(since: Date?, deleted: Set<Int> = []) -> RecordsTable {
        let counted = (1...3).filter { number in since.map { ended(number) >= $0 } ?? true }
        let records: [PlayerRecord]
        switch counted.first {
        case 1:
            records = [
                PlayerRecord(id: annSmith.id, name: "Ann Smith", won: 1, drawn: 1, lost: 1, goals: 2),
                PlayerRecord(id: bob.id, name: "Bob", won: 1, drawn: 1),
                PlayerRecord(id: carla.id, name: "Carla", won: 1, drawn: 1, lost: 1, goals: 3),
            ]
        case 2:
            records = [
                PlayerRecord(id: annSmith.id, name: "Ann Smith", drawn: 1, lost: 1), PlayerRecord(id: bob.id, name: "Bob", drawn: 1),
                PlayerRecord(id: carla.id, name: "Carla", won: 1, drawn: 1, goals: 3),
            ]
        case 3:
            records = [
                PlayerRecord(id: annSmith.id, name: "Ann Smith", lost: 1), PlayerRecord(id: bob.id, name: "Bob"),
                PlayerRecord(id: carla.id, name: "Carla", won: 1, goals: 3),
            ]
        default:
            records = [annSmith, bob, carla].map { PlayerRecord(id: $0.id, name: $0.name) }
        }
        let all = records + [PlayerRecord(id: dmitri.id, name: "Dmitri")]
        return RecordsTable(records: all.filter { !deleted.contains($0.id) } + PlayerRecord.deleted(all.filter { deleted.contains($0.id) }))
    }

    /// A player's finished matches, newest first, as the store gives them.
    func playerMatches(_ id: Int) -> [PlayerMatch] {
        let (first, second, third) = (Score(teamA: 2, teamB: 1), Score(teamA: 0, teamB: 0), Score(teamA: 3, teamB: 1))
        return switch id {
        case annSmith.id:
            [
                PlayerMatch(id: matches[2], endedAt: ended(3), score: third, team: .teamB),
                PlayerMatch(id: matches[1], endedAt: ended(2), score: second, team: .teamA),
                PlayerMatch(id: matches[0], endedAt: ended(1), score: first, team: .teamA, goals: 2),
            ]
        case bob.id:
            [
                PlayerMatch(id: matches[1], endedAt: ended(2), score: second, team: .teamB),
                PlayerMatch(id: matches[0], endedAt: ended(1), score: first, team: .teamA),
            ]
        case carla.id:
            [
                PlayerMatch(id: matches[2], endedAt: ended(3), score: third, team: .teamA, goals: 3),
                PlayerMatch(id: matches[1], endedAt: ended(2), score: second, team: .teamB),
                PlayerMatch(id: matches[0], endedAt: ended(1), score: first, team: .teamB),
            ]
        default: []
        }
    }

    /// The records service answering the season, with the players `deleted` from the roster since.
    func records(deleted: Set<Int> = []) -> RecordsServiceDouble {
        var records = RecordsServiceDouble()
        records.onRecords = { since, _ in table(since: since, deleted: deleted) }
        records.onPlayerRecords = { id, since, _ in
            var table = table(since: since, deleted: deleted)
            table.records.removeAll { $0.id != id || $0.isDeleted }
            return table
        }
        records.onMatches = { id, limit in
            guard [annSmith, bob, carla, dmitri].contains(where: { $0.id == id }) else { throw ServiceError.notFound }
            return Array(playerMatches(id).prefix(limit))
        }
        return records.recorded(in: calls)
    }

    /// Nothing waits to be sent: the store was never away.
    var gathers: GathersServiceDouble { GathersServiceDouble().recorded(in: calls) }

    /// What the code under test asked the records service.
    var recordCalls: [ServiceCall] { calls.calls(.records, .playerRecords, .playerMatches) }
}
