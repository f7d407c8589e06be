import Domain
import Foundation
import GathersInterface
import RecordsInterface
import StorageSupport

/// One user's gathers on the server, completed by what this machine recorded.
///
/// The server keeps, per gather, only the score, the winner and the players of
/// Team A and Team B (without their team). So:
/// - a gather started here is also recorded here (every player's team, the
///   bench and guests included, the start and end dates, the running match's
///   progress) in this server's records database, and comes back exactly as it was started;
/// - a gather started elsewhere comes back with the server's players all on the
///   bench, meaning "teams unknown" (a gather can't start without a player in
///   each team, so all-bench can't be mistaken for real teams), and no dates;
/// - the history is ordered newest created first, the server's list reversed
///   (the server keeps no dates, and lists gathers in creation order);
/// - an unfinished gather is resumed only on the machine that started it: one
///   started elsewhere may still be running there, and its clock, score and
///   teams are not on the server. It stays out of the history until ended;
/// - a match goes on while the server is away: started then, it is kept here whole; its
///   players' moves and its result wait here too, and are sent when the server is back
///   (`sendWaitingMatches`, in RemoteGathersService+Waiting.swift).
struct RemoteGathersService: GathersService {
    let connection: RemoteConnection
    let records: RemoteGatherRecords

    var userID: String { connection.user.id }

    /// As a gather is started here, then ended: the server gets its players and result, this machine
    /// records its dates, every player's team and the scorers before the result is sent, so a finished
    /// gather on the server never lacks its record. A match without dates (one the export got from a
    /// server, played elsewhere) has nothing to record: the server keeps what it keeps of it.
    ///
    /// Each is journaled (`RemoteImportJournal`) from its creation until its result is sent; first, what
    /// an import that died midway left half-made is removed.
    func addFinishedGather(_ gather: Gather) async throws -> Gather {
        let (valid, score, winner) = try StoreRules.validated(finished: gather)
        try await removeHalfMade()
        let update = RemoteGatherUpdate(score: score.description, winnerTeam: winner.rawValue)
        let id = try await create(with: valid.players, journaledAs: try await journal.begin()) { id in
            if let startedAt = valid.startedAt {
                let record = GatherRecord(userID: userID, players: valid.players, startedAt: startedAt, endedAt: valid.endedAt ?? startedAt)
                try await records.insert(record, id: id)
            }
            _ = try await connection.send("PUT", "api/gathers/\(id.uuidString)", body: RemoteClient.json(update))
        }
        return Gather(id: id, players: valid.players, score: score, winner: winner, startedAt: valid.startedAt, endedAt: valid.endedAt)
    }

    /// No transactions: the history read first, then one match at a time, so a stop says how far it got;
    /// then what another import added at the same time is settled (`keepingOnce`).
    func addFinishedGathers(_ matches: [Gather]) async throws -> [Gather] {
        let before = try await finishedGathers()
        return try await keepingOnce(try await addingFinishedGathersOneByOne(matches, history: before), before: before)
    }

    /// Creates a gather with `players`' Team A and Team B on the server (all of them when their teams
    /// are unknown), then `completes` it. All or nothing: if a step fails, the half-made gather and its
    /// record are deleted (best effort; one left on the server has no result, and no record here says
    /// it runs, so it shows nowhere).
    ///
    /// - Parameter entry: the journal's entry, begun before: it names the gather as soon as the server
    ///   says its id, so that one left half-made (the app died, a request went unanswered) is removed
    ///   by the next import, or sending for a match started here. It is closed here once nothing is
    ///   left to remove; otherwise it stays for that.
    func create(
        with players: [GatherPlayer], journaledAs entry: RemoteImportJournal.Entry, completing complete: (UUID) async throws -> Void
    ) async throws -> UUID {
        // The players must be this user's: checked here, whatever the server checks, beside the creation
        // (neither needs the other's answer); a match created for players who aren't is deleted below.
        async let roster = Self.roster(for: players, connection)
        let id = try await createEmpty(journaledAs: entry)
        do {
            let own = try await roster
            guard Set(players.compactMap(\.playerID)).isSubset(of: own.map(\.id)) else { throw ServiceError.notFound }
            try await attachTeamPlayers(of: players, to: id, roster: own, attached: [])
            try await complete(id)
        } catch {
            // A gather the DELETE could not remove stays journaled: the next import or sending removes it.
            if (try? await connection.send("DELETE", "api/gathers/\(id.uuidString)")) != nil { await journal.finish(entry) }
            await records.remove(id)
            throw error
        }
        if entry.waitingID == nil { await journal.finish(entry) }
        return id
    }

    /// The user's roster, to check that `players` are on it (none asked for when no player is linked).
    private static func roster(for players: [GatherPlayer], _ connection: RemoteConnection) async throws -> [Player] {
        guard players.contains(where: { $0.playerID != nil }) else { return [] }
        return try await connection.players()
    }

