import Domain
import Foundation
import GathersInterface
import StorageSupport

// The matches played while the server was away, sent when it is back: in the order they were played,
// each exactly once, however the app stops midway.
extension RemoteGathersService {
    /// The ended matches whose result waits here (a deletion waiting is not a match).
    func waitingMatchCount() async -> Int {
        await records.records(of: userID, waitingOnly: true).values.count(where: \.isWaitingResult)
    }

    /// Sends what waits, oldest first:
    /// - a match started here while the server was away is created, its Team A and Team B players
    ///   attached (8 at a time), its result sent; journaled from before its creation, and settled here
    ///   in the transaction that closes the journal entry, so that one interrupted at any step is
    ///   finished or removed by the next sending (`removeHalfMade(sending: true)`), never sent twice;
    /// - a match the server holds gets the players it lacks and its result (sending them twice
    ///   changes nothing);
    /// - a deletion is sent.
    ///
    /// Players the roster lost meanwhile are left out, and named. The first failure stops the sending:
    /// the rest wait, in order. One sender at a time (`RemoteRecordsDatabase.beginSending`): while
    /// another window sends, this one sends nothing.
    func sendWaitingMatches(roster: [Player]?) async -> WaitingMatchesSent {
        // Most loads find nothing to send: two small reads, then no lock and no request.
        let waiting = await records.records(of: userID, waitingOnly: true)
        let interrupted = await journal.unfinished(sending: true)
        guard !waiting.isEmpty || !interrupted.isEmpty else { return WaitingMatchesSent() }
        do {
            guard try await records.database.beginSending() else { return WaitingMatchesSent(stillWaiting: await waitingMatchCount()) }
        } catch {
            return WaitingMatchesSent(stillWaiting: await waitingMatchCount(), failure: error)
        }
        var sent: [SentMatch] = []
        var failure: ServiceError?
        do {
            // One sent whole before the app stopped, but not yet settled here, is sent.
            sent = try await removeHalfMade(sending: true)
            let recorded = await records.records(of: userID, waitingOnly: true)
            let toSend = recorded.filter { $0.value.isWaitingResult || $0.value.waiting == .deletion }
                .sorted { $0.value.startedAt < $1.value.startedAt }
            if !toSend.isEmpty {
                let roster = try await players(roster)
                for (id, record) in toSend {
                    if let match = try await send(id, record, roster: roster) { sent.append(match) }
                }
            }
        } catch {
            failure = ServiceError(error)
        }
        await records.database.endSending()
        return WaitingMatchesSent(sent: sent, stillWaiting: await waitingMatchCount(), failure: failure)
    }

    private func send(_ id: UUID, _ record: GatherRecord, roster: [Player]) async throws -> SentMatch? {
        guard record.waiting != .deletion, let result = record.result else {
            try await removeFromServer(id)
            return nil
        }
        guard record.waiting == .players else { return try await sendWhole(id, record, result: result, roster: roster) }
        do {
            let leftOut = try await attachTeamPlayers(of: record.players, to: id, roster: roster)
            try await sendResult(result, of: id)
            try await records.settle(id)
            return SentMatch(gather: record.finished(as: id, notSentYet: false), leftOut: leftOut)
        } catch  where ServiceError(error) == .notFound {
            // Deleted on the server meanwhile: what this machine kept of it is sent again, whole.
            return try await sendWhole(id, record, result: result, roster: roster)
        }
    }

    /// Creates the match, attaches its players, sends its result, then settles it here.
    private func sendWhole(_ localID: UUID, _ record: GatherRecord, result: Score, roster: [Player]) async throws -> SentMatch {
        let entry = try await journal.begin(sending: localID)
        let serverID = try await createEmpty(journaledAs: entry)
        let leftOut: [String]
        do {
            leftOut = try await attachTeamPlayers(of: record.players, to: serverID, roster: roster, attached: [])
            try await sendResult(result, of: serverID)
        } catch {
            // The journal entry stays unless the half-made match is gone: the next sending removes it.
            if (try? await connection.send("DELETE", "api/gathers/\(serverID.uuidString)")) != nil { await journal.finish(entry) }
            throw error
        }
        try await settle(localID, sentAs: serverID, closing: entry)
        return SentMatch(gather: record.finished(as: serverID, notSentYet: false), leftOut: leftOut)
    }

    private func sendResult(_ result: Score, of id: UUID) async throws(ServiceError) {
        let update = RemoteGatherUpdate(score: result.description, winnerTeam: result.winner.rawValue)
        _ = try await connection.send("PUT", "api/gathers/\(id.uuidString)", body: RemoteClient.json(update))
    }

    /// The match kept as `localID` is on the server as `serverID`, whole: its record moves there and the
    /// journal entry that sent it closes, in one transaction.
    func settle(_ localID: UUID, sentAs serverID: UUID, closing entry: RemoteImportJournal.Entry) async throws(ServiceError) {
        try await records.database.write { connection in
            try RemoteGatherRecords.settle(localID, sentAs: serverID, in: connection)
            try RemoteImportJournal.finish(entry, in: connection)
        }
    }
}
