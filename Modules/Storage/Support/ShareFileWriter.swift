import Domain
import Foundation
import ShareFilesInterface

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes shared blocks and exports to files the user names, private like every file the app writes.
///
/// Each text goes to a new file beside its target first, written whole and synced, and only once
/// every one is complete do they take their targets' names: a file being replaced stays as it was
/// until all the new ones are complete (a full disk leaves it intact), and what is written is always
/// the owner's only (0600). Files written together are put in place one by one, an old file keeping
/// a second name meanwhile; if one cannot take its name, those before it are put back as they were
/// (the old file under its name again, a new one removed where nothing was), so an export's two
/// files are both new or both as before. A link, a folder, a named pipe, a device or a socket at a
/// path is never written to.
public struct ShareFileWriter: ShareFileWriting {
    /// Writes some of `bytes` to `descriptor` as write(2) does: the count written, or -1 with errno set.
    public typealias WriteCall = @Sendable (_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
    /// Gives the file at `existing` (a link itself, never what it points to) a second name as
    /// link(2) does: 0, or -1 with errno set.
    public typealias LinkCall = @Sendable (_ existing: String, _ new: String) -> Int32
    /// Gives the file at `existing` the name `new` instead, over whatever has it, as rename(2) does:
    /// 0, or -1 with errno set.
    public typealias RenameCall = @Sendable (_ existing: String, _ new: String) -> Int32

    /// Where "~/" points.
    private let home: URL
    private let writeCall: WriteCall
    private let linkCall: LinkCall
    private let renameCall: RenameCall

    /// `writeCall`: how bytes reach a file; a test gives one that fails as a full disk would.
    /// `linkCall`: how a new file takes a free name, and an old one a second name while the files
    /// written with it are put in place; a test gives one that fails as on a file system without
    /// hard links (FAT). `renameCall`: how a new file takes the name of one it replaces, and an old
    /// one is put back; a test gives one that fails at a step of its choosing.
    public init(
        home: URL, writeCall: @escaping WriteCall = Self.systemWrite, linkCall: @escaping LinkCall = Self.systemLink,
        renameCall: @escaping RenameCall = Self.systemRename
    ) {
        self.home = home
        self.writeCall = writeCall
        self.linkCall = linkCall
        self.renameCall = renameCall
    }

    /// write(2) itself.
    public static let systemWrite: WriteCall = { descriptor, bytes in
        #if canImport(Glibc)
        Glibc.write(descriptor, bytes.baseAddress, bytes.count)
        #elseif canImport(Darwin)
        Darwin.write(descriptor, bytes.baseAddress, bytes.count)
        #endif
    }

    /// link(2) itself, as linkat(2) without following a link.
    public static let systemLink: LinkCall = { linkat(AT_FDCWD, $0, AT_FDCWD, $1, 0) }

    /// rename(2) itself.
    public static let systemRename: RenameCall = { rename($0, $1) }

    public func target(atPath path: String) async -> ShareFileTarget {
        Self.target(DataDirectory.expandingTilde(path, home: home))
    }

    public func write(_ files: [ShareFile]) async -> ShareFilesOutcome {
        let paths = files.map { DataDirectory.expandingTilde($0.path, home: home) }
        for (file, path) in zip(files, paths) {
            switch Self.target(path) {
            case .refused(let kind): return .refused(path: file.path, kind)
            case .file where !file.replacing: return .exists(path: file.path)
            case .file, .nothing: continue
            }
        }
        // Every file whole on the disk before any takes its name: a full disk stops it before anything changed.
        var temporaries: [Temporary] = []
        for (file, path) in zip(files, paths) {
            switch Self.writeTemporary(Data(file.text.utf8), beside: path, writeCall) {
            case .success(let written): temporaries.append(written)
            case .failure(let error):
                for temporary in temporaries { unlink(temporary.path) }
                guard error.code == ENOENT else { return .failed(Self.reason(error.code)) }
                return .noFolder((file.path as NSString).deletingLastPathComponent)
            }
        }
        var undo: [Undo] = []
        for index in files.indices {
            // The last file has none after it that could fail: the file it replaces needs no keeping.
            let keepingOld = index < files.count - 1
            let replacing = files[index].replacing
            guard let failure = place(index, temporaries[index], at: paths[index], replacing: replacing, keepingOld: keepingOld, undo: &undo) else { continue }
            for temporary in temporaries[index...] { unlink(temporary.path) }
            let stranded = putBack(undo, paths)
            guard stranded.isEmpty else { return .partlyWritten(notPutBack: stranded.sorted().map { files[$0].path }, reason: Self.reason(failure)) }
            return failure == EEXIST ? .exists(path: files[index].path) : .failed(Self.reason(failure))
        }
        for folder in Set(paths.map { ($0 as NSString).deletingLastPathComponent }) { Self.syncFolder(folder) }
        // Every file is in place: the old ones' second names go.
        for case .restore(_, let kept) in undo { unlink(kept) }
        return .written
    }

    /// A new file, written whole, not yet at its path.
    private struct Temporary {
        let path: String
        let identity: FileIdentity
    }

    /// Which file a name is: the same after link(2) and rename(2) give the file another name.
    private struct FileIdentity: Equatable {
        let device: UInt64
        let inode: UInt64

        init(_ info: stat) {
            device = UInt64(truncatingIfNeeded: info.st_dev)
            inode = UInt64(truncatingIfNeeded: info.st_ino)
        }

        /// The file at `path`, a link itself; nil when nothing is there.
        init?(ofPath path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            self.init(info)
        }
    }

    /// How to put the path of the file at `index` back as it was, should a later file fail.
    private enum Undo {
        /// Nothing was there: the new file is removed, while it is still the one this write put there.
        case remove(Int, FileIdentity)
        /// The old file keeps the second name `kept` (on a file system without hard links it was
        /// moved there): it takes its own name back.
        case restore(Int, kept: String)
    }

    /// Gives `temporary`, the file at `index`, the name `path`, after saying in `undo` how to put the
    /// path back as it was; nil, or the errno that stopped it (the temporary is left for the caller to remove).
    private func place(_ index: Int, _ temporary: Temporary, at path: String, replacing: Bool, keepingOld: Bool, undo: inout [Undo]) -> Int32? {
        guard replacing else {
            // link, unlike rename, refuses a name that is taken: a file that appeared since is left alone.
            if linkCall(temporary.path, path) == 0 {
                unlink(temporary.path)
            } else if let failure = takingName(path, from: temporary.path, linkFailure: errno) {
                return failure
            }
            undo.append(.remove(index, temporary.identity))
            return nil
        }
        if keepingOld {
            switch keep(path) {
            case .success(let kept?): undo.append(.restore(index, kept: kept))
            case .success(nil): undo.append(.remove(index, temporary.identity))
            case .failure(let error): return error.code
            }
        }
        // rename replaces a link or a file that appeared since by the new file, never writes through it.
        return renameCall(temporary.path, path) == 0 ? nil : errno
    }

    /// Gives the old file at `path` a second name beside it, for as long as the files written with
    /// it are put in place: that name, or nil when nothing is there any more.
    private func keep(_ path: String) -> Result<String?, SystemError> {
        for _ in 0..<8 {
            let kept = Self.hiddenName(beside: path)
            guard linkCall(path, kept) != 0 else { return .success(kept) }
            let failure = errno
            if failure == EEXIST { continue }
            if failure == ENOENT { return .success(nil) }
            guard Self.withoutHardLinks.contains(failure) else { return .failure(SystemError(code: failure)) }
            // Without hard links the old file is moved aside: its path is empty until the new file takes it.
            guard renameCall(path, kept) != 0 else { return .success(kept) }
            return errno == ENOENT ? .success(nil) : .failure(SystemError(code: errno))
        }
        return .failure(SystemError(code: EEXIST))
    }

    /// Undoes `undo`, last first: the indices of the paths that could not be put back as they were.
    private func putBack(_ undo: [Undo], _ paths: [String]) -> [Int] {
        undo.reversed().compactMap { step in
            switch step {
            case .remove(let index, let identity):
                // A file that took the path since is someone else's: left alone.
                guard FileIdentity(ofPath: paths[index]) == identity else { return nil }
                return unlink(paths[index]) == 0 ? nil : index
            case .restore(let index, let kept):
                // If it can't, the old file stays at `kept` rather than be lost.
                guard renameCall(kept, paths[index]) == 0 else { return index }
                // rename does nothing when both names are one file (the new file never took the path): that second name goes then.
                unlink(kept)
                return nil
            }
        }
    }

    /// What is at `path`, the path itself when it is a link.
    private static func target(_ path: String) -> ShareFileTarget {
        var info = stat()
        // Nothing to look at (or no folder to look in): the write says why, if it fails.
        guard lstat(path, &info) == 0 else { return .nothing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFLNK: return .refused(.symbolicLink)
        case S_IFDIR: return .refused(.folder)
        case S_IFIFO: return .refused(.namedPipe)
        case S_IFSOCK: return .refused(.socket)
        default: return .refused(.device)
        }
    }

    /// An errno, as a failure.
    private struct SystemError: Error {
        let code: Int32
    }

    /// A new private file in `path`'s folder holding all of `data`, synced to the disk, or the errno
    /// that stopped it (then nothing of it is left).
    private static func writeTemporary(_ data: Data, beside path: String, _ writeCall: WriteCall) -> Result<Temporary, SystemError> {
        var descriptor: Int32 = -1
        var temporary = ""
        // The name is new (O_EXCL) and made up: nothing of anyone else's is opened.
        for _ in 0..<8 where descriptor < 0 {
            temporary = hiddenName(beside: path)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor < 0 && errno != EEXIST { break }
        }
        guard descriptor >= 0 else { return .failure(SystemError(code: errno)) }
        var info = stat()
        // open's mode went through the umask; fchmod's does not.
        var failure = fchmod(descriptor, 0o600) == 0 ? 0 : errno
        if failure == 0 { failure = writeAll(data, to: descriptor, writeCall) }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        if failure == 0 && fstat(descriptor, &info) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            return .failure(SystemError(code: failure))
        }
        return .success(Temporary(path: temporary, identity: FileIdentity(info)))
    }

