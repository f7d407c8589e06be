import Foundation

/// An export as JSON: written sorted and indented (readable, and the same bytes for the same
/// data), read back strictly: every player checked by the add form's rules, every match's score
/// readable, and a later schema version refused with its number.
public enum GroupExportJSON {
    public static let format = "footballgather-export"

    public static func encode(_ export: GroupExport) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // Only plain values, strings and dates: nothing here can fail to encode.
        return (try? encoder.encode(File(export))) ?? Data()
    }

    public static func decode(_ data: Data) -> Result<GroupExport, GroupExportProblem> {
        guard data.count <= GroupExport.maximumBytes else { return .failure(.tooLarge(bytes: data.count)) }
        guard !data.contains(0), String(data: data, encoding: .utf8) != nil else { return .failure(.notText) }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let header = try? decoder.decode(Header.self, from: data), header.format == format else {
            return .failure(.notAnExport)
        }
        guard header.version <= GroupExport.version else { return .failure(.newerVersion(header.version)) }
        guard header.version >= 1 else { return .failure(.notAnExport) }
        let file: File
        do {
            file = try decoder.decode(File.self, from: data)
        } catch {
            // JSONDecoder throws only DecodingErrors; each says where.
            return .failure(.damaged(where: (error as? DecodingError).map(Self.place) ?? ""))
        }
        return file.export()
    }

    /// "matches[2].score" for the value a decoding error points at.
    private static func place(of error: DecodingError) -> String {
        let path: [any CodingKey]
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): path = context.codingPath
        case .keyNotFound(let key, let context): path = context.codingPath + [key]
        @unknown default: path = []
        }
        return path.reduce(into: "") { place, key in
            if let index = key.intValue { place += "[\(index + 1)]" } else { place += (place.isEmpty ? "" : ".") + key.stringValue }
        }
    }

    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    private struct File: Codable {
        var format = GroupExportJSON.format
        var version = GroupExport.version
        var username: String
        var exportedAt: Date
        var players: [PlayerEntry]
        var matches: [MatchEntry]

        init(_ export: GroupExport) {
            username = export.username
            exportedAt = export.exportedAt
            players = export.players.map(PlayerEntry.init)
            matches = export.matches.map(MatchEntry.init)
        }

        func export() -> Result<GroupExport, GroupExportProblem> {
            var details: [PlayerDetails] = []
            for (index, player) in players.enumerated() {
                switch Validation.player(player.details) {
                case .success(let valid): details.append(valid)
                case .failure(let problem): return .failure(.invalidPlayer(number: index + 1, problem))
                }
            }
            var gathers: [Gather] = []
            for (index, match) in matches.enumerated() {
                guard let gather = match.gather else { return .failure(.invalidMatch(number: index + 1)) }
                gathers.append(gather)
            }
            return .success(GroupExport(username: username, exportedAt: exportedAt, players: details, matches: gathers))
        }
    }

    private struct PlayerEntry: Codable {
        var name: String
        var age: Int?
        var position: PlayerPosition?
        var skill: PlayerSkill?
        var favouriteTeam: String?

        init(_ details: PlayerDetails) {
            (name, age, position, skill, favouriteTeam) = (details.name, details.age, details.position, details.skill, details.favouriteTeam)
        }

        var details: PlayerDetails {
            PlayerDetails(name: name, age: age, position: position, skill: skill, favouriteTeam: favouriteTeam)
        }
    }

    private struct MatchEntry: Codable {
        var startedAt: Date?
        var endedAt: Date?
        var score: String
        var winner: Winner
        var players: [MatchPlayerEntry]

        init(_ match: Gather) {
            startedAt = match.startedAt
            endedAt = match.endedAt
            score = match.score?.description ?? ""
            winner = match.winner ?? match.score?.winner ?? .none
            // Unknown teams are written as none, not as a bench nobody sat on.
            players = match.players.map { MatchPlayerEntry($0, teamKnown: !match.teamsUnknown) }
        }

        /// nil when the score can't be read, a name breaks the rules, or a player scored more than their team.
        var gather: Gather? {
            guard let score = Score(score) else { return nil }
            var gatherPlayers: [GatherPlayer] = []
            for player in players {
                let teamGoals = player.team == .teamA ? score.teamA : player.team == .teamB ? score.teamB : 0
                guard case .success(let name) = Validation.playerName(player.name), (0...teamGoals).contains(player.goals ?? 0) else { return nil }
                gatherPlayers.append(
                    GatherPlayer(
                        playerID: nil, name: name, position: player.position, skill: player.skill, team: player.team ?? .bench,
                        goals: player.goals ?? 0))
            }
            return Gather(id: UUID(), players: gatherPlayers, score: score, winner: winner, startedAt: startedAt, endedAt: endedAt)
        }
    }

    private struct MatchPlayerEntry: Codable {
        var name: String
        var position: PlayerPosition?
        var skill: PlayerSkill?
        /// nil: not known (a match a server kept, played elsewhere).
        var team: Team?
        var goals: Int?

        init(_ player: GatherPlayer, teamKnown: Bool) {
            (name, position, skill) = (player.name, player.position, player.skill)
            team = teamKnown ? player.team : nil
            goals = player.goals
        }
    }
}

/// Why a file is not an export this app can read; nothing of it was used.
public enum GroupExportProblem: Error, Sendable, Equatable {
    case tooLarge(bytes: Int)
    /// Not UTF-8 text (a binary file).
    case notText
    /// Not JSON, or JSON of something else.
    case notAnExport
    /// Written by a later version of the app, in a schema this one does not know.
    case newerVersion(Int)
    /// Where a value is missing or of the wrong kind ("matches[2].score").
    case damaged(where: String)
    /// The player numbered so (from 1) breaks the add form's rules.
    case invalidPlayer(number: Int, ValidationError)
    /// The match numbered so (from 1) has a score that can't be read, or a player's name or goals break the rules.
    case invalidMatch(number: Int)
}

// An export writes these as the values they are stored as ("striker", "Team A").
extension PlayerPosition: Codable {}
extension PlayerSkill: Codable {}
extension Team: Codable {}
extension Winner: Codable {}
