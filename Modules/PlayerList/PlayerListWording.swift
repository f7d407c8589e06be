import Domain
import Presentation
import TerminalUI

/// What the user asked for, so a refusal is worded for it.
enum PlayerListRequest {
    case details, delete, select, match
    /// A change that is none of the above (adding a player).
    case change
}

/// A change a yes makes: the player (and how the question names them), the match, or the players a file brings.
extension PlayerListChange {
    /// What was asked, for the wording of a refusal.
    var request: PlayerListRequest {
        switch self {
        case .delete: .delete
        case .discard: .match
        case .importPlayers: .change
        }
    }
}

/// What the player list says, as pure functions of what the Interactor answered.
enum PlayerListWording {
    static let deleteHint = "Type d and one player's number, e.g. d 2: players are deleted one at a time."
    static let selectHint = "Type s and the players to pick, e.g. s 1 3 4, s 1-4 or s all, or s alone to start picking."
    static let selectingHint = "Type the numbers of the players who play, e.g. 1 3 4, 1-6 or all, then c to confirm."
    static let confirmHint = "Select at least \(Gather.minimumPlayers) players: type their numbers, e.g. 1 2."
    static func reading(_ path: String) -> String { "Reading \(path)…" }
    static let importHint =
        #"Type import and a CSV file with a header row (name, age, position, skill, favourite team), e.g. import ~/roster.csv; a file name with spaces goes in quotes: import "my roster.csv"."#

    /// What a change says while it runs, once made, and (followed by why) when it failed.
    struct ChangeWords {
        let working: String
        let done: String
        let failure: String
    }

    static func words(_ change: PlayerListChange) -> ChangeWords {
        switch change {
        case .delete(_, let name): ChangeWords(working: "Deleting \(name)…", done: "Deleted \(name).", failure: "Could not delete \(name).")
        case .discard: ChangeWords(working: "Discarding the match…", done: "Discarded the unfinished match.", failure: "Could not discard the match.")
        case .importPlayers(let file):
            ChangeWords(
                working: "Adding \(Wording.players(file.toAdd.count))…", done: "Added \(Wording.players(file.toAdd.count)) from \(file.path).",
                failure: "Could not add the players from \(file.path); none was added."
            )
        }
    }

    /// What a change did: a discard the server has not heard of yet says when it will.
    static func done(_ words: ChangeWords, _ discarding: GatherDiscarding?) -> String {
        discarding == .waitingForServer ? words.done + " The server drops it once it answers again." : words.done
    }

    static func question(_ change: PlayerListChange) -> String {
        switch change {
        case .delete(_, let name): "Delete \(name)? (y/n)"
        case .discard(let match): "Discard the unfinished match (\(score(match)))? (y/n)"
        case .importPlayers(let file): "Add \(Wording.players(file.toAdd.count)) from \(file.path)? (y/n)"
        }
    }

    /// Said after a no.
    static func kept(_ change: PlayerListChange) -> String {
        switch change {
        case .delete(_, let name): "Kept \(name)."
        case .discard: "Kept the unfinished match: type resume to play on."
        case .importPlayers: "Added nobody: the roster is as it was."
        }
    }

    /// A player's name, told apart from anyone else of the same name in `players` by position and,
    /// when `numbered`, by their number there: "Bob (GK, #3)". A player no longer listed has no number.
    static func distinctName(of player: any PlayerListEntity, among players: some Collection<any PlayerListEntity>, numbered: Bool) -> String {
        let key = player.name.lowercased()
        guard players.contains(where: { $0.id != player.id && $0.name.lowercased() == key }) else { return player.name }
        let number = numbered ? players.enumerated().first { $1.id == player.id }.map { "#\($0.offset + 1)" } : nil
        let details = [player.position?.acronym, number].compactMap(\.self)
        return details.isEmpty ? player.name : "\(player.name) (\(details.joined(separator: ", ")))"
    }

    /// Players picked before a reload who are no longer on the roster; nil when there are none.
    static func unpicked(_ unpicked: [any PlayerListEntity], roster: some Collection<any PlayerListEntity>) -> Message? {
        guard !unpicked.isEmpty else { return nil }
        let names = unpicked.map { distinctName(of: $0, among: unpicked + Array(roster), numbered: false) }
        return .info("No longer selected, as deleted meanwhile: \(names.joined(separator: ", ")).")
    }

    /// What a load says: why the check for an unfinished match failed, else who is no longer picked.
    static func loaded(unpicked: [any PlayerListEntity], roster: some Collection<any PlayerListEntity>, matchCheck: PlayerListRefusal?) -> Message? {
        matchCheck.map { .error("Could not check for an unfinished match. \(storeMessage($0))") } ?? Self.unpicked(unpicked, roster: roster)
    }

