import Domain
import Foundation

/// Gather's use cases, for the one gather being played.
@MainActor
public protocol GatherInteracting: AnyObject {
    /// Keeps the score and the clock, so nothing is lost if the app stops.
    func save(_ progress: GatherProgress) async throws
    /// Stores the final score (the winner follows from it), ended now.
    func end(with score: Score) async throws
}

public final class GatherInteractor: GatherInteracting {
    private let gatherID: UUID
    private let gathers: any GathersService
    private let clock: any WallClock

    public init(gatherID: UUID, gathers: any GathersService, clock: any WallClock) {
        self.gatherID = gatherID
        self.gathers = gathers
        self.clock = clock
    }

    public func save(_ progress: GatherProgress) async throws {
        try await gathers.saveProgress(progress, ofGather: gatherID)
    }

    public func end(with score: Score) async throws {
        try await gathers.endGather(id: gatherID, score: score, at: clock.now())
    }
}
