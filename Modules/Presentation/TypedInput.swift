import Foundation

/// What a typed line reads as, the same on every screen that reads it: the answer to a "(y/n)"
/// question, a time. Read where lines are read (a View, or `GatherCommand` for the match screen of
/// every pattern); whether the value is allowed is the rules' to say, and `Wording` says the result.
public enum TypedInput {
    /// The line typed after a "(y/n)" question: true for yes, false for no (going back or
    /// cancelling, as on every screen, is no too), nil for anything else — then the question is
    /// asked again, since a slip must not count as no.
    public static func answer(_ line: String) -> Bool? {
        switch line.trimmingCharacters(in: .whitespaces).lowercased() {
        case "y", "yes": true
        case "n", "no", "b", "back", "cancel": false
        default: nil
        }
    }

    /// A time typed as m:ss or mm:ss (seconds 00–59), or as whole minutes (m or mm), in seconds;
    /// nil for anything else. Whether the time is allowed is the rules' to say.
    public static func seconds(_ text: String) -> Int? {
        var parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        // Whole minutes alone: "7" is 7:00.
        if parts.count == 1 { parts.append("00") }
        guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let minutes = Int(parts[0]), let seconds = Int(parts[1]), seconds < 60
        else { return nil }
        return minutes * 60 + seconds
    }
}
