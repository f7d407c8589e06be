import Foundation
import TestSupport
import Testing

@testable import FootballGatherApp

/// The README's and the user guide's sample sessions, typed into the app with each pattern of the
/// match screen: VIPER's run prints the page's transcript, and every other pattern prints exactly
/// what VIPER's prints, screen for screen. In process, on a SQLite file, with the header the
/// page's `--data-dir` gives; ReadmeSessionTests and the slow test below run the binary itself.
@MainActor
@Suite struct PatternSessionTests {
    nonisolated static let others = MatchPattern.allCases.filter { $0 != .viper }

    @Test(arguments: ReadmeSessionTests.pages)
    func theSampleSession_isThePagesTranscript_andEveryPatternPrintsWhatVIPERsPrints(page: String) async throws {
        let text = try String(contentsOf: ReadmeSessionTests.repository.appending(path: page), encoding: .utf8)
        let sample = try #require(ReadmeSample(readme: text))

        let viper = try await Self.session(sample, pattern: .viper)
        #expect(viper.status == 0)
        if let mismatch = sample.mismatch(with: viper.output) {
            Issue.record("\(page)'s sample session differs from a run in process: \(mismatch)\n--- the run ---\n\(viper.output)")
        }
        for pattern in Self.others {
            let other = try await Self.session(sample, pattern: pattern)
            #expect(other.status == viper.status, "\(pattern)")
            #expect(other.output == viper.output, "\(pattern) differs from VIPER:\n\(other.output)")
        }
    }

    /// Slow set (each run registers through the binary, 600 000 PBKDF2 iterations); in every run,
    /// the test above types the same lines in process.
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

    /// The sample's lines typed into a fresh app on a fresh SQLite file, which the header names
    /// as the binary would name the sample's data directory.
    static func session(_ sample: ReadmeSample, pattern: MatchPattern) async throws -> (status: Int32, output: String) {
        let directory = TemporaryDataDirectory()
        try directory.create()
        defer { directory.remove() }
        let terminal = ScriptedTerminal(lines: sample.input)
        let services = try AppServices.sqlite(directory.database, storageDescription: "local: " + sample.dataDirectory)
        let status = await FootballGatherApp.run(services: services, terminal: terminal, pattern: pattern)
        return (status, terminal.output)
    }
}
