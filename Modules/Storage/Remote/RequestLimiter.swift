/// Lets at most `limit` requests be on the wire at once; the others wait their turn, in order.
/// A request cancelled while it waits leaves the queue without taking a turn.
actor RequestLimiter {
    let limit: Int
    /// How many requests have their turn.
    private(set) var inFlight = 0
    private var waiting: [(ticket: Int, turn: CheckedContinuation<Bool, Never>)] = []
    private var nextTicket = 0

    /// How many requests wait for a turn.
    var waitingCount: Int { waiting.count }

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `body` in its turn; nil when the task was cancelled before its turn came.
    nonisolated func withTurn<T: Sendable>(_ body: () async -> T) async -> T? {
        guard await enter() else { return nil }
        let result = await body()
        await leave()
        return result
    }

    /// True once a turn is taken; false when cancelled while waiting.
    private func enter() async -> Bool {
        guard !Task.isCancelled else { return false }
        if inFlight < limit {
            inFlight += 1
            return true
        }
        let ticket = nextTicket
        nextTicket += 1
        return await withTaskCancellationHandler {
            await withCheckedContinuation { turn in
                // Runs on this actor before any cancellation handler's `drop` can, so nothing is missed.
                if Task.isCancelled {
                    turn.resume(returning: false)
                } else {
                    waiting.append((ticket, turn))
                }
            }
        } onCancel: {
            Task { await self.drop(ticket) }
        }
    }

    /// The turn goes straight to the first one waiting, so the count never dips while some wait.
    private func leave() {
        if waiting.isEmpty {
            inFlight -= 1
        } else {
            waiting.removeFirst().turn.resume(returning: true)
        }
    }

    private func drop(_ ticket: Int) {
        guard let index = waiting.firstIndex(where: { $0.ticket == ticket }) else { return }
        waiting.remove(at: index).turn.resume(returning: false)
    }
}

/// The order a fan-out sets its requests off in.
public enum FanOutOrder: Sendable {
    /// Side by side, at most the store's limit at once: the order they reach the server is the
    /// scheduler's, and may differ from one run to the next.
    case sideBySide
    /// One at a time, in the order `reorder` gives the items' indices (it must return each index
    /// once). Tests fix the order the server sees with it, so an assertion that needs the listed
    /// order fails every time instead of once in a while.
    case oneByOne(reorder: @Sendable ([Int]) -> [Int])
}

/// Independent requests side by side, never more child tasks than the limit.
enum FanOut {
    /// `body` for every item, at most `limit` at a time; the results in the items' order.
    /// The first failure cancels the rest and is thrown.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item],
        limit: Int,
        order: FanOutOrder = .sideBySide,
        _ body: @escaping @Sendable (Item) async throws -> Result
    ) async throws -> [Result] {
        switch order {
        case .sideBySide:
            try await sideBySide(items, limit: limit, body)
        case .oneByOne(let reorder):
            try await oneByOne(items, in: reorder(Array(items.indices)), body)
        }
    }

    private static func sideBySide<Item: Sendable, Result: Sendable>(
        _ items: [Item],
        limit: Int,
        _ body: @escaping @Sendable (Item) async throws -> Result
    ) async throws -> [Result] {
        try await withThrowingTaskGroup(of: (Int, Result).self) { group in
            var results = [Result?](repeating: nil, count: items.count)
            var next = 0
            func addNext() {
                guard next < items.count else { return }
                let (index, item) = (next, items[next])
                group.addTask { (index, try await body(item)) }
                next += 1
            }
            for _ in 0..<max(1, limit) { addNext() }
            while let (index, result) = try await group.next() {
                results[index] = result
                addNext()
            }
            return results.compactMap { $0 }  // every index was filled: no child failed
        }
    }

    private static func oneByOne<Item: Sendable, Result: Sendable>(
        _ items: [Item],
        in order: [Int],
        _ body: @escaping @Sendable (Item) async throws -> Result
    ) async throws -> [Result] {
        precondition(order.sorted() == Array(items.indices), "a fan-out's order must name every item once")
        var results = [Result?](repeating: nil, count: items.count)
        for index in order {
            results[index] = try await body(items[index])
        }
        return results.compactMap { $0 }
    }
}
