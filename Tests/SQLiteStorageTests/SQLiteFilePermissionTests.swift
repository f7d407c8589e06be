import CSQLite
import Domain
import Foundation
import StoreTestSupport
import TestSupport
import Testing

@testable import SQLiteStorage
@testable import StorageSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The database's -wal and -shm files: private and writable whenever the database is, and a
/// read-only failure names the part that is read-only.
@Suite struct SQLiteFilePermissionTests {
    private func companions(of file: URL) -> [URL] {
        PrivateFile.databaseCompanionSuffixes.map { URL(fileURLWithPath: file.path + $0) }
    }

    /// SQLite gave the -wal and -shm files of a run on a read-only database its mode, 0400: once the
    /// database is writable again, the store makes them 0600 and writes.
    @Test func companionsLeftReadOnly_areMadePrivateAndWritable_onceTheDatabaseIsWritable() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            _ = try await SQLiteStore(fileURL: file, passwordHasher: .fast).account("ann")
            // Another connection keeps the -wal and -shm files there.
            let other = try SQLiteConnection(path: file.path)
            _ = try other.query("SELECT count(*) FROM users")
            for companion in companions(of: file) {
                #expect(chmod(companion.path, 0o400) == 0)
            }

            let store = try SQLiteStore(fileURL: file, passwordHasher: .fast)

            for companion in companions(of: file) {
                #expect(try permissions(of: companion) == 0o600, "\(companion.lastPathComponent)")
            }
            let ann = try await store.logIn(Credentials(username: "ann", password: "secret"))
            _ = try await store.playersService(for: ann).add(PlayerDetails(name: "Bob"))
            #expect(try other.query("SELECT count(*) FROM players").first?.int(0) == 1)
        }
    }

    @Test func companionsOfAReadOnlyDatabase_orThatAreLinks_areLeftAlone() async throws {
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            try Data().write(to: file)
            let wal = URL(fileURLWithPath: file.path + "-wal")
            let shm = URL(fileURLWithPath: file.path + "-shm")
            let elsewhere = directory.appending(path: "elsewhere")
            try Data().write(to: wal)
            try Data().write(to: elsewhere)
            #expect(chmod(wal.path, 0o400) == 0 && chmod(elsewhere.path, 0o400) == 0 && chmod(file.path, 0o400) == 0)
            try FileManager.default.createSymbolicLink(atPath: shm.path, withDestinationPath: elsewhere.path)

            PrivateFile.repairCompanions(ofDatabase: file.path)
            #expect(try permissions(of: wal) == 0o400, "the database itself is read-only")

            #expect(chmod(file.path, 0o600) == 0)
            PrivateFile.repairCompanions(ofDatabase: file.path)
            #expect(try permissions(of: wal) == 0o600)
            #expect(try permissions(of: elsewhere) == 0o400, "a link is not followed")
        }
    }

    @Test func aReadOnlyFailure_namesThePartThatIsReadOnly() async throws {
        try await withTemporaryDirectory { directory in
            let folder = directory.appending(path: "data")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            let file = folder.appending(path: "gather.sqlite")
            try Data().write(to: file)
            let wal = file.path + "-wal"
            try Data().write(to: URL(fileURLWithPath: wal))
            func said() -> ServiceError { SQLiteError(code: SQLITE_READONLY, message: "attempt to write a readonly database", path: file.path).serviceError }

            #expect(PrivateFile.readOnlyPart(ofDatabase: file.path) == nil)
            #expect(chmod(wal, 0o400) == 0)
            #expect(PrivateFile.readOnlyPart(ofDatabase: file.path) == .companion(wal))
            #expect(said() == .unavailable("the file \(wal) beside the database is read-only (the database file itself is not); check its permissions"))
            #expect(chmod(wal, 0o600) == 0 && chmod(folder.path, 0o500) == 0)
            defer { chmod(folder.path, 0o700) }
            #expect(said() == .unavailable("the folder \(folder.path) holding the database \(file.path) is read-only; check its permissions"))
            #expect(chmod(file.path, 0o400) == 0)
            #expect(said() == .unavailable("the database file at \(file.path) is read-only; check its permissions"))
            #expect(PrivateFile.readOnlyPart(ofDatabase: folder.appending(path: "missing.sqlite").path) == nil)
        }
    }

    /// The whole story as a user lives it; root writes read-only files anyway, so it is told only to others.
    @Test func aRunOnAReadOnlyDatabase_saysSo_andOnceItIsWritableEveryStartWorks() async throws {
        guard geteuid() != 0 else { return }
        try await withTemporaryDirectory { directory in
            let file = directory.appending(path: "gather.sqlite")
            _ = try await SQLiteStore(fileURL: file, passwordHasher: .fast).account("ann")
            #expect(chmod(file.path, 0o400) == 0)

            if let store = try? SQLiteStore(fileURL: file, passwordHasher: .fast) {
                let ann = try await store.logIn(Credentials(username: "ann", password: "secret"))
                await #expect(throws: ServiceError.unavailable("the database file at \(file.path) is read-only; check its permissions")) {
                    try await store.playersService(for: ann).add(PlayerDetails(name: "Bob"))
                }
            }
            #expect(chmod(file.path, 0o600) == 0)

            for _ in 1...2 {
                let store = try SQLiteStore(fileURL: file, passwordHasher: .fast)
                let ann = try await store.logIn(Credentials(username: "ann", password: "secret"))
                _ = try await store.playersService(for: ann).add(PlayerDetails(name: "Bob"))
            }
            for companion in companions(of: file) where FileManager.default.fileExists(atPath: companion.path) {
                #expect(try permissions(of: companion) == 0o600)
            }
        }
    }
}
