import Foundation
import StorageSupport
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct FileLockTests {
    @Test func aLockHeld_isRefused_andLetGo_isTakenAgain() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appending(path: "x.sending").path
            var held = try FileLock.take(atPath: path)
            #expect(held != nil)
            #expect(try FileLock.take(atPath: path) == nil, "one holder at a time")
            held = nil
            #expect(try FileLock.take(atPath: path) != nil)
        }
    }

    /// A process forked meanwhile keeps a copy of the lock's descriptor until it execs: letting go
    /// must not wait for that copy (here a dup, which shares the open file as a fork's copy does).
    @Test func aCopyOfTheDescriptor_doesNotKeepTheLockOnceLetGo() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory.appending(path: "x.sending").path
            var held = try FileLock.take(atPath: path)
            let copy = try #require(Self.descriptors(openOn: path).first.map { dup($0) })
            defer { close(copy) }
            #expect(copy >= 0)
            held = nil
            #expect(held == nil)
            #expect(try FileLock.take(atPath: path) != nil, "the copy still open, the lock is free")
        }
    }

    /// This process's descriptors open on `path`.
    private static func descriptors(openOn path: String) -> [Int32] {
        let resolved = URL(filePath: path).resolvingSymlinksInPath().path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap { name in
            guard let descriptor = Int32(name),
                let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)"),
                URL(filePath: target).resolvingSymlinksInPath().path == resolved
            else { return nil }
            return descriptor
        }
    }
}
