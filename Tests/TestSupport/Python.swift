import Foundation

/// Python for the tests that start the stand-in server or a script of their own.
public enum Python {
    /// The interpreter the first `python3` on the PATH runs, asked once: a version manager's
    /// shim there (pyenv's is a shell script) would cost a dozen shell processes per start.
    public static let interpreter: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        guard
            let first = path.split(separator: ":")
                .map({ URL(fileURLWithPath: String($0)).appending(path: "python3") })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { return nil }
        let asking = Process()
        let answer = Pipe()
        asking.executableURL = first
        asking.arguments = ["-I", "-S", "-c", "import sys; print(sys.executable)"]
        asking.standardOutput = answer
        guard (try? ChildProcess.launching.withLock({ try asking.run() })) != nil else { return first }
        let executable = String(decoding: answer.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        asking.waitUntilExit()
        return asking.terminationStatus == 0 && FileManager.default.isExecutableFile(atPath: executable)
            ? URL(fileURLWithPath: executable) : first
    }()
}