    /// One request. Only the machine that started a gather can resume and end it, so its
    /// record here says whether it still runs (the server's list, a thousand gathers long,
    /// is not needed); one deleted on the server meanwhile answers 404, `notFound`.
    /// A match the server doesn't hold yet, or can't be reached for, ends here: its result
    /// waits to be sent. One whose players moved while the server was away sends them first.
    @discardableResult
    func endGather(id: UUID, score: Score, at date: Date) async throws -> GatherEnding {
        try StoreRules.validate(score)
        _ = try await connection.token()
        guard let record = await records.records(of: userID)[id], record.endedAt == nil else { throw ServiceError.notFound }
        if record.waiting == .match {
            try await records.keepEnded(id, at: date, result: score, waiting: .match)
            return .waitingForServer
        }
        do {
            if record.waiting == .players { try await attachTeamPlayers(of: record.players, to: id) }
            let update = RemoteGatherUpdate(score: score.description, winnerTeam: score.winner.rawValue)
            _ = try await connection.send("PUT", "api/gathers/\(id.uuidString)", body: RemoteClient.json(update))
        } catch  where ServiceError(error).isUnavailable {
            try await records.keepEnded(id, at: date, result: score, waiting: .players)
            return .waitingForServer
        }
        await records.markEnded(id, at: date)
        return .stored
    }

    /// Adds to the server's gather `id` the Team A and Team B players among `players` it doesn't list yet
    /// (the bench is not sent; everyone on the bench means "teams unknown", a match brought in from
    /// elsewhere: they all played), side by side; those the roster lost meanwhile are left out, by name.
    /// - Parameter attached: the players the server lists for it, when the caller knows (none for a match just created).
    @discardableResult
    func attachTeamPlayers(
        of players: [GatherPlayer], to id: UUID, roster: [Player]? = nil, attached known: Set<Int>? = nil
    ) async throws -> [String] {
        let teamsUnknown = players.allSatisfy { $0.team == .bench }
        let candidates = players.filter { ($0.team != .bench || teamsUnknown) && $0.playerID != nil }
        guard !candidates.isEmpty else { return [] }
        let onRoster = Set(try await self.players(roster).map(\.id))
        let attached: Set<Int>
        if let known { attached = known } else { attached = Set(try await serverRoster(of: id).map(\.id)) }
        var leftOut: [String] = []
        var toAttach: [(Int, Data)] = []
        for player in candidates {
            guard let playerID = player.playerID, !attached.contains(playerID) else { continue }
            guard onRoster.contains(playerID) else {
                leftOut.append(player.name)
                continue
            }
            toAttach.append((playerID, try RemoteClient.json(RemoteTeam(team: player.team.rawValue))))
        }
        _ = try await connection.fanOut(toAttach) { [connection] playerID, team in
            try await connection.send("POST", "api/gathers/\(id.uuidString)/players/\(playerID)", body: team)
        }
        return leftOut
    }

    /// Local only: it runs on every tick of the match clock, and a match goes on
    /// while the server is away. Only a gather this machine started (for this
    /// user) and has not ended has progress to keep.
    func changeProgress<Outcome: Sendable>(
        ofGather id: UUID,
        _ change: @escaping @Sendable (inout GatherProgress) -> Outcome
    ) async throws -> ProgressChange<Outcome> {
        _ = try await connection.token()
        return try await records.changeProgress(of: id, userID: userID, change).get()
    }

    /// Kept in this machine's record. The server keeps who played, not where: a player who
    /// comes off the bench into a team is added to its players (once), one who goes to the
    /// bench stays there, having played. With the server away (or for a match it doesn't hold
    /// yet), the move is kept here and the player added when the match is sent.
    func movePlayer(at index: Int, to team: Team, inGather id: UUID) async throws {
        _ = try await connection.token()
        guard let record = await records.records(of: userID)[id] else { throw GatherGone.discarded }
        guard record.endedAt == nil else { throw GatherGone.ended }
        guard record.players.indices.contains(index) else { throw ServiceError.notFound }
        if team != .bench, record.waiting != .match, let playerID = record.players[index].playerID,
            try await !attach(playerID, to: team, inGather: id)
        {
            try await records.setWaiting(.players, of: id)
        }
        if let gone = try await records.movePlayer(at: index, to: team, of: id, userID: userID) { throw gone }
    }

    /// Adds the player to the server's gather unless it lists them already; false when the server can't be reached.
    private func attach(_ playerID: Int, to team: Team, inGather id: UUID) async throws(ServiceError) -> Bool {
        do {
            let attached = try await serverPlayers(of: id).compactMap(\.playerID)
            if !attached.contains(playerID) {
                _ = try await connection.send(
                    "POST", "api/gathers/\(id.uuidString)/players/\(playerID)", body: RemoteClient.json(RemoteTeam(team: team.rawValue))
                )
            }
            return true
        } catch {
            guard error.isUnavailable else { throw error }
            return false
        }
    }

