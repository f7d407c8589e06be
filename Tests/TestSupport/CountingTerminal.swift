import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        for marker in markers where !markersSeen.contains(marker) && Self.contains(text, marker) {
            markersSeen.insert(marker)
        }
    }

    /// Compared as bytes with the C library's `memchr` and `memcmp`: Foundation's `contains`
    /// bridges every write to NSString, and the standard library's generic `firstRange(of:)`
    /// took a few percent of the whole test run's CPU here.
    private static func contains(_ text: String, _ marker: String) -> Bool {
        var text = text
        var marker = marker
        return text.withUTF8 { haystack in
            marker.withUTF8 { needle in
                guard let base = haystack.baseAddress, let marker = needle.baseAddress, let first = needle.first, needle.count <= haystack.count else {
                    return false
                }
                let end = base + (haystack.count - needle.count + 1)
                var start = base
                while start < end, let hit = memchr(start, Int32(first), end - start) {
                    let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(candidate, marker, needle.count) == 0 { return true }
                    start = candidate + 1
                }
                return false
            }
        }
    }

    public func inputEvents() -> AsyncStream<TerminalEvent> {
        AsyncStream(unfolding: next)
    }

    public func setEcho(_ enabled: Bool) {}
    public func restore() {}
}