    /// A made-up name in `path`'s folder, for a new file or an old one's second name.
    private static func hiddenName(beside path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = ".footballgather-\(String(UInt64.random(in: 0...UInt64.max), radix: 36)).tmp"
        return folder.isEmpty ? name : folder + "/" + name
    }

    /// 0, or the errno of the write that failed.
    private static func writeAll(_ data: Data, to descriptor: Int32, _ writeCall: WriteCall) -> Int32 {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = writeCall(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
                if count < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                // A disk that takes nothing more without saying why is full.
                guard count > 0 else { return ENOSPC }
                offset += count
            }
            return 0
        }
    }

    /// New names survive a power cut once the folder holding them is synced too.
    private static func syncFolder(_ folder: String) {
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }

    /// What link(2) says on a file system without hard links (FAT). An array: ENOTSUP is EOPNOTSUPP on Linux.
    private static let withoutHardLinks = [EPERM, ENOTSUP, EOPNOTSUPP, EMLINK]

    /// On a file system without hard links, the name is taken as a new empty file (O_EXCL: one that
    /// appeared since is left alone), then the new file renamed over it; nil once it is there, or
    /// the errno that stopped it.
    private func takingName(_ path: String, from temporary: String, linkFailure: Int32) -> Int32? {
        guard Self.withoutHardLinks.contains(linkFailure) else { return linkFailure }
        let placeholder = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard placeholder >= 0 else { return errno }
        close(placeholder)
        guard renameCall(temporary, path) == 0 else {
            let failure = errno
            unlink(path)
            return failure
        }
        return nil
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT, ENOTDIR: "no such folder"
        case EACCES, EPERM, EROFS: "permission denied"
        case EISDIR: "that is a folder"
        default: String(cString: strerror(code))
        }
    }
}
