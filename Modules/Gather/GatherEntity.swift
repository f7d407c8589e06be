import Domain
import Foundation
import Presentation

/// What Gather needs of a player in the match: enough to list the two teams and the bench.
public protocol GatherEntity: MatchPlayer {}

extension GatherPlayer: GatherEntity {}
