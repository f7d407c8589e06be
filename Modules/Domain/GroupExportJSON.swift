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
        let members = TopLevelMembers.of(data)
        // JSONDecoder reads the last of a key written twice and says nothing: which was meant?
        var keys = Set<String>()
        if let repeated = members.first(where: { !keys.insert($0.key).inserted }) { return .failure(.repeatedKey(repeated.key)) }
        // As written: JSONDecoder reads 1.0 as 1.
        guard let written = members.first(where: { $0.key == "version" })?.value else { return .failure(.notAnExport) }
        guard let version = Int(written) else {
            return .failure(.versionNotAWholeNumber(written.count <= 20 ? written : String(written.prefix(19)) + "…"))
        }
        guard version <= GroupExport.version else { return .failure(.newerVersion(version)) }
        guard version >= 1 else { return .failure(.notAnExport) }
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
    }

    /// The members of the top-level object, keys as JSON means them and values as written, read
    /// from text JSONDecoder has already read as an object: only strings and brackets are told
    /// apart, so a key of a nested object is not one of them.
    enum TopLevelMembers {
        static func of(_ data: Data) -> [(key: String, value: String)] {
            let bytes = Array(data)
            let quote = UInt8(ascii: "\"")
            let backslash = UInt8(ascii: "\\")
            var members: [(key: String, value: String)] = []
            var (depth, expectingKey, index) = (0, false, 0)
            var key: String?
            var valueStart: Int?
            func endValue(at end: Int) {
                guard let name = key, let start = valueStart else { return }
                members.append((name, String(decoding: bytes[start..<end], as: UTF8.self).trimmingWhitespace()))
                (key, valueStart) = (nil, nil)
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == quote {
                    let start = index
                    index += 1
                    while index < bytes.count, bytes[index] != quote { index += bytes[index] == backslash ? 2 : 1 }
                    if depth == 1, expectingKey {
                        // The key as JSON means it ("vers\u0069on" is "version").
                        let literal = Data(bytes[start...min(index, bytes.count - 1)])
                        key = (try? JSONDecoder().decode(String.self, from: literal)) ?? String(decoding: literal, as: UTF8.self)
                        expectingKey = false
                    }
                } else if byte == UInt8(ascii: ":"), depth == 1, valueStart == nil {
                    valueStart = index + 1
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                    expectingKey = depth == 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    if depth == 1 { endValue(at: index) }
                    depth -= 1
                } else if byte == UInt8(ascii: ","), depth == 1 {
                    endValue(at: index)
                    expectingKey = true
                }
                index += 1
            }
            return members
        }
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
                if let fault = MatchFault.of(gather) { return .failure(.impossibleMatch(number: index + 1, fault)) }
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

        /// nil when the score can't be read, a name breaks the rules, or a player scored more than their
        /// team, or scored sitting on the bench (or in a match whose teams are not known).
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
    /// The version is not a whole number: the value as written ("1.0", "\"1\"").
    case versionNotAWholeNumber(String)
    /// A key of the file's top level is written twice ("version"): which one was meant can't be told.
    case repeatedKey(String)
    /// Where a value is missing or of the wrong kind ("matches[2].score").
    case damaged(where: String)
    /// The player numbered so (from 1) breaks the add form's rules.
    case invalidPlayer(number: Int, ValidationError)
    /// The match numbered so (from 1) has a score that can't be read, or a player's name or goals break the rules.
    case invalidMatch(number: Int)
    /// The match numbered so (from 1) is not one the app records: see `MatchFault`.
    case impossibleMatch(number: Int, MatchFault)
}

/// How a match read from a file differs from every match the app records: one a side at least (a
/// match a server kept, whose teams are not known, one player at least), each player once, the
/// winner the score's, no more goals scored than the score says, an end after the start.
public enum MatchFault: Sendable, Equatable {
    case noPlayers
    /// Nobody plays for Team A or Team B.
    case emptyTeam(Team)
    /// Named twice, as names match (`PlayerDetails.nameKey`): the name as first written.
    case playerTwice(String)
    /// The winner is not the score's (a draw has none).
    case winnerDisagrees(Winner, score: Score)
    /// The team's scorers have more goals between them than the team scored.
    case moreGoalsThanScore(Team, goals: Int, score: Int)
    case endsBeforeItStarts

    /// What is wrong with `match`, a finished one; nil when nothing is.
    public static func of(_ match: Gather) -> MatchFault? {
        guard !match.players.isEmpty else { return .noPlayers }
        if !match.teamsUnknown {
            for team in [Team.teamA, .teamB] where match.players(in: team).isEmpty { return .emptyTeam(team) }
        }
        var names = Set<String>()
        for player in match.players where !names.insert(PlayerDetails.nameKey(player.name)).inserted { return .playerTwice(player.name) }
        if let score = match.score {
            let winner = match.winner ?? score.winner
            if winner != score.winner { return .winnerDisagrees(winner, score: score) }
            for (team, teamScore) in [(Team.teamA, score.teamA), (.teamB, score.teamB)] {
                let goals = match.players(in: team).reduce(0) { $0 + $1.goals }
                if goals > teamScore { return .moreGoalsThanScore(team, goals: goals, score: teamScore) }
            }
        }
        if let start = match.startedAt, let end = match.endedAt, end < start { return .endsBeforeItStarts }
        return nil
    }
}

// An export writes these as the values they are stored as ("striker", "Team A").
extension PlayerPosition: Codable {}
extension PlayerSkill: Codable {}
extension Team: Codable {}
extension Winner: Codable {}
