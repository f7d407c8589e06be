import RemoteStorage
import SeededRandom

extension FanOutOrder {
    /// One request at a time in an order drawn from `seed`, never the listed one when there are
    /// two items or more: concurrent requests may reach a server in any order, and this makes
    /// the order a test sees certain to differ from the listed one, every run.
    public static func shuffled(seed: UInt64) -> FanOutOrder {
        .oneByOne { indices in
            var random = SeededGenerator(seed: seed)
            let shuffled = indices.shuffled(using: &random)
            return shuffled == indices ? Array(indices.dropFirst() + indices.prefix(1)) : shuffled
        }
    }
}
