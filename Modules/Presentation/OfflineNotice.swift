import Domain
import Foundation
import TerminalUI

/// How a screen says it shows data as last loaded because the store can't be reached,
/// worded the same on every screen that can go offline.
public struct OfflineNotice: Sendable {
    private let now: @Sendable () -> Date
    private let timeZone: TimeZone

    /// - Parameter now: today's date, to leave the day out when the copy is from today.
    public init(timeZone: TimeZone, now: @escaping @Sendable () -> Date) {
        self.timeZone = timeZone
        self.now = now
    }

    /// "offline — last loaded 18:40: …", with the day too ("2026-11-22 18:40") when it was not today.
    /// - Parameter playable: the screen can start a match, which is kept here until the server is back.
    public func line(since loadedAt: Date, playable: Bool = false) -> String {
        let shown = stamp(loadedAt)
        let kept = playable ? " A match played now is kept on this computer and sent when the server is back." : ""
        return "offline — last loaded \(shown): the server can't be reached, so this is read-only.\(kept) Type r to retry."
    }

    /// Said while a saved sign-in is checked with the server and the copy as last loaded stands in.
    public func checking(since loadedAt: Date) -> String {
        "Checking your saved sign-in with the server… Meanwhile, your list as last loaded \(stamp(loadedAt)), read-only; "
            + "what you type waits for the answer, q quits."
    }

    /// "18:40" for a time today, "2026-11-22 18:40" for another day.
    private func stamp(_ loadedAt: Date) -> String {
        let stamp = Wording.dateAndTime(loadedAt, in: timeZone)
        let today = Wording.dateAndTime(now(), in: timeZone).prefix(10)
        return stamp.hasPrefix(today) ? String(stamp.dropFirst(11)) : stamp
    }

    /// What a load sent of the matches played while the store was away, or why it sent no more; said
    /// by every screen whose load sends them (the player list, History, Records).
    public static func sent(_ report: WaitingMatchesSent) -> Message {
        let scores = report.sent.map { $0.gather.score ?? Score() }
        let leftOut = report.sent.flatMap(\.leftOut)
        var words: [String] = []
        switch scores.count {
        case 0: break
        case 1: words.append("Sent the match played while the server was away: \(Wording.score(teamA: scores[0].teamA, teamB: scores[0].teamB)).")
        default:
            let sentences = scores.map { Wording.score(teamA: $0.teamA, teamB: $0.teamB) }
            words.append("Sent the \(scores.count) matches played while the server was away: \(sentences.joined(separator: "; ")).")
        }
        if !leftOut.isEmpty {
            words.append("Left out, as the server no longer has them: \(Wording.names(leftOut)).")
        }
        if let failure = report.failure {
            let (waiting, they) = report.stillWaiting == 1 ? ("1 match is", "it waits") : ("\(report.stillWaiting) matches are", "they wait")
            words.append(
                failure == .sessionExpired
                    ? "\(waiting) not sent yet: the server refused this sign-in, so \(they) until you log in again."
                    : "\(waiting) not sent yet. \(failure.message) Type r to try again.")
        }
        return report.failure == nil ? .success(words.joined(separator: " ")) : .error(words.joined(separator: " "))
    }

    /// Why a change was refused while offline.
    public static let refusal = "Offline: nothing can be changed until the server is back (no request was sent). Type r to retry."
}
