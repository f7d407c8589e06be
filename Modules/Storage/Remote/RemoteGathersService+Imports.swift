import Domain
import Foundation
import GathersInterface
import StorageSupport

// What an import on a server does beyond adding: it cleans up after one that died midway
// (`RemoteImportJournal`) and settles what another import added at the same time.
extension RemoteGathersService {
    var journal: RemoteImportJournal { RemoteImportJournal(database: records.database, userID: userID) }

    /// Deletes the matches an import began and never finished, unless the server lists them with a
    /// result (the import died after sending it): those are complete, and only leave the journal.
    /// For each entry without a match, the newest unfinished match with no players that this machine
    /// did not start, if there is one, is that import's: deleted too.
    ///
    /// - Parameter sending: the entries of the sending of matches kept here, rather than an import's;
    ///   one complete on the server settles the match kept here as sent, and is returned.
    @discardableResult
    func removeHalfMade(sending: Bool = false) async throws(ServiceError) -> [SentMatch] {
        let entries = await journal.unfinished(sending: sending)
        guard !entries.isEmpty else { return [] }
        let listed = try await listedGathers()
        let finished = Set(listed.filter { !$0.isUnfinished }.map(\.id))
        var halfMade = entries.compactMap(\.gatherID).filter { !finished.contains($0) }
        let unnamed = entries.count { $0.gatherID == nil }
        if unnamed > 0 {
            let known = Set(await records.records(of: userID).keys).union(entries.compactMap(\.gatherID))
            for gather in listed.reversed() where gather.isUnfinished && !known.contains(gather.id) && halfMade.count < entries.count {
                if try await serverRoster(of: gather.id).isEmpty { halfMade.append(gather.id) }
            }
        }
        for id in halfMade { try await removeFromServer(id) }
        var settled: [SentMatch] = []
        let recorded = sending ? await records.records(of: userID) : [:]
        for entry in entries {
            if let waitingID = entry.waitingID, let gatherID = entry.gatherID, finished.contains(gatherID) {
                try await settle(waitingID, sentAs: gatherID, closing: entry)
                if let record = recorded[waitingID] {
                    settled.append(SentMatch(gather: record.finished(as: gatherID, notSentYet: false)))
                }
            } else {
                await journal.finish(entry)
            }
        }
        return settled
    }

    /// Deletes a match an import made, on the server (one gone already is gone) and here.
    func removeFromServer(_ id: UUID) async throws(ServiceError) {
        do {
            _ = try await connection.send("DELETE", "api/gathers/\(id.uuidString)")
        } catch .notFound {
            // Gone already.
        }
        await records.remove(id)
    }

    /// Another import of the same file (in another window, or on another machine) may have added the
    /// same matches meanwhile. Matches alike in all a server knows (score, winner, players) are
    /// counted: there should be as many as `before` held and this import added; the first ones
    /// created stay, and this import deletes those it made beyond them, returning the rest. (One the
    /// other import has not finished yet is not seen: it has no result to compare.)
    func keepingOnce(_ added: [Gather], before: [Gather]) async throws -> [Gather] {
        guard !added.isEmpty else { return added }
        let oldestFirst = Array(try await finishedGathers().reversed())
        func count(_ key: String, in matches: [Gather]) -> Int { matches.count { GroupImportPlan.serverKey(of: $0) == key } }
        let surplus = Set(
            added.filter { match in
                let key = GroupImportPlan.serverKey(of: match)
                let alike = oldestFirst.filter { GroupImportPlan.serverKey(of: $0) == key }
                return (alike.firstIndex { $0.id == match.id } ?? 0) >= count(key, in: before) + count(key, in: added)
            }.map(\.id))
        for id in surplus { try await removeFromServer(id) }
        return added.filter { !surplus.contains($0.id) }
    }
}