    /// The latest started of the user's unfinished gathers that this machine
    /// started; among equal starts, the later created. With the server away, this machine's
    /// records alone say which run; a match started while it was away is on no list.
    func unfinishedGather() async throws -> UnfinishedGather? {
        var newest: GatherRecord?
        var newestID: UUID?
        let recorded = await records.records(of: userID)
        var running: [UUID] = recorded.filter { $0.value.waiting == .match }.map(\.key)
        do {
            running += try await listedGathers().filter(\.isUnfinished).map(\.id)
        } catch {
            guard error.isUnavailable else { throw error }
            running = Array(recorded.keys)
        }
        for id in running {
            guard let record = recorded[id], record.endedAt == nil else { continue }
            if let current = newest, current.startedAt > record.startedAt { continue }
            newest = record
            newestID = id
        }
        guard let newest, let newestID else { return nil }
        return UnfinishedGather(
            gather: Gather(id: newestID, players: newest.players, startedAt: newest.startedAt),
            progress: newest.progress ?? GatherProgress()
        )
    }

    /// A match the server doesn't hold whole (started while it was away, or whose start went unanswered)
    /// goes from here; what its start made on the server goes with it now, or with the next sending
    /// (`waitingForServer`) when the server does not answer.
    func discardGather(id: UUID) async throws -> GatherDiscarding {
        if let record = await records.records(of: userID)[id], record.waiting == .match {
            guard record.endedAt == nil else { throw ServiceError.notFound }
            await records.remove(id)
            func startLeftSomething() async -> Bool { await journal.unfinished(sending: true).contains { $0.waitingID == id } }
            guard await startLeftSomething() else { return .discarded }
            if (try? await records.database.beginSending()) == true {
                _ = try? await removeHalfMade(sending: true)
                await records.database.endSending()
            }
            return await startLeftSomething() ? .waitingForServer : .discarded
        }
        guard try await listedGathers().contains(where: { $0.id == id && $0.isUnfinished }) else {
            throw ServiceError.notFound
        }
        _ = try await connection.send("DELETE", "api/gathers/\(id.uuidString)")
        await records.remove(id)
        return .discarded
    }

    /// Deletes it on the server, then the teams and dates this machine recorded for it. One not sent
    /// yet goes from here; if the server holds part of it and is away, it is deleted there when it is back.
    func deleteFinishedGather(id: UUID) async throws {
        if let record = await records.records(of: userID)[id], record.isWaitingResult {
            guard record.waiting == .players else { return await records.remove(id) }
            do {
                try await removeFromServer(id)
            } catch {
                guard error.isUnavailable else { throw error }
                try await records.setWaiting(.deletion, of: id)
            }
            return
        }
        guard try await listedGathers().contains(where: { $0.id == id && !$0.isUnfinished }) else {
            throw ServiceError.notFound
        }
        _ = try await connection.send("DELETE", "api/gathers/\(id.uuidString)")
        await records.remove(id)
        await fetched.forget(id)
    }

    // MARK: - The server's view

    struct Listed: Equatable {
        let id: UUID
        /// Absent (or empty) while the gather runs.
        let score: String?
        let winnerTeam: String?

        var isUnfinished: Bool { score == nil }
    }

    /// The user's gathers in the server's order (creation order).
    func listedGathers() async throws(ServiceError) -> [Listed] {
        try await connection.list("api/gathers", of: RemoteGather.self, what: "list of gathers") { gathers throws(ServiceError) in
            var listed: [Listed] = []
            for gather in gathers {
                guard let id = UUID(uuidString: gather.id) else {
                    throw .unexpected("the server's list of gathers holds an id that is not a UUID")
                }
                let score = gather.score.flatMap { $0.isEmpty ? nil : $0 }
                listed.append(Listed(id: id, score: score, winnerTeam: gather.winnerTeam))
            }
            return listed
        }
    }

    /// The players the server lists for a gather, all on the bench: the server does not
    /// say their teams. In roster order: the server lists them as they were attached, side by
    /// side, so in no set order. A player listed twice played once. A gather deleted meanwhile has none.
    func serverPlayers(of id: UUID) async throws(ServiceError) -> [GatherPlayer] {
        try await serverRoster(of: id).map { GatherPlayer(player: $0, team: .bench) }
    }

    func serverRoster(of id: UUID) async throws(ServiceError) -> [Player] {
        do {
            let players = try await connection.get(
                "api/gathers/\(id.uuidString)/players", as: [RemotePlayer].self, what: "players of a gather"
            )
            var seen = Set<Int>()
            return players.filter { seen.insert($0.id).inserted }.map(\.player).sortedByName()
        } catch .notFound {
            return []
        }
    }
}
