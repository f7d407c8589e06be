import Domain
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the local database lives, and making that place ready and private.
public enum DataDirectory {
    public static let databaseFileName = "footballgather.sqlite"

    /// `$FOOTBALLGATHER_DATA_DIR` if set; otherwise the platform's data folder:
    /// `$XDG_DATA_HOME/footballgather` or `~/.local/share/footballgather` on Linux,
    /// `~/Library/Application Support/FootballGather` on macOS.
    public static func defaultURL(environment: [String: String], home: URL) -> URL {
        if let custom = environment["FOOTBALLGATHER_DATA_DIR"], !custom.isEmpty {
            // "~/…" arrives unexpanded when the variable was set without a shell.
            return URL(fileURLWithPath: expandingTilde(custom, home: home), isDirectory: true)
        }
        #if os(macOS)
        return home.appending(path: "Library/Application Support/FootballGather", directoryHint: .isDirectory)
        #else
        // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appending(path: "footballgather", directoryHint: .isDirectory)
        }
        return home.appending(path: ".local/share/footballgather", directoryHint: .isDirectory)
        #endif
    }

    /// The home folder as the XDG rules and the shell have it: `$HOME` when it is an absolute
    /// path, else the account's home from the password database (Foundation's own answer on
    /// Linux, which ignores `$HOME`).
    public static func home(environment: [String: String]) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/") { return URL(fileURLWithPath: home, isDirectory: true) }
        return FileManager.default.homeDirectoryForCurrentUser
    }

    /// "~" and "~/x" in `home`, as a shell would have them; any other path as it is.
    public static func expandingTilde(_ path: String, home: URL) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        let base = home.path.hasSuffix("/") ? String(home.path.dropLast()) : home.path
        return base + path.dropFirst()
    }

    /// Creates `directory` (mode 0700, whatever the umask) if missing, checks it
    /// can be written, and returns the database file's URL inside it. An existing
    /// directory keeps its mode: the user may have chosen it on purpose.
    public static func prepare(_ directory: URL) throws(ServiceError) -> URL {
        let path = directory.path
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw .unavailable("the data directory \(path) is a file, not a directory") }
        } else {
            do {
                try files.createDirectory(at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
                try files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: path)
            } catch {
                throw .unavailable("cannot create the data directory \(path): \(reason(error))")
            }
        }
        guard access(path, W_OK) == 0 else {
            // Root passes every permission check, but not a read-only file system.
            if errno == EROFS {
                throw .unavailable("the data directory \(path) is on a read-only file system; choose a writable one")
            }
            throw .unavailable("the data directory \(path) is not writable; check its permissions")
        }
        return directory.appending(path: databaseFileName, directoryHint: .notDirectory)
    }

    /// Makes `folder` (created if missing) and everything in it its owner's only, whatever the umask
    /// they were made under: folders 0700, files 0600. Links are left as they are, never followed.
    /// For a folder of the app's own (unlike the data directory, whose mode the user may have chosen).
    public static func makePrivate(_ folder: URL) throws(ServiceError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unavailable("cannot create \(folder.path): \(reason(error))")
        }
        var paths = [folder.path]
        while let path = paths.popLast() {
            var status = stat()
            guard lstat(path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                chmod(path, 0o700)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                paths += names.map { path + "/" + $0 }
            case S_IFREG: chmod(path, 0o600)
            default: continue
            }
        }
    }

    /// The system's own words ("Read-only file system") rather than Foundation's
    /// "The operation could not be completed".
    private static func reason(_ error: any Error) -> String {
        // On Linux the underlying error is a Swift `Error`, not an `NSError` one can cast to.
        guard let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error,
            (underlying as NSError).domain == NSPOSIXErrorDomain
        else { return error.localizedDescription }
        return String(cString: strerror(Int32((underlying as NSError).code)))
    }
}
