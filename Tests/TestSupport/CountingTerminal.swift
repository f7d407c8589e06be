import TerminalUI

/// A terminal for long runs: input is pulled one event at a time from `next`
/// (so the caller knows exactly how much the app read), and output is not kept,
/// only counted and checked for anything that must not reach a terminal.
@MainActor
public final class CountingTerminal: Terminal {
    public let capabilities: TerminalCapabilities
    public private(set) var bytesWritten = 0
    public private(set) var writes = 0
    /// The first few forbidden characters seen, with context.
    public private(set) var violations: [String] = []
    /// Which of `markers` appeared in the output at least once.
    public private(set) var markersSeen: Set<String> = []
    private let markers: [String]
    private let next: @Sendable () async -> TerminalEvent?

    /// - Parameters:
    ///   - markers: texts to look for in the output (screen titles), reported in `markersSeen`.
    ///   - next: the next event the user produces; nil ends the stream.
    public init(width: Int = 80, markers: [String] = [], next: @escaping @Sendable () async -> TerminalEvent?) {
        capabilities = TerminalCapabilities(isInteractive: false, isStyled: false, width: width)
        self.markers = markers
        self.next = next
    }

    public func write(_ text: String) {
        writes += 1
        bytesWritten += text.utf8.count
        if violations.count < 5 {
            violations += TerminalSafety.violations(in: text, limit: 5 - violations.count)
        }
        // Compared as bytes: Foundation's `contains` bridges every write to NSString.
        for marker in markers where !markersSeen.contains(marker) && text.utf8.firstRange(of: marker.utf8) != nil {
            markersSeen.insert(marker)
        }
    }

    public func inputEvents() -> AsyncStream<TerminalEvent> {
        AsyncStream(unfolding: next)
    }

    public func setEcho(_ enabled: Bool) {}
    public func restore() {}
}
