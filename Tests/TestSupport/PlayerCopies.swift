import Domain

extension Player {
    /// A copy with some details changed: `Player.ann.with { $0.age = 31 }`.
    public func with(_ change: (inout PlayerDetails) -> Void) -> Player {
        var copy = self
        change(&copy.details)
        return copy
    }
}

extension PlayerDetails {
    /// A copy with some details changed: `.annSmith.with { $0.age = 31 }`.
    public func with(_ change: (inout PlayerDetails) -> Void) -> PlayerDetails {
        var copy = self
        change(&copy)
        return copy
    }
}
