#if os(Linux)
import Domain
import Foundation
import Testing
import TestSupport

/// The binary on a real pseudo-terminal (`script` gives it a controlling tty): Ctrl-C
/// and Ctrl-D on every screen end the app with the documented status and leave the
/// terminal as it was (echo and line mode on), and the password is never shown,
/// nor written to any file.
///
/// Each run is `bash -c '<app>; echo STATUS=$?; stty -a'` inside `script`, so the
/// shell reports the exit status and the terminal settings the app left behind.
/// Linux only: `script` takes other options elsewhere.
@Suite struct PseudoTerminalTests {
    enum Place: String, CaseIterable, CustomTestStringConvertible {
        case loginMenu = "the login menu"
        case passwordPrompt = "the password prompt"
        case playerList = "the player list"
        case newPlayerField = "a field of a new player"
        case runningMatch = "a match with the clock running"
        case history = "the history"

        var testDescription: String { rawValue }
    }

    enum Key: String, CaseIterable, CustomTestStringConvertible {
        case controlC = "Ctrl-C"
        case controlD = "Ctrl-D"

        var byte: UInt8 { self == .controlC ? 0x03 : 0x04 }
        /// The exit status the user guide (docs/using-the-app.md) documents: 130 after Ctrl-C, 0 at end of input.
        var status: Int { self == .controlC ? 130 : 0 }
        var testDescription: String { rawValue }
    }

    static let password = "correct-Horse-8431"
    static let script = URL(fileURLWithPath: "/usr/bin/script")

    /// Ctrl-C at every place; Ctrl-D, which the app reads as any end of input, at the two
    /// places that keep the terminal changed (no echo, a running clock). Both keys at every
    /// place in the slow set.
    static var cases: [(Place, Key)] {
        Place.allCases.flatMap { place in
            Key.allCases.filter { $0 == .controlC || SlowTests.enabled || [.passwordPrompt, .runningMatch].contains(place) }
                .map { (place, $0) }
        }
    }

    @Test(arguments: cases)
    func aKeyEndsTheApp_andTheTerminalIsRestored(place: Place, key: Key) async throws {
        guard FileManager.default.isExecutableFile(atPath: Self.script.path) else {
            print("skipped: no \(Self.script.path) (util-linux) to make a pseudo-terminal")
            return
        }
        let directory = TemporaryDataDirectory()
        defer { directory.remove() }
        try await AppBinary.makeAccount(
            "ann", password: Self.password,
            players: [
                PlayerDetails(name: "Ann", position: .striker, skill: .amateur),
                PlayerDetails(name: "Bob", position: .goalkeeper, skill: .professional),
                PlayerDetails(name: "Carla", position: .midfielder, skill: .beginner),
                PlayerDetails(name: "Dmitri"),
            ], in: directory.url)

        var environment = AppBinary.environment(["NO_COLOR": nil, "TERM": "xterm-256color", "COLUMNS": "100", "SHELL": "/bin/bash"])
        environment["FG_BINARY"] = AppBinary.url.path
        environment["FG_DATA"] = directory.url.path
        let child = try ChildProcess(
            Self.script,
            arguments: [
                "-qfec", #"/bin/bash -c '"$FG_BINARY" --data-dir "$FG_DATA"; echo STATUS=$?; stty -a'"#, "/dev/null",
            ], environment: environment)
        // Whatever happens below, the child does not outlive the test.
        defer { child.kill(SIGKILL) }

        try await reach(place, in: child, before: key)
        let keyAt = child.output.count
        child.send([key.byte])
        let status = try #require(await child.waitFor("STATUS=", after: keyAt), "no status after \(key.rawValue):\n\(child.text.suffix(1_500))")
        // stty's last line; then `script` ends with the shell.
        #expect(await child.waitFor("extproc", after: status) != nil, "no stty output:\n\(child.text.suffix(1_500))")
        #expect(await child.finish(timeout: .seconds(10)) == .exited(0))

        let after = String(decoding: child.output[status...], as: UTF8.self)
        #expect(Int(after.prefix { $0.isNumber }) == key.status, "\(key.rawValue) at \(place.rawValue): \(after.prefix(12))")
        let settings = Set(after.split(whereSeparator: { $0.isWhitespace || $0 == ";" }).map(String.init))
        #expect(settings.contains("echo") && !settings.contains("-echo"), "echo is off after \(key.rawValue) at \(place.rawValue)")
        #expect(settings.contains("icanon") && !settings.contains("-icanon"), "line mode is off after \(key.rawValue) at \(place.rawValue)")
        #expect(child.output.firstRange(of: Array(Self.password.prefix(12).utf8)) == nil, "the password was shown on the terminal")
        for file in try directory.files() {
            #expect(file.bytes.range(of: Data(Self.password.utf8)) == nil, "the password is in \(file.name)")
        }
    }

    /// Types the way to `place`, each line only once the app asks for it (a line typed
    /// earlier would be echoed by the terminal before the app can turn echo off).
    private func reach(_ place: Place, in child: ChildProcess, before key: Key) async throws {
        var offset = try #require(await child.waitFor("> "), "the app did not start:\n\(child.text)\(child.errorText)")
        func type(_ line: String, thenWaitFor marker: String) async throws {
            child.send(line + "\n")
            offset = try #require(await child.waitFor(marker, after: offset), "no “\(marker)” after “\(line)”:\n\(child.text.suffix(1_500))")
        }
        if place == .loginMenu { return }
        try await type("l", thenWaitFor: "Username:")
        try await type("ann", thenWaitFor: "Password:")
        if place == .passwordPrompt {
            // Before Ctrl-C, half a password is typed (not echoed, then dropped by the
            // terminal); Ctrl-D must come at the start of a line to end the input.
            if key == .controlC { child.send(String(Self.password.prefix(12))) }
            return
        }
        try await type(Self.password, thenWaitFor: "Players (4)")
        offset = try #require(await child.waitFor("> ", after: offset))
        switch place {
        case .loginMenu, .passwordPrompt, .playerList:
            return
        case .newPlayerField:
            try await type("a", thenWaitFor: "Name (blank to cancel):")
        case .runningMatch:
            try await type("s 1 2 3 4", thenWaitFor: "Select players (4 selected)")
            try await type("c", thenWaitFor: "Team sheet")
            try await type("auto", thenWaitFor: "Balanced by skill")
            try await type("start", thenWaitFor: "Match in progress")
            try await type("s", thenWaitFor: "running 10:00")
            // A real second passes and the clock, rewritten in place, shows it.
            offset = try #require(await child.waitFor("running 09:59", after: offset, timeout: .seconds(10)))
        case .history:
            try await type("h", thenWaitFor: "History")
            offset = try #require(await child.waitFor("> ", after: offset))
        }
    }
}
#endif
