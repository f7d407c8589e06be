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
        let stamp = Wording.dateAndTime(loadedAt, in: timeZone)
        let today = Wording.dateAndTime(now(), in: timeZone).prefix(10)
        let shown = stamp.hasPrefix(today) ? String(stamp.dropFirst(11)) : stamp
        let kept = playable ? " A match played now is kept on this computer and sent when the server is back." : ""
        return "offline — last loaded \(shown): the server can't be reached, so this is read-only.\(kept) Type r to retry."
    }

    /// Why a change was refused while offline.
    public static let refusal = "Offline: nothing can be changed until the server is back (no request was sent). Type r to retry."
}
