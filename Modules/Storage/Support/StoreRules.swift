import Domain

// Rules every store applies the same way, so swapping one store for another
// never changes what the user sees.

extension Result where Failure == ValidationError {
    /// The valid value, or the refusal as the `ServiceError` stores throw.
    public func orInvalid() throws(ServiceError) -> Success {
        switch self {
        case .success(let value): value
        case .failure(let error): throw .invalid(error)
        }
    }
}

public enum StoreRules {
    /// The ordering of `players()`: by name ignoring ASCII case, then by id.
    /// This is exactly SQLite's `ORDER BY name COLLATE NOCASE, id` (UTF-8 bytes
    /// with A–Z folded to a–z), so both stores list players identically.
    public static func playerPrecedes(_ left: Player, _ right: Player) -> Bool {
        let leftKey = caseFoldedBytes(left.name)
        let rightKey = caseFoldedBytes(right.name)
        return leftKey == rightKey ? left.id < right.id : leftKey.lexicographicallyPrecedes(rightKey)
    }

    private static func caseFoldedBytes(_ text: String) -> [UInt8] {
        text.utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
    }

    /// A gather keeps a copy of each player's name: it must be a valid name, stored trimmed.
    public static func validated(_ player: GatherPlayer) throws(ServiceError) -> GatherPlayer {
        var valid = player
        valid.name = try Validation.playerName(player.name).orInvalid()
        return valid
    }

    /// A score outside 0…99 could not be read back from its stored form.
    public static func validate(_ score: Score) throws(ServiceError) {
        for goals in [score.teamA, score.teamB] where !Score.range.contains(goals) {
            throw .invalid(.outOfRange(field: "Score", range: Score.range))
        }
    }

    /// A running gather's progress: a readable score, a settable duration, and
    /// time remaining that the countdown could have reached.
    public static func validate(_ progress: GatherProgress) throws(ServiceError) {
        try validate(progress.score)
        let timer = progress.timer
        guard GatherTimer.durationRange.contains(timer.duration) else {
            throw .invalid(.outOfRange(field: "Timer duration", range: GatherTimer.durationRange))
        }
        guard (0...timer.duration).contains(timer.remaining) else {
            throw .invalid(.outOfRange(field: "Time remaining", range: 0...timer.duration))
        }
    }
}
