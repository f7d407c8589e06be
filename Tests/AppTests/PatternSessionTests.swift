import Foundation
import TestSupport
import Testing

@testable import FootballGatherApp

/// The README's and the user guide's sample sessions, typed into the app with each pattern of the
/// match screen: every one prints exactly what VIPER's prints, screen for screen (ReadmeSessionTests
/// holds VIPER's run to the pages themselves, through the binary). In process, on a SQLite file.
@MainActor
@Suite struct PatternSessionTests {
    nonisolated static let others = MatchPattern.allCases.filter { $0 != .viper }

    @Test(arguments: ReadmeSessionTests.pages, others)
    func theSampleSession_printsWhatVIPERsPrints(page: String, pattern: MatchPattern) async throws {
        let text = try String(contentsOf: ReadmeSessionTests.repository.appending(path: page), encoding: .utf8)
        let sample = try #require(ReadmeSample(readme: text))

        let viper = try await Self.session(sample.input, pattern: .viper)
        let other = try await Self.session(sample.input, pattern: pattern)

        #expect(viper.status == 0)
        #expect(other.status == viper.status)
        #expect(other.output == viper.output, "\(pattern) differs from VIPER:\n\(other.output)")
    }

    /// Slow set (each run registers through the binary, 600 000 PBKDF2 iterations); in every run,
    /// `theSampleSession_printsWhatVIPERsPrints` above types the same lines in process.
    @Test(SlowTests.only, arguments: ReadmeSessionTests.pages, others)
    nonisolated func theBinary_withThePattern_printsThePagesSampleSession(page: String, pattern: MatchPattern) async throws {
        let text = try String(contentsOf: ReadmeSessionTests.repository.appending(path: page), encoding: .utf8)
        let sample = try #require(ReadmeSample(readme: text))
        let directory = try sample.makeDirectoryLikeTheReadmes()
        defer { try? FileManager.default.removeItem(at: directory) }

        let result = try await AppBinary.run(["--data-dir", directory.path, "--pattern", pattern.rawValue], lines: sample.input)

        #expect(result.termination == .exited(0), "\(result.error)")
        let output = result.output.replacingOccurrences(of: directory.path, with: sample.dataDirectory)
        if let mismatch = sample.mismatch(with: output) {
            Issue.record("\(page)'s sample session differs with --pattern \(pattern): \(mismatch)\n--- the real run ---\n\(output)")
        }
    }

    /// `lines` typed into a fresh app on a fresh SQLite file.
    static func session(_ lines: [String], pattern: MatchPattern) async throws -> (status: Int32, output: String) {
        let directory = TemporaryDataDirectory()
        try directory.create()
        defer { directory.remove() }
        let terminal = ScriptedTerminal(lines: lines)
        let status = await FootballGatherApp.run(services: try AppServices.sqlite(directory.database), terminal: terminal, pattern: pattern)
        return (status, terminal.output)
    }
}
