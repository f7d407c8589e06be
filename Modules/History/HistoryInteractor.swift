import Domain

/// History's use case.
@MainActor
public protocol HistoryInteracting: AnyObject {
    /// The finished gathers, newest first, with their players.
    func finishedGathers() async throws -> [Gather]
}

public final class HistoryInteractor: HistoryInteracting {
    private let gathers: any GathersService

    public init(gathers: any GathersService) {
        self.gathers = gathers
    }

    public func finishedGathers() async throws -> [Gather] {
        try await gathers.finishedGathers()
    }
}
