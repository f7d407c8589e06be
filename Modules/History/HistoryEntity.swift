import Domain
import Foundation
import TerminalUI

/// What History needs of a finished gather: when it was played, its result and who played where.
public protocol HistoryEntity: Sendable {
    /// What the store knows it by, to delete it.
    var id: UUID { get }
    /// When it ended, else when it started; nil when the store kept no date.
    var playedAt: Date? { get }
    var score: Score? { get }
    /// The score when the first half ended; nil when the match never got there, or the store kept none.
    var halfTimeScore: Score? { get }
    /// The winner as stored; nil when the store kept none.
    var winner: Winner? { get }
    var players: [GatherPlayer] { get }
    /// The players moved while it was played, in order; none when the store kept none.
    var substitutions: [GatherSubstitution] { get }
    /// Played while the store was away, and not sent to it yet: it is only on this machine.
    var notSentYet: Bool { get }
}

extension Gather: HistoryEntity {
    public var playedAt: Date? { endedAt ?? startedAt }
}
