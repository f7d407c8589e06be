import Foundation
import TestSupport
import Testing

/// What every binary test stands on: a child gets its three streams and nothing else the test
/// process holds, and starting many at once while hundreds of descriptors are open is safe.
@Suite struct ChildProcessTests {
    private static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func aChild_hasOnlyItsThreeStreamsOpen_evenWhileTheTestsHoldFilesAndOtherChildrenRun() async throws {
        let held = try Self.open(50)
        defer { for handle in held { try? handle.close() } }
        let other = try ChildProcess(Self.shell, arguments: ["-c", "cat"])
        // 3 is the folder the shell's glob holds open while it lists (bash keeps its script on 255).
        let child = try ChildProcess(Self.shell, arguments: ["-c", "for fd in /proc/$$/fd/*; do echo \"${fd##*/}\"; done"])
        #expect(await child.finish() == .exited(0))
        let descriptors = Set(child.text.split(separator: "\n").compactMap { Int($0) })
        #expect(descriptors.subtracting([255]) == [0, 1, 2, 3], "open in the child: \(descriptors.sorted())")
        #expect(await other.finish() == .exited(0))
    }

    @Test func manyChildrenStartedAtOnce_whileTheTestProcessHoldsHundredsOfDescriptors_allRunToTheEnd() async throws {
        // Foundation's Process.run() crashed reading /proc/self/fd once about 1 400 were open.
        let held = try Self.open(1_500)
        defer { for handle in held { try? handle.close() } }
        let endings = try await withThrowingTaskGroup(of: ChildProcess.Termination.self) { group in
            for index in 0..<24 {
                group.addTask {
                    let child = try ChildProcess(Self.shell, arguments: ["-c", "echo \(index)"])
                    return await child.finish()
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(endings == Array(repeating: .exited(0), count: 24))
    }

    @Test func aSignal_isToldApartFromAnExitStatus_andNoSignalIsBlockedOrIgnoredInTheChild() async throws {
        let killed = try ChildProcess(Self.shell, arguments: ["-c", "kill -TERM $$"])
        #expect(await killed.finish() == .signaled(SIGTERM))
        let piped = try ChildProcess(Self.shell, arguments: ["-c", "yes | head -n 1 >/dev/null; kill -PIPE $$"])
        #expect(await piped.finish() == .signaled(SIGPIPE))
        let failed = try ChildProcess(Self.shell, arguments: ["-c", "exit 3"])
        #expect(await failed.finish() == .exited(3))
    }

    /// `count` read handles on /dev/null, which nothing removes.
    private static func open(_ count: Int) throws -> [FileHandle] {
        try (0..<count).map { _ in try FileHandle(forReadingFrom: URL(fileURLWithPath: "/dev/null")) }
    }

    @Test func aProgramThatIsNotThere_isAnErrorAtTheStart() {
        #expect(throws: (any Error).self) { try ChildProcess(URL(fileURLWithPath: "/nonexistent/program")) }
    }
}
