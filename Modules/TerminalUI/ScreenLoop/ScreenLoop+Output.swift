extension ScreenLoop {
    /// A screen's key for its typed lines and its list: its title without counts ("Players (4)" is "Players").
    static func historyKey(of title: String) -> String {
        String(title.prefix { $0 != "(" && $0 != "·" }).trimmingCharacters(in: .whitespaces)
    }

    /// Over the lines' bytes: hashing them as strings compares them as Unicode text (normalised), slow on thousands.
    static func digest(_ lines: [String]) -> Int {
        var hasher = Hasher()
        for var line in lines {
            line.withUTF8 {
                hasher.combine($0.count)
                hasher.combine(bytes: UnsafeRawBufferPointer($0))
            }
        }
        return hasher.finalize()
    }

    /// Each line and its newline go straight into `output`: no joined copy of a long screen.
    static func append(_ lines: [String], to output: inout String) {
        output.reserveCapacity(lines.reduce(output.utf8.count) { $0 + $1.utf8.count + 1 })
        for line in lines {
            output += line
            output += "\n"
        }
    }

    static func merge(_ input: AsyncStream<TerminalEvent>, _ ticks: AsyncStream<Void>?, _ updates: AsyncStream<Void>? = nil) -> AsyncStream<TerminalEvent> {
        guard ticks != nil || updates != nil else { return input }
        let (merged, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        let lines = Task {
            for await event in input { continuation.yield(event) }
            // A screen still waiting when input ends tells when it is done: the loop ends after that.
            if updates == nil { continuation.finish() }
        }
        let clock = Task {
            guard let ticks else { return }
            for await _ in ticks { continuation.yield(.tick) }
        }
        let changes = Task {
            guard let updates else { return }
            for await _ in updates { continuation.yield(.update) }
        }
        continuation.onTermination = { _ in
            lines.cancel()
            clock.cancel()
            changes.cancel()
        }
        return merged
    }
}
