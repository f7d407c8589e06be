import Foundation
import TestSupport
import Testing

/// `swift test --enable-code-coverage` merges one folder of profiles; a child a test kills while it
/// writes its own must never leave a damaged file there.
@Suite struct CoverageProfileTests {
    private let testProfile = "/p/.build/x86_64-unknown-linux-gnu/debug/codecov/Swift Testing%m.%p.profraw"

    @Test func aChildOfATestBuiltForCoverage_writesOneFilePerProcess_inAFolderBesideSwiftPMs_whichExists() throws {
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        let testProfile = directory.url.appending(path: "debug/codecov/Swift Testing%m.%p.profraw").path
        let child = CoverageProfile.forChild(
            of: ["LLVM_PROFILE_FILE": testProfile, "HOME": "/h"], testEnvironment: ["LLVM_PROFILE_FILE": testProfile]
        )
        let folder = directory.url.appending(path: "debug/codecov-child-processes")
        #expect(child == ["LLVM_PROFILE_FILE": folder.appending(path: "%p.profraw").path, "HOME": "/h"])
        #expect(FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func withoutCoverage_orWithAProfileTheTestChose_theEnvironmentIsUnchanged() {
        #expect(CoverageProfile.forChild(of: ["HOME": "/h"], testEnvironment: [:]) == ["HOME": "/h"])
        let chosen = ["LLVM_PROFILE_FILE": "/tmp/mine.profraw"]
        #expect(CoverageProfile.forChild(of: chosen, testEnvironment: ["LLVM_PROFILE_FILE": testProfile]) == chosen)
    }

    /// The path the child really gets, whichever way this suite was built.
    @Test func aRealChild_seesTheRedirectedPath() async throws {
        let child = try ChildProcess(URL(fileURLWithPath: "/usr/bin/env"))
        child.closeInput()
        #expect(await child.finish() == .exited(0))
        let line = child.text.split(separator: "\n").first { $0.hasPrefix("LLVM_PROFILE_FILE=") }.map(String.init)
        if let own = ProcessInfo.processInfo.environment["LLVM_PROFILE_FILE"] {
            #expect(line == "LLVM_PROFILE_FILE=" + CoverageProfile.childProfile(besides: own))
            #expect(line?.contains("/codecov/") == false)
        } else {
            #expect(line == nil)
        }
    }
}
