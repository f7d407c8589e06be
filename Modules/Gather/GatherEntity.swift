import Domain
import Foundation
import MatchScreen
import Presentation

/// What Gather needs of a player in the match: enough to list the two teams and the bench. It is what
/// every pattern's match screen shows of a player (Presentation's `MatchPlayer`, which the shared board
/// and wording take), said here as the feature reads it.
public protocol GatherEntity: MatchPlayer {
    var name: String { get }
    var position: PlayerPosition? { get }
    /// The team they play in now.
    var team: Team { get }
}

extension GatherPlayer: GatherEntity {}