    /// "ann", or "ann · 2 matches not sent yet" while matches played offline wait.
    static func status(_ username: String, waitingMatches: Int) -> String {
        switch waitingMatches {
        case 0: username
        case 1: "\(username) · 1 match not sent yet"
        default: "\(username) · \(waitingMatches) matches not sent yet"
        }
    }

    /// Why `last` picked nobody: the store failed, or a refusal.
    static func lastLineUpRefused(_ refusal: PlayerListRefusal) -> Message? {
        switch refusal {
        case .gone, .failed: .error("Could not load the last match. \(storeMessage(refusal))")
        default: Self.refusal(refusal, .select)
        }
    }

    /// A change failed: what failed, why, and (but for what is gone) that `r` tries again.
    static func failed(_ words: ChangeWords, _ refusal: PlayerListRefusal) -> String {
        let retry = refusal == .gone ? "" : " Type r to try again."
        return "\(words.failure) \(storeMessage(refusal))\(retry)"
    }

    /// What the store's failure says: what is gone, or what failed.
    static func storeMessage(_ refusal: PlayerListRefusal) -> String {
        switch refusal {
        case .gone: ServiceError.notFound.message
        case .failed(let failure): failure.message
        default: Self.refusal(refusal, .change)?.text ?? ""
        }
    }

    /// "An unfinished match: Team A 2–1 Team B, 07:42 left." (or "time is up").
    static func line(_ match: UnfinishedGather) -> String {
        let seconds = match.progress.timer.remaining
        let time = seconds > 0 ? "\(Wording.clock(seconds)) left" : "time is up"
        return "An unfinished match: \(score(match)), \(time)."
    }

    /// "Team A 2–1 Team B".
    static func score(_ match: UnfinishedGather) -> String {
        Wording.score(teamA: match.progress.score.teamA, teamB: match.progress.score.teamB)
    }

    /// What `last` picked: "Selected the 6 players of the last match.", and how many who played in it are gone.
    static func lastLineUp(_ lineUp: PlayerListLastLineUp) -> String {
        let gone = lineUp.gone == 1 ? "1 who played in it is" : "\(lineUp.gone) who played in it are"
        switch (lineUp.selected, lineUp.gone) {
        case (_, 0): return "Selected the \(Wording.players(lineUp.selected)) of the last match."
        case (0, _): return "Selected nobody: no one who played in the last match is still on your roster."
        default: return "Selected \(Wording.players(lineUp.selected)) of the last match; \(gone) no longer on your roster."
        }
    }

    /// Why a route from the command line led nowhere; nil when the screen says why already (a roster
    /// that failed to load).
    static func unreachable(_ refusal: PlayerListRefusal) -> Message? {
        switch refusal {
        case .noUnfinishedMatch: .info("No unfinished match to resume.")
        case .noSuchPlayer(let number, 0): .error("No player \(number): the list is empty.")
        case .noSuchPlayer(let number, let count): .error("No player \(number): the list has \(count).")
        default: nil
        }
    }

    /// What a refusal says to the request it refused; nil when there is nothing to explain.
    static func refusal(_ refusal: PlayerListRefusal, _ request: PlayerListRequest) -> Message? {
        switch refusal {
        case .notLoaded: .error("Your players are not loaded. Type r to retry.")
        case .noPlayers: .error(nobody(for: request))
        case .noSuchPlayer(let number, let count): .error(Wording.noSuch("player", number, count: count))
        case .tooFewPicked: .error(confirmHint)
        case .noUnfinishedMatch: .error("There is no unfinished match.")
        case .noFinishedMatch: .error("There is no finished match yet to take the players from.")
        case .offline: .error(OfflineNotice.refusal)
        case .unreadable(let path, let problem): .error("Could not read \(path): \(problem.message) Nothing was added.")
        case .notARoster(let path, let problem): .error("\(path) is no roster: \(problem.message) Nothing was added.")
        case .gone, .failed: .error(storeMessage(refusal))
        // The view offers selection commands only while selecting: nothing to explain.
        case .notSelecting: nil
        }
    }

    /// The roster is empty: said for what was asked.
    private static func nobody(for request: PlayerListRequest) -> String {
        switch request {
        case .delete: "There is nobody to delete: you have no players yet. Type a to add one."
        case .details, .match, .change: "There are no players yet. Type a to add one."
        case .select: "There are no players to pick yet. Type a to add one."
        }
    }
}
