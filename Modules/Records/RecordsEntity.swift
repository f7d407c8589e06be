import Domain
import Foundation
import RecordsInterface
import TerminalUI

/// What Records needs of one player's record: the counts it ranks and shows.
public protocol RecordsEntity: Sendable {
    var id: Int { get }
    var name: String { get }
    var won: Int { get }
    var drawn: Int { get }
    var lost: Int { get }
    /// Played in a match whose teams the store does not know.
    var resultUnknown: Int { get }
    var goals: Int { get }
    var played: Int { get }
    /// 3 for a win, 1 for a draw.
    var points: Int { get }
    /// Wins among the matches with a known result, 0…100; nil when none has one.
    var winPercentage: Double? { get }
    /// Deleted from the roster since; their matches still count.
    var isDeleted: Bool { get }
}

extension PlayerRecord: RecordsEntity {}
