import Domain
import Presentation
import TerminalUI

/// What the user asked for, so a refusal is worded for it.
enum PlayerListRequest {
    case details, delete, select, match
    /// A change that is none of the above (adding a player).
    case change
    /// A line typed while selecting, as typed.
    case pick(String)
}

/// How the list names players in its messages and questions.
extension PlayerListPresenter {
    /// A player's name, told apart from anyone else of the same name in `players` by position and,
    /// when `numbered`, by their number there: "Bob (GK, #3)". A player no longer listed has no number.
    static func distinctName(of player: Player, among players: [Player], numbered: Bool) -> String {
        let key = player.name.lowercased()
        guard players.contains(where: { $0.id != player.id && $0.name.lowercased() == key }) else { return player.name }
        let number = numbered ? players.firstIndex { $0.id == player.id }.map { "#\($0 + 1)" } : nil
        let details = [player.position?.acronym, number].compactMap(\.self)
        return details.isEmpty ? player.name : "\(player.name) (\(details.joined(separator: ", ")))"
    }

    /// The roster is empty: said for what was asked.
    static func nobody(for request: PlayerListRequest) -> String {
        switch request {
        case .delete: "There is nobody to delete: you have no players yet. Type a to add one."
        case .details, .match, .change: "There are no players yet. Type a to add one."
        case .select, .pick: "There are no players to pick yet. Type a to add one."
        }
    }

    /// "An unfinished match: Team A 2 : 1 Team B, 07:42 left." (or "time is up").
    static func line(_ match: UnfinishedGather) -> String {
        let seconds = match.progress.timer.remaining
        let time = seconds > 0 ? "\(Wording.clock(seconds)) left" : "time is up"
        return "An unfinished match: \(score(match)), \(time)."
    }

    /// "Team A 2 : 1 Team B".
    static func score(_ match: UnfinishedGather) -> String {
        Wording.score(teamA: match.progress.score.teamA, teamB: match.progress.score.teamB)
    }

    static var deleteHint: String { "Type d and a player's number, e.g. d 2." }
    static var selectHint: String { "Type s and the players to pick, e.g. s 1 3 4, s 1-4 or s all, or s alone to start picking." }
    static var selectingHint: String { "Type the numbers of the players who play, e.g. 1 3 4, 1-6 or all, then c to confirm." }

    /// What `last` picked: "Selected the 6 players of the last match.", and how many who played in it are gone.
    static func lastLineUp(_ lineUp: PlayerListLastLineUp) -> String {
        let gone = lineUp.gone == 1 ? "1 who played in it is" : "\(lineUp.gone) who played in it are"
        switch (lineUp.selected, lineUp.gone) {
        case (_, 0): return "Selected the \(players(lineUp.selected)) of the last match."
        case (0, _): return "Selected nobody: no one who played in the last match is still on your roster."
        default: return "Selected \(players(lineUp.selected)) of the last match; \(gone) no longer on your roster."
        }
    }

    /// "1 player", "6 players".
    static func players(_ count: Int) -> String {
        count == 1 ? "1 player" : "\(count) players"
    }

    static var confirmHint: String { "Select at least \(Gather.minimumPlayers) players: type their numbers, e.g. 1 2." }

    /// What a refusal says to the request it refused; nil when there is nothing to explain.
    func message(for refusal: PlayerListRefusal, _ request: PlayerListRequest) -> Message? {
        switch refusal {
        case .notLoaded: .error("Your players are not loaded. Type r to retry.")
        case .noPlayers: .error(Self.nobody(for: request))
        case .noSuchPlayer(let number, let count): .error(Wording.noSuch("player", number, count: count))
        case .notASelection:
            if case .pick(let line) = request { .unknownCommand(line) } else { .error(Self.selectHint) }
        case .tooFewPicked: .error(Self.confirmHint)
        case .noUnfinishedMatch: .error("There is no unfinished match.")
        case .noFinishedMatch: .error("There is no finished match yet to take the players from.")
        case .offline: .error(OfflineNotice.refusal)
        // The view offers selection commands only while selecting: nothing to explain.
        case .notSelecting: nil
        }
    }
}
