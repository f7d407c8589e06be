import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This machine's records for servers where an earlier version left them: it pointed URLSession's
/// folders (`$XDG_DATA_HOME`) into `<data folder>/.urlsession` and then worked the data folder out
/// from that changed environment, so the records went to `<data folder>/.urlsession/footballgather`.
/// They are moved into the data folder once, each file only where none is: one already there is
/// the one kept, and the earlier one is set aside beside it under a name the app never reads.
public enum MisplacedRecords {
    /// What became of one server's records (or a file of the version before the records database).
    public enum Outcome: Sendable, Equatable {
        /// Now in the data folder under the same name.
        case moved(file: String)
        /// A file of that name was in the data folder already and is kept; the earlier one is now `setAside`.
        case keptExisting(file: String, setAside: String)
        /// Left where it was.
        case notMoved(file: String, reason: String)
    }

    /// The folder an earlier version put the records in.
    public static func folder(in urlSessionFolder: URL) -> URL {
        urlSessionFolder.appending(path: "footballgather", directoryHint: .isDirectory)
    }

    /// Moves every record file from `folder` into `dataDirectory`, a database with its write-ahead log
    /// (the log first: a stop between the two leaves the log waiting where its database goes next);
    /// removes what SQLite and the sending lock make again, and the folder once empty. Nothing when
    /// there is no such folder.
    public static func move(from folder: URL, into dataDirectory: URL) -> [Outcome] {
        let files = FileManager.default
        guard let names = try? files.contentsOfDirectory(atPath: folder.path) else { return [] }
        var outcomes: [Outcome] = []
        for name in names.sorted() where isRecordFile(name) {
            let source = folder.appending(path: name).path
            var target = dataDirectory.appending(path: name).path
            var setAside = false
            if files.fileExists(atPath: target) {
                target += ".earlier"
                setAside = true
                guard !files.fileExists(atPath: target) else {
                    outcomes.append(.notMoved(file: source, reason: "\(target) exists"))
                    continue
                }
            }
            // The log goes with its database, under the same new name.
            let log = (source: source + "-wal", target: target + "-wal")
            if name.hasSuffix(".sqlite"), files.fileExists(atPath: log.source), let failure = rename(log.source, to: log.target) {
                outcomes.append(.notMoved(file: source, reason: failure))
                continue
            }
            if let failure = rename(source, to: target) {
                outcomes.append(.notMoved(file: source, reason: failure))
                continue
            }
            outcomes.append(
                setAside ? .keptExisting(file: dataDirectory.appending(path: name).path, setAside: target) : .moved(file: target))
        }
        // An index of the log and a lock: both are made again where they are needed.
        for name in (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasSuffix(".sqlite-shm") || name.hasSuffix(".sending") {
            try? files.removeItem(at: folder.appending(path: name))
        }
        // Only once empty: rmdir(2) leaves a folder that still holds something.
        _ = rmdir(folder.path)
        return outcomes
    }

    /// A server's records database, or a file of the version before it (imported into the database).
    private static func isRecordFile(_ name: String) -> Bool {
        name.hasPrefix("server-") && (name.hasSuffix(".sqlite") || name.hasSuffix(".session.json") || name.hasSuffix(".gathers.json"))
    }

    /// rename(2): nil, or the system's reason.
    private static func rename(_ source: String, to target: String) -> String? {
        #if canImport(Glibc)
        let status = Glibc.rename(source, target)
        #elseif canImport(Darwin)
        let status = Darwin.rename(source, target)
        #endif
        return status == 0 ? nil : String(cString: strerror(errno))
    }
}
