import Domain
import Foundation
import TerminalUI

/// A match (or a team sheet) as a ready-to-paste block of text, plain or Markdown:
/// the one wording the team sheet, the match and the history share.
public struct ShareBlock: Sendable, Equatable {
    public enum Format: Sendable, Equatable {
        case plain
        case markdown
    }

    /// A player as the block names them.
    public struct Player: Sendable, Equatable {
        public var name: String
        /// The position's acronym; nil when not set.
        public var position: String?

        public init(name: String, position: String? = nil) {
            self.name = name
            self.position = position
        }
    }

    public struct Team: Sendable, Equatable {
        /// "Team A".
        public var name: String
        public var players: [Player]
        /// Lines under the players ("Scorers: Ann 2, Bob 1"), labels and all; names in them are escaped in Markdown.
        public var notes: [String]

        public init(name: String, players: [Player], notes: [String] = []) {
            self.name = name
            self.players = players
            self.notes = notes
        }
    }

    /// "Team sheet", "Match".
    public var heading: String
    /// "2026-11-20 18:30"; nil when not known.
    public var date: String?
    /// "Team A won 3–2", "Draw 1–1"; nil before the match has a result.
    public var result: String?
    public var teams: [Team]
    public var bench: [Player]

    public init(heading: String, date: String? = nil, result: String? = nil, teams: [Team], bench: [Player] = []) {
        self.heading = heading
        self.date = date
        self.result = result
        self.teams = teams
        self.bench = bench
    }

    /// The block's lines, without the rules around it.
    public func lines(_ format: Format) -> [String] {
        let markdown = format == .markdown
        let title = ["Football Gather", heading, date].compactMap(\.self).joined(separator: " · ")
        var lines = [markdown ? "## " + title : title]
        if let result {
            lines.append(markdown ? "**\(result)**" : result)
        }
        for team in teams {
            lines += ["", markdown ? "### \(team.name)" : "\(team.name):"]
            lines += team.players.isEmpty ? ["- " + Wording.missing] : team.players.map { "- " + text(of: $0, format) }
            // In Markdown a line straight after a list item would join that item: a blank line keeps the notes apart.
            lines += (markdown && !team.notes.isEmpty ? [""] : []) + team.notes.map { Self.escaped($0, format) }
        }
        if !bench.isEmpty {
            let names = bench.map { text(of: $0, format, listed: true) }.joined(separator: ", ")
            lines += ["", (markdown ? "*Bench:* " : "Bench: ") + names]
        }
        return lines
    }

    /// The block as a file holds it: its lines, each ending in a newline.
    public func text(_ format: Format) -> String {
        lines(format).map { $0 + "\n" }.joined()
    }

    /// "Team A won 3–2", "Draw 1–1": the winner's goals first, as History says it.
    public static func result(teamA: Int, teamB: Int) -> String {
        Wording.result(teamA: teamA, teamB: teamB)
    }

    /// The rule above and below the block on screen.
    public static let rule = String(repeating: "-", count: 24)

    /// `listed`: in a list joined by ", ", where a name with a comma is quoted.
    private func text(of player: Player, _ format: Format, listed: Bool = false) -> String {
        let name = Self.escaped(listed ? Wording.listed(player.name) : player.name, format)
        return player.position.map { "\(name) (\($0))" } ?? name
    }

    /// One printable line (names come from anyone); in Markdown, its punctuation escaped so a name stays text.
    static func escaped(_ text: String, _ format: Format) -> String {
        let safe = SafeText.sanitize(text)
        guard format == .markdown else { return safe }
        var result = ""
        for character in safe {
            if Self.markdownPunctuation.contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static let markdownPunctuation = Set("\\`*_{}[]<>()#+-.!|~")
}

/// What `share` was asked: show the block or write it to a file, plain or Markdown.
public enum ShareCommand: Sendable, Equatable {
    case show(ShareBlock.Format)
    case write(ShareBlock.Format, path: String)

    /// From what followed `share`, as typed: nothing, `md`, `FILE` or `md FILE`, a file name with
    /// spaces in quotes (`share "my team.txt"`), kept as typed inside them; nil for anything else.
    public init?(typed: String) {
        var rest = Substring(typed.trimmingCharacters(in: .whitespaces))
        let first = rest.prefix { !$0.isWhitespace }
        let format: ShareBlock.Format = first.lowercased() == "md" ? .markdown : .plain
        if format == .markdown { rest = rest.dropFirst(first.count).drop(while: \.isWhitespace) }
        if rest.isEmpty {
            self = .show(format)
        } else if let path = CommandInput.path(String(rest)) {
            self = .write(format, path: path)
        } else {
            return nil
        }
    }

    /// Said when `share` got more than it takes.
    public static let usage =
        "Type share, share md for Markdown, or share FILE (or share md FILE) to write it to a file; a file name with spaces goes in quotes: share \"my team.txt\"."
}

/// What the screens say about writing a share block to a file.
public enum ShareWording {
    public static func written(_ path: String) -> String {
        "Wrote the block to \(path)."
    }

    public static func replaceQuestion(_ path: String) -> String {
        "\(path) already exists. Replace it? (y/n)"
    }

    public static func kept(_ path: String) -> String {
        "Kept \(path) as it was; nothing was written."
    }

    public static func failed(_ path: String, _ reason: String) -> String {
        "Could not write \(path): \(Wording.sentence(reason)) Nothing was written."
    }

    /// Something other than a file is at `path`: refused before anything is asked.
    public static func refused(_ path: String, _ kind: SpecialFile) -> String {
        "Could not write \(path): \(kind.writeRefusal) Nothing was written."
    }

    /// The folder a file was to go in is missing: which, and the command that makes it.
    public static func noFolder(_ path: String, folder: String) -> String {
        "Could not write \(path): there is no folder \(folder) (mkdir -p \(Wording.shellWord(folder)) makes it). Nothing was written."
    }

    /// What a write to `path` that ended as `outcome` says; nil when a file is there already, for
    /// the replace question is asked instead.
    public static func news(_ outcome: ShareFileOutcome, path: String) -> Message? {
        switch outcome {
        case .written: .success(written(path))
        case .exists: nil
        case .refused(let kind): .error(refused(path, kind))
        case .noFolder(let folder): .error(noFolder(path, folder: folder))
        case .failed(let reason): .error(failed(path, reason))
        }
    }

    /// The block on screen, as the screen's whole body (the score, the teams are in it), between two
    /// rules, from the first column: pasted, it is not indented.
    public static func blocks(_ lines: [String]) -> [Block] {
        [.verbatim(ShareBlock.rule)] + lines.map { $0.isEmpty ? Block.blank : .verbatim($0) } + [.verbatim(ShareBlock.rule)]
    }
}
