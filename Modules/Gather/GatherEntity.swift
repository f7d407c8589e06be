import Domain
import Foundation
import TerminalUI

/// What Gather needs of a player in the match: enough to list the two teams and the bench.
public protocol GatherEntity: Sendable {
    var name: String { get }
    var position: PlayerPosition? { get }
    var team: Team { get }
}

extension GatherPlayer: GatherEntity {}
