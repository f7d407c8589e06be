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

    static func loadFailed(_ error: any Error) -> String {
        "Your records could not be loaded. \(error.userMessage)"
    }

    /// "Loading matches: 240 of 1 000…".
    static func progress(_ fetched: Int, of total: Int) -> String {
        "Loading matches: \(Digits.grouped(fetched)) of \(Digits.grouped(total))…"
    }

    /// Why a command was refused; `typed`: the command as typed, for one the screen does not offer now.
    static func refusal(_ refusal: RecordsRefusal, typed: String) -> Message {
        switch refusal {
        case .notADay(let day):
            .error((day.isEmpty ? "since needs a day" : "“\(SafeText.truncate(day, to: 20))” is not a day") + ": write it YYYY-MM-DD, e.g. since 2026-11-01.")
        case .noTable: .unknownCommand(typed)
        case .noSuchPlayer(let number, let count): .error(Wording.noSuch("player", number, count: count))
        case .deletedPlayer(let name): .info("\(name) was deleted from your players: their matches are in the history.")
        case .offline: .error("Offline: a player's matches can't be loaded until the server is back. Type r to retry.")
        }
    }

    /// What the table's marks mean: `?` results, and matches left out of a `since` table.
    static func notes(records: [some RecordsEntity], undated: Int) -> [String] {
        var notes: [String] = []
        if records.contains(where: { $0.resultUnknown > 0 }) {
            notes.append(
                "? counts matches played whose teams were not recorded (the server keeps who played, not where): "
                    + "they have no result and no scorers, so no points, no win % and no goals.")
        }
        if undated > 0 {
            notes.append(
                "\(undated) \(undated == 1 ? "match has" : "matches have") no recorded date, so \(undated == 1 ? "it is" : "they are") not counted since a day."
            )
        }
        return notes
    }
}
