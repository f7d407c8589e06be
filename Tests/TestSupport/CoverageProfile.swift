import Foundation

/// Where a child process built for coverage writes its profile.
///
/// `swift test --enable-code-coverage` gives every process it starts an `LLVM_PROFILE_FILE` in
/// SwiftPM's `codecov` folder and merges that folder at the end. A child a test kills while it
/// writes its profile leaves a damaged file there, and the merge stops at it: the whole command
/// fails though every test passed. So children of tests write, one file per process, into the
/// folder beside it, `codecov-child-processes`, which SwiftPM never reads and `Tools/coverage`
/// merges too (the app binary's runs count for its modules' coverage).
public enum CoverageProfile {
    public static let childFolderName = "codecov-child-processes"

    /// `environment` with the test process's own profile path replaced by a per-process file in
    /// the children's folder; unchanged when the tests were not built for coverage, or when the
    /// caller chose a profile path of its own.
    public static func forChild(
        of environment: [String: String], testEnvironment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        guard let own = testEnvironment["LLVM_PROFILE_FILE"], environment["LLVM_PROFILE_FILE"] == own else {
            return environment
        }
        let profile = childProfile(besides: own)
        // The profile runtime makes no folder: without it the child would write nothing and say so on stderr.
        try? FileManager.default.createDirectory(
            at: URL(fileURLWithPath: profile).deletingLastPathComponent(), withIntermediateDirectories: true
        )
        var changed = environment
        changed["LLVM_PROFILE_FILE"] = profile
        return changed
    }

    /// `…/debug/codecov/<name>.profraw` → `…/debug/codecov-child-processes/%p.profraw`.
    public static func childProfile(besides testProfile: String) -> String {
        URL(fileURLWithPath: testProfile)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appending(path: childFolderName)
            .appending(path: "%p.profraw")
            .path
    }
}
