import Domain
import Foundation
import GathersInterface
import StorageSupport

// Starting a match on the server, journaled from before its creation, so that the server ends with it
// exactly once whatever the network or the app does meanwhile.
extension RemoteGathersService {
    /// Kept here first, as a match the server doesn't hold (`waiting: .match`), with a journal entry that
    /// sends it, in one transaction; then created on the server with its Team A and Team B players (the
    /// bench and guests are not sent), and only then known by the server's id. So whatever happens on
    /// the way, the server ends with the match once:
    /// - with the server away, or a request unanswered (a server that stalls may still apply it later,
    ///   a connection may drop after the request went), the match goes on here; the next sending removes
    ///   what those requests made (`removeHalfMade(sending: true)`) and sends the match whole once ended;
    /// - the app killed at any step leaves the match here, offered to resume, and settled the same way;
    /// - a start the server refuses (players not on the roster) leaves nothing, here or there.
    ///
    /// One sending at a time (`RemoteRecordsDatabase.beginSending`): while this start is on the wire,
    /// no other window's sending takes its match for a half-made one.
    func startGather(with players: [GatherPlayer], at date: Date) async throws -> Gather {
        let players = try players.map(StoreRules.validated)
        _ = try await connection.token()
        let localID = UUID()
        let record = GatherRecord(userID: userID, players: players, startedAt: date, waiting: .match)
        let entry = try await records.database.write { [userID] connection in
            try RemoteGatherRecords.insert(record, id: localID, into: connection)
            return try RemoteImportJournal.begin(sending: localID, userID: userID, in: connection)
        }
        let sendingHere = (try? await records.database.beginSending()) ?? false
        do {
            let serverID = try await create(with: players, journaledAs: entry) { _ in }
            try await settle(localID, sentAs: serverID, closing: entry)
            if sendingHere { await records.database.endSending() }
            return Gather(id: serverID, players: players, startedAt: date)
        } catch  where ServiceError(error).isUnavailable {
            if sendingHere { await records.database.endSending() }
            return Gather(id: localID, players: players, startedAt: date)
        } catch {
            if sendingHere { await records.database.endSending() }
            await records.remove(localID)
            throw error
        }
    }

    /// Creates an empty gather, named in `entry` as soon as the server says its id. A creation refused, or
    /// never sent, made nothing: the entry closes. One unanswered may have made a gather: the entry stays,
    /// standing for it, for the next import or sending to find.
    func createEmpty(journaledAs entry: RemoteImportJournal.Entry) async throws(ServiceError) -> UUID {
        let created: RemoteResponse
        let creation = try RemoteClient.json(RemoteGatherCreate())
        do {
            created = try await connection.attempt("POST", "api/gathers", body: creation)
        } catch {
            if !error.mayHaveReachedServer || !error.error.isUnavailable { await journal.finish(entry) }
            throw error.error
        }
        let id = try RemoteClient.createdID(in: created, what: "gather") { UUID(uuidString: $0) }
        do {
            try await journal.name(entry, id)
        } catch {
            if (try? await connection.send("DELETE", "api/gathers/\(id.uuidString)")) != nil { await journal.finish(entry) }
            throw error
        }
        return id
    }
}
