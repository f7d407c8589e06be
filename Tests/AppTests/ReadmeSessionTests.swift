import Foundation
import TestSupport
import Testing

/// The README's short sample session, and the user guide's whole one, are what their own
/// command prints: the test runs the command's input through the binary and compares, so
/// neither transcript can go stale.
@Suite struct ReadmeSessionTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The pages holding a sample session: the README's short one, the user guide's long one.
    static let pages = ["README.md", "docs/using-the-app.md"]

    /// Slow set (the command registers, 600 000 PBKDF2 iterations through the binary); in every
    /// run, PatternSessionTests types the same lines in process and compares them to the page.
    @Test(SlowTests.only, arguments: pages) func theSampleSession_isWhatItsCommandPrints(page: String) async throws {
        let text = try String(contentsOf: Self.repository.appending(path: page), encoding: .utf8)
        let sample = try #require(ReadmeSample(readme: text), "\(page) has no sample session: \(ReadmeSample.shape)")
        let directory = try sample.makeDirectoryLikeTheReadmes()
        defer { try? FileManager.default.removeItem(at: directory) }

        let result = try await AppBinary.run(["--data-dir", directory.path], lines: sample.input)

        #expect(result.termination == .exited(0), "\(result.error)")
        let output = result.output.replacingOccurrences(of: directory.path, with: sample.dataDirectory)
        if let mismatch = sample.mismatch(with: output) {
            Issue.record("\(page)'s sample session differs from a real run: \(mismatch)\n--- the real run ---\n\(output)")
        }
    }

    @Test func aTranscript_matchesInOrder_withEllipsesForWhatItLeavesOut() throws {
        let sample = try #require(
            ReadmeSample(
                readme: """
                    ```sh
                    swift run footballgather --data-dir /tmp/fg-readme <<'EOF'
                    l
                    EOF
                    ```

                    ```text
                    one
                    two
                    …
                    five
                    ```
                    """))
        #expect(sample.input == ["l"])
        #expect(sample.dataDirectory == "/tmp/fg-readme")
        #expect(sample.mismatch(with: "\none\ntwo  \nthree\nfour\nfive\n") == nil, "blank lines first and trailing spaces don't count")
        #expect(sample.mismatch(with: "one\ntwo\nfive\n") == nil, "an ellipsis may stand for nothing")
        #expect(sample.mismatch(with: "one\nthree\ntwo\nfive\n") != nil, "lines without an ellipsis between them follow each other")
        #expect(sample.mismatch(with: "one\ntwo\nfive\nsix\n") != nil, "the transcript goes to the end unless it ends with an ellipsis")
        #expect(sample.mismatch(with: "one\ntwo\nfour\n") != nil)
    }
}

/// A page's sample session (README.md, docs/using-the-app.md): a `sh` block running the app with its input in a
/// here-document, then a `text` block with what it prints ("…" lines leave some out).
struct ReadmeSample {
    static let shape = "a ```sh block `swift run footballgather --data-dir DIR <<'EOF'`, input lines, `EOF`, then a ```text block"

    let dataDirectory: String
    let input: [String]
    let transcript: [String]

    init?(readme: String) {
        let lines = readme.components(separatedBy: "\n")
        guard let command = lines.firstIndex(where: { $0.contains("footballgather --data-dir ") && $0.hasSuffix("<<'EOF'") }),
            let end = lines[command...].firstIndex(of: "EOF"),
            let start = lines[end...].firstIndex(of: "```text"),
            let close = lines[(start + 1)...].firstIndex(of: "```")
        else { return nil }
        let words = lines[command].split(separator: " ")
        guard let flag = words.firstIndex(of: "--data-dir"), flag + 1 < words.count else { return nil }
        dataDirectory = String(words[flag + 1])
        input = Array(lines[(command + 1)..<end])
        transcript = Array(lines[(start + 1)..<close])
    }

    /// A new directory beside the README's, with a path of the same length, so that lines
    /// naming it keep their layout once its path is replaced by the README's.
    func makeDirectoryLikeTheReadmes() throws -> URL {
        let readmes = URL(fileURLWithPath: dataDirectory)
        let parent = readmes.deletingLastPathComponent()
        let length = readmes.lastPathComponent.count
        for _ in 1...100 {
            let name = String(UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased().prefix(length))
            let candidate = parent.appending(path: name)
            if (try? FileManager.default.createDirectory(at: candidate, withIntermediateDirectories: false)) != nil,
                candidate.path.count == dataDirectory.count
            {
                return candidate
            }
        }
        throw CocoaError(.fileWriteUnknown)
    }

    /// Nil when the transcript's lines are the output's, in order, each run of them
    /// straight after the one before unless a "…" line stands between them. Blank lines
    /// before the first and trailing spaces don't count (a README keeps neither).
    func mismatch(with output: String) -> String? {
        func trimmed(_ line: some StringProtocol) -> String {
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        var actual = output.split(separator: "\n", omittingEmptySubsequences: false).map(trimmed)
        while actual.first == "" { actual.removeFirst() }
        while actual.last == "" { actual.removeLast() }
        var segments: [[String]] = [[]]
        for line in transcript.map(trimmed) {
            if line == "…" { segments.append([]) } else { segments[segments.count - 1].append(line) }
        }
        var position = 0
        for (index, segment) in segments.enumerated() where !segment.isEmpty {
            let maySkip = index > 0
            guard let found = Self.firstMatch(of: segment, in: actual, from: position, anywhere: maySkip) else {
                let shown = actual.dropFirst(position).prefix(segment.count).joined(separator: "\n")
                return "expected, \(maySkip ? "after line \(position)" : "from the start"):\n\(segment.joined(separator: "\n"))\n--- found ---\n\(shown)"
            }
            position = found + segment.count
        }
        if segments.last?.isEmpty == false, position < actual.count {
            return
                "the transcript ends at line \(position) but the run goes on (end it with a … line):\n\(actual[position...].prefix(5).joined(separator: "\n"))"
        }
        return nil
    }

    private static func firstMatch(of segment: [String], in lines: [String], from start: Int, anywhere: Bool) -> Int? {
        let last = lines.count - segment.count
        guard start <= last else { return nil }
        for index in start...(anywhere ? last : start) where Array(lines[index..<(index + segment.count)]) == segment {
            return index
        }
        return nil
    }
}
