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
        guard let asking = try? ChildProcess(first, arguments: ["-I", "-S", "-c", "import sys; print(sys.executable)"]) else {
            return first
        }
        asking.closeInput()
        let termination = asking.blockingWaitForExit(timeout: .seconds(30))
        let executable = asking.text.trimmingCharacters(in: .whitespacesAndNewlines)
        return termination == .exited(0) && FileManager.default.isExecutableFile(atPath: executable)
            ? URL(fileURLWithPath: executable) : first
    }()
}
