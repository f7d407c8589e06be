import Domain
import Foundation
import Presentation
import TerminalUI

/// What the records say, as pure functions of what the Interactor answered.
enum RecordsWording {
    static func title(_ scope: RecordsScope) -> String {
        switch scope {
        case .everyone: "Records"
        case .player(_, let name): "Records · \(name)"
        }
    }

    static func period(since day: String?) -> String {
        day.map { "Matches ended on or after \($0)." } ?? "All matches."
    }

    /// Why the records could not be loaded (a store's failure, or the player it no longer knows).
    static func loadFailed(_ refusal: RecordsRefusal) -> String {
        let why =
            switch refusal {
            case .failed(let failure): failure.message
            case .gone: ServiceError.notFound.message
            case .noSuchDay, .onePlayersRecords, .noLimit, .noTable, .noSuchPlayer, .deletedPlayer, .offline: ""
            }
        return "Your records could not be loaded. " + why
    }

    /// "Loading matches: 240 of 1 000…".
    static func progress(_ fetched: Int, of total: Int) -> String {
        "Loading matches: \(Digits.grouped(fetched)) of \(Digits.grouped(total))…"
    }

    /// Why a command was refused; `command`: the one refused, echoed as typed where the screen does not offer it now.
    static func refusal(_ refusal: RecordsRefusal, command: RecordsCommand?) -> Message {
        switch refusal {
        case .noSuchDay(let day): notADay(day.description)
        case .noTable, .onePlayersRecords, .noLimit: .unknownCommand(command.map(typed) ?? "")
        case .noSuchPlayer(let number, let count): .error(Wording.noSuch("player", number, count: count))
        case .deletedPlayer(let name): .info("\(name) was deleted from your players: their matches are in the history.")
        case .offline: .error("Offline: a player's matches can't be loaded until the server is back. Type r to retry.")
        case .gone, .failed: .error(loadFailed(refusal))
        }
    }

    /// A command as the user would have typed it: "since 2026-11-01", "all", "3".
    static func typed(_ command: RecordsCommand) -> String {
        switch command {
        case .since(let day): "since \(day)"
        case .all: "all"
        case .record(let number): "\(number)"
        }
    }

    /// A value the View could not read; `since` with no day is no command where no period applies (`canLimit` false).
    static func unreadable(_ unreadable: RecordsUnreadable, canLimit: Bool) -> Message {
        switch unreadable {
        case .day(let typed): canLimit ? notADay(typed) : .unknownCommand("since " + typed)
        }
    }

    /// `since` with what is no day, or none.
    static func notADay(_ typed: String) -> Message {
        .error((typed.isEmpty ? "since needs a day" : "“\(SafeText.truncate(typed, to: 20))” is not a day") + ": write it YYYY-MM-DD, e.g. since 2026-11-01.")
    }

    /// What the table's marks mean: `?` results, matches left out of a `since` table, and matches counted
    /// that are not sent to the server yet.
    static func notes(resultsUnknown: Bool, undated: Int, notSentYet: Int = 0) -> [String] {
        var notes: [String] = []
        if resultsUnknown {
            notes.append(
                "? counts matches played whose teams were not recorded (the server keeps who played, not where): "
                    + "they have no result and no scorers, so no points, no win % and no goals.")
        }
        if undated > 0 {
            notes.append(
                "\(undated) \(undated == 1 ? "match has" : "matches have") no recorded date, so \(undated == 1 ? "it is" : "they are") not counted since a day."
            )
        }
        if notSentYet > 0 {
            notes.append(
                "Counts \(notSentYet == 1 ? "1 match" : "\(notSentYet) matches") played while the server was away, not sent yet: "
                    + "\(notSentYet == 1 ? "it is" : "they are") sent when the server is back.")
        }
        return notes
    }

    // MARK: The screen

    static let loading = "Loading the records…"
    static let notLoaded = "The records could not be loaded."
    static let noPlayers = "No players yet: add players and play a match to see records."
    static let noMatches = "No finished matches yet."

    static func lastMatches(_ count: Int) -> String {
        count == 1 ? "Last match" : "Last \(count) matches, newest first"
    }

    static let playerHelp = "Type a row's number to see that player's record and last matches."
    static let sinceHelp =
        "Count only the matches ended on or after that day, e.g. since 2026-11-01. Players are ranked by points "
        + "(\(PlayerRecord.pointsForAWin) a win, \(PlayerRecord.pointsForADraw) a draw), then win %, then goals, then name."
    static let allHelp = "Count every match again."

    /// The tables' headings: everyone's (or one player's) record, then a player's last matches.
    enum Heading {
        static let rank = "#"
        static let player = "Player"
        static let played = "P"
        static let won = "W"
        static let drawn = "D"
        static let lost = "L"
        /// Played with the result unknown.
        static let unknown = "?"
        static let winPercentage = "Win %"
        static let goals = "G"
        static let points = "Pts"
        static let ended = "Ended"
        static let side = "Side"
        static let result = "Result"
        static let score = "Score"
    }

    /// A player's name in the table; one deleted from the roster since is marked.
    static func name(_ name: String, isDeleted: Bool) -> String {
        isDeleted ? name + " (deleted)" : name
    }

    /// A match's result from the player's side: "W", "D", "L", or "?" when their side is not recorded.
    static func result(_ outcome: MatchOutcome?) -> String {
        switch outcome {
        case .won: "W"
        case .drawn: "D"
        case .lost: "L"
        case nil: "?"
        }
    }
    static let retryHelp = "Try loading the records again."
    static let backHelp = "Back to where you came from."
}
