import Foundation

/// A real terminal for tests: a tmux window running one command, driven through tmux's
/// control mode (`tmux -C`), which reports the program's output as it comes (`%output`
/// lines) and answers commands in `%begin`…`%end` blocks. Each session has a server of
/// its own, so tests run side by side; nothing sleeps: every wait is for output.
public final class TmuxSession: @unchecked Sendable {
    public static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    private let server = "fgtest-\(UUID().uuidString.prefix(8))"
    private let control: ChildProcess
    /// Where the next wait starts in the control stream.
    public private(set) var offset = 0

    /// Starts `command` (run by `sh`) in a window of `columns` × `rows`; nil without tmux.
    /// One child only, the control client that starts the server: Foundation's `Process`
    /// can hang waiting for a short-lived child while a long-lived one runs.
    public init?(command: String, columns: Int, rows: Int) async throws {
        guard let tmux = Self.tmux else { return nil }
        var environment = ProcessInfo.processInfo.environment
        // Inside another tmux, a new client would refuse to nest.
        environment["TMUX"] = nil
        control = try ChildProcess(
            tmux,
            arguments: [
                "-L", server, "-f", "/dev/null", "-C", "new-session", "-s", "fg", "-x", "\(columns)", "-y", "\(rows)", command,
            ], environment: environment)
        // The answer to starting comes first; commands' answers follow it.
        offset = await control.waitFor("%session-changed", timeout: .seconds(20)) ?? 0
    }

    /// The control stream from `start` on: the program's output with escapes written as `\033`.
    public func stream(since start: Int = 0) -> String {
        String(decoding: control.output[min(start, control.output.count)...], as: UTF8.self)
    }

    /// Waits until the program writes `marker` after the last wait; false on timeout.
    @discardableResult
    public func waitFor(_ marker: String, timeout: Duration = .seconds(20)) async -> Bool {
        guard let end = await control.waitFor(marker, after: offset, timeout: timeout) else { return false }
        offset = end
        return true
    }

    /// Runs a tmux command and returns its answer's lines.
    @discardableResult
    public func command(_ text: String) async -> [String] {
        control.send(text + "\n")
        guard let begin = await control.waitFor("%begin", after: offset),
            let end = await control.waitFor("\n%end", after: begin)
        else { return [] }
        offset = end
        let bytes = control.output[begin..<(end - "\n%end".utf8.count)]
        return String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n").dropFirst().map { $0 }
    }

    /// Types `text` and Enter.
    public func type(_ text: String) async {
        await command("send-keys -t fg -l '\(text)'")
        await command("send-keys -t fg Enter")
    }

    /// The window's rows as shown, a wrapped line joined back into one.
    public func screen() async -> [String] {
        await command("capture-pane -p -J -t fg")
    }

    /// Ends the program with Ctrl-D (end of input), then the server ends by itself and the
    /// control client says `%exit`. A program that does not end is killed. The line is
    /// emptied first (End, Ctrl-U): on a half-typed line Ctrl-D ends nothing.
    public func close() async {
        let pid = await command("display-message -p -t fg '#{pane_pid}'").first.flatMap { Int32($0) }
        await command("send-keys -t fg End C-u C-d")
        if await control.waitFor("%exit", after: offset, timeout: .seconds(10)) == nil {
            if let pid { kill(pid, SIGKILL) }
            control.send("kill-server\n")
            if await control.waitFor("%exit", after: offset, timeout: .seconds(10)) == nil { control.kill(SIGKILL) }
        }
    }
}
