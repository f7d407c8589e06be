extension ScreenLoop {
    /// A screen's key for its typed lines and its list: its title without counts ("Players (4)" is "Players").
    static func historyKey(of title: String) -> String {
        String(title.prefix { $0 != "(" && $0 != "·" }).trimmingCharacters(in: .whitespaces)
    }

    /// A body's blocks at `width`, not its lines: those of a long team sheet are made only as shown. Its
    /// text goes into a buffer, each piece after its length, hashed a buffer at a time: a piece at a time
    /// costs a hash's step for each of a sheet's 20 000 cells, and the whole text at once held a copy of
    /// the sheet (768 KiB at 10 000 players) at the session's peak.
    nonisolated static func digest(_ body: [Block], width: Int) -> Int {
        var hasher = Hasher()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digestBuffer)
        func add(_ number: Int) {
            withUnsafeBytes(of: number) { bytes.append(contentsOf: $0) }
        }
        func add(_ text: String) {
            // Its bytes as they are stored (copied at once; a short string's through one on the stack).
            var text = text
            text.withUTF8 { utf8 in
                add(utf8.count)
                bytes.append(contentsOf: utf8)
            }
            if bytes.count >= digestBuffer {
                bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
                bytes.removeAll(keepingCapacity: true)
            }
        }
        func add(_ table: Table) {
            for column in table.columns {
                add(column.title)
                add((column.alignment == .left ? 1 : 0) + (column.flexible ? 2 : 0) + (column.wraps ? 4 : 0))
            }
            add(table.paging.map { ($0.searchedColumn ?? -1) + 2 } ?? 0)
            add(table.rows.count)
            for row in table.rows {
                add(row.count)
                row.forEach(add)
            }
        }
        add(width)
        for block in body {
            switch block {
            case .text(let text, let style):
                add(0)
                add(text)
                add(String(describing: style))
            case .verbatim(let text):
                add(1)
                add(text)
            case .labelled(let text, let hang):
                add(2)
                add(text)
                add(hang)
            case .table(let table):
                add(3)
                add(table)
            case .sideBySide(let tables):
                add(4)
                add(tables.count)
                tables.forEach(add)
            case .blank:
                add(5)
            }
        }
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }

    nonisolated private static let digestBuffer = 16 * 1024

    /// Over the lines' bytes: hashing them as strings compares them as Unicode text (normalised), slow on thousands.
    nonisolated static func digest(_ lines: [String]) -> Int {
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
