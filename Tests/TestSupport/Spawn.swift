import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child started with `posix_spawn`, its standard streams on three fresh pipes.
///
/// Not Foundation's `Process`: on Linux its `run()` lists `/proc/self/fd` and copies each
/// entry's whole 256-byte name, reading past the end of the directory buffer. With the
/// hundreds of descriptors a parallel test run holds open (every behaviour test's SQLite
/// store has three), the read crossed into an unmapped page and took the test process
/// down (SIGSEGV in `memcpy` under `Process.run()`).
struct Spawned {
    let pid: pid_t
    /// The parent's ends: the child's stdin to write, its stdout and stderr to read.
    let input: Int32
    let output: Int32
    let error: Int32

    /// Every pipe end is close-on-exec, so no other test's child inherits it (an inherited
    /// write end would keep a stream open after its own child ended); the child gets its
    /// three ends as 0, 1 and 2. Its own process group, as `Process` gave it: a Ctrl-C at
    /// the terminal running the tests reaches the tests, not the children.
    init(_ executable: URL, arguments: [String], environment: [String: String]) throws {
        // Swift's Glibc has no pipe2, so an end is close-on-exec a moment after it is made:
        // no spawn may fall in between.
        self = try Self.spawning.withLock { try Self(locked: executable, arguments: arguments, environment: environment) }
    }

    private static let spawning = NSLock()

    private init(locked executable: URL, arguments: [String], environment: [String: String]) throws {
        let stdin = try Self.pipe()
        let stdout = try Self.pipe()
        let stderr = try Self.pipe()
        let childEnds = [stdin.read, stdout.write, stderr.write]
        defer { for end in childEnds { close(end) } }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        let flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_CLOEXEC_DEFAULT
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        let flags = POSIX_SPAWN_SETPGROUP
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, end) in childEnds.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, end, Int32(target))
        }
        #if !canImport(Darwin)
        // Nor is glibc's closefrom action in it; looked up, it leaves the child nothing the test process had open.
        if let closeFrom = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
            _ = unsafeBitCast(closeFrom, to: CloseFrom.self)(&actions, 3)
        }
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The child starts as a shell would start it: no signal blocked (Dispatch's threads, which
        // run the tests, block most), and SIGPIPE not ignored (the test process ignores it).
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        sigaddset(&signals, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &signals)
        posix_spawnattr_setflags(&attributes, Int16(flags | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for string in argv + envp { free(string) } }

        var pid = pid_t()
        let status = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard status == 0 else {
            for end in [stdin.write, stdout.read, stderr.read] { close(end) }
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO)
        }
        self.pid = pid
        input = stdin.write
        output = stdout.read
        error = stderr.read
    }

    /// Waits for the child and reaps it.
    func wait() -> ChildProcess.Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipeCall(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }
}

#if !canImport(Darwin)
private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
#endif

// The system call under a name `Spawned.pipe()` doesn't shadow.
private func pipeCall(_ ends: UnsafeMutablePointer<Int32>) -> Int32 { pipe(ends) }
