import Domain
import Foundation
import SQLiteStorage
import StorageSupport
import TestSupport
import Testing

/// `import players`, `export` and `import` through the built binary, as a group moving its data would.
@Suite struct BinaryTransferTests {
    let scratch = ScratchSpace.root.appendingPathComponent("footballgather-tests-\(UUID().uuidString)")

    private var old: URL { scratch.appending(path: "old") }
    private var new: URL { scratch.appending(path: "new") }

    private func run(_ arguments: [String], input: [String]) async throws -> (status: Int32, output: String, error: String) {
        // "~/" is the scratch folder: short paths, said on one line.
        let result = try await AppBinary.run(arguments, lines: input, environment: AppBinary.environment(["HOME": scratch.path]))
        guard case .exited(let status) = result.termination else {
            Issue.record("the binary did not exit: \(result.termination)")
            return (-1, result.output, result.error)
        }
        return (status, result.output, result.error)
    }

    /// The screen a route opens, once logged in, with whose it is and where its data lives left out.
    private func screen(_ route: String, of username: String, in directory: URL) async throws -> String {
        let result = try await run(["--data-dir", directory.path, "open", route], input: ["l", username, "pass-word"])
        #expect(result.status == 0, "\(result.error)")
        return BinaryTests.lastScreen(result.output).replacingOccurrences(of: username, with: "USER")
    }

    /// The spreadsheet of 40 players with two bad rows (lines 4 and 39), as a file.
    private func spreadsheet() throws -> String {
        try RosterCSVFixture.spreadsheet.write(to: scratch.appending(path: "roster.csv"))
        return "~/roster.csv"
    }

    @Test func aSpreadsheet_adds38PlayersNamingTheTwoBadLines_andTheSameFileAgainAddsNobody() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try await AppBinary.makeAccount("ann", password: "pass-word", in: old)
        let file = try spreadsheet()

        let asked = try await run(["--data-dir", old.path, "import", "players", file], input: ["l", "ann", "pass-word", "y"])
        let again = try await run(["--data-dir", old.path, "import", "players", file, "--yes"], input: ["l", "ann", "pass-word"])

        #expect(asked.status == 0, "\(asked.error)")
        #expect(
            asked.output.contains(
                "38 players to add, 2 rows refused. Line 4: Age must be between 1 and 120. Line\n 39: no preferred position is called \"keeper\""))
        #expect(asked.output.contains("Add 38 players from \(file)? (y/n) y\n"))
        #expect(asked.output.contains("Added 38 players to the roster."))
        #expect(again.status == 0, "\(again.error)")
        #expect(again.output.contains("Nothing to add from \(file), 38 already on the roster by name"))
        #expect(again.output.contains("Added nobody: the roster is as it was."))
        #expect(!again.output.contains("(y/n)"))
        #expect(try await screen("players", of: "ann", in: old).contains("Players (38)"))
    }

    /// A sheet as classic Excel saves it (Windows-1252, not UTF-8) with 16 bad rows, in one session:
    /// `import players` reads it and says so, `why` at its question lists every refused row, `b` asks
    /// again; then on the list `import` of the same file adds nobody and `why` lists them again.
    @Test func aWindows1252SheetWith16BadRows_isRead_andWhyListsEveryRefusedRow_fromTheCommandLineAndTheList() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try await AppBinary.makeAccount("ann", password: "pass-word", in: old)
        // "Óscar Núñez" in Windows-1252: Ó 0xD3, ú 0xFA, ñ 0xF1.
        var sheet = Array("Name,Age,Position\r\n".utf8) + [0xD3] + Array("scar N".utf8) + [0xFA, 0xF1] + Array("ez,30,ST\r\n".utf8)
        for line in 3...17 { sheet += Array("Player \(line),\(200 + line),MID\r\n".utf8) }
        sheet += Array("Eve,,keeper\r\n".utf8)
        try Data(sheet).write(to: scratch.appending(path: "excel.csv"))

        let result = try await run(
            ["--data-dir", old.path, "import", "players", "~/excel.csv"],
            input: ["l", "ann", "pass-word", "why", "b", "y", "", "import ~/excel.csv", "why", "b"])

        #expect(result.status == 0, "\(result.error)")
        let output = result.output.replacingOccurrences(of: "\n ", with: " ")
        #expect(output.contains("1 player to add, 16 rows refused. Line 3: Age must be between 1 and 120."))
        #expect(output.contains("And 13 more: type why to see every refused row."))
        #expect(output.contains("~/excel.csv is not UTF-8: read as Windows-1252, as classic Excel saves CSV (e.g. “Óscar Núñez”)."))
        let screens = result.output.components(separatedBy: "Football Gather · ")
        let refused = screens.filter { $0.hasPrefix("Refused rows of ~/excel.csv (16)") }
        #expect(refused.count == 2, "from the command line, then from the list")
        for screen in refused {
            for line in 3...17 { #expect(screen.contains("\n \(line < 10 ? " " : "")  \(line)  Age must be between 1 and 120.\n"), "line \(line)") }
            #expect(screen.contains("\n   18  no preferred position is called \"keeper\": use GK, DEF, MID, W or ST, or\n"))
        }
        #expect(result.output.contains("Add 1 player from ~/excel.csv? (y/n) y\n"), "b goes back to the question")
        #expect(result.output.contains("Added 1 player to the roster."))
        #expect(output.contains("Nothing to add from ~/excel.csv, 1 already on the roster by name (skipped), 16 rows refused."))
        let list = BinaryTests.lastScreen(result.output)
        #expect(list.hasPrefix("Players (1)"))
        #expect(list.contains(" 1  Óscar Núñez  ST "))
        #expect(list.contains("why refused rows"))
    }

    /// Slow set; in every run, TransferInteractorTests imports an export into an empty group and
    /// ImportContractTests does it on SQLite.
    @Test(SlowTests.only) func exportThenImport_intoAFreshDataDirectory_showsTheSameListHistoryRecordsAndScorers() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try await AppBinary.makeAccount(
            "ann", password: "pass-word",
            players: [
                PlayerDetails(name: "Ann Smith", age: 30, position: .striker, skill: .amateur, favouriteTeam: "Arsenal"),
                PlayerDetails(name: "Bob", position: .goalkeeper), PlayerDetails(name: "Carla Díaz", skill: .professional),
                PlayerDetails(name: "Dmitri"), PlayerDetails(name: "Eve, the wall", age: 41),
            ], in: old)
        // Two matches with scorers, then a player who played is deleted.
        let played = try await run(
            ["--data-dir", old.path],
            input: [
                "l", "ann", "pass-word",
                "s 1-4", "c", "m 1 2 a", "m 3 4 b", "start", "a+ 1", "a+", "b+ 3", "end", "y",
                "s 2-5", "c", "m 1 2 a", "m 3 4 b", "start", "b+ 4", "b+ 4", "end", "y",
                "d 4", "y",
            ])
        #expect(played.status == 0, "\(played.error)")
        let export = scratch.appending(path: "all.json")

        let exported = try await run(["--data-dir", old.path, "export", "~/all.json"], input: ["l", "ann", "pass-word"])
        try await AppBinary.makeAccount("bea", password: "pass-word", in: new)
        let imported = try await run(["--data-dir", new.path, "import", export.path, "--yes"], input: ["l", "bea", "pass-word"])

        #expect(exported.status == 0, "\(exported.error)")
        #expect(exported.output.contains("Wrote 4 players and 2 matches to ~/all.json, readable by you only."))
        let mode = try FileManager.default.attributesOfItem(atPath: export.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.output.contains("Added 4 players and 2 matches."))
        for route in ["players", "history", "history/1", "history/2", "records", "players/1"] {
            let before = try await screen(route, of: "ann", in: old)
            let after = try await screen(route, of: "bea", in: new)
            #expect(before == after, "\(route)")
            #expect(before.contains("Dmitri") || !route.hasPrefix("history/"), "\(route): the deleted player is still in the match")
        }
        let latest = try await screen("history/1", of: "bea", in: new)
        #expect(latest.contains("Team B  Dmitri (deleted)"))
        #expect(latest.contains(#"Team B goals: "Eve, the wall" 2"#), "a name with a comma reads as one person")
        #expect(try await screen("history/2", of: "bea", in: new).contains("Team A goals: Ann Smith 1, 1 with no scorer"))

        let twice = try await run(["--data-dir", new.path, "import", export.path, "--yes"], input: ["l", "bea", "pass-word"])
        #expect(twice.output.contains("Nothing to add: everything in the file is here already."))
        #expect(try await screen("history", of: "bea", in: new).contains("History (2)"))
    }

    /// Slow set; in every run, TransferInteractorTests replaces a file only after a yes or with
    /// force, and AppTransferSessionTests ends a job not done with 1.
    @Test(SlowTests.only) func anExistingFile_isReplacedOnlyAfterAYes_orWithForce_andAJobNotDoneExitsWithOne() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try await AppBinary.makeAccount("ann", password: "pass-word", players: [PlayerDetails(name: "Ann")], in: old)
        let file = scratch.appending(path: "all.json")
        try Data("kept\n".utf8).write(to: file)

        let declined = try await run(["--data-dir", old.path, "export", "~/all.json"], input: ["l", "ann", "pass-word", "n"])
        #expect(declined.status == 0, "declining is no failure")
        #expect(declined.output.contains("~/all.json exists. Replace it? (y/n) n\n"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "kept\n")
        let unanswered = try await run(["--data-dir", old.path, "export", file.path], input: ["l", "ann", "pass-word"])
        #expect(unanswered.status == 1, "input ended before the question was answered")
        let forced = try await run(["--data-dir", old.path, "export", "--force", file.path], input: ["l", "ann", "pass-word"])
        #expect(forced.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8).contains("\"footballgather-export\""))

        let refused = try await run(["--data-dir", old.path, "import", "~/nothing.json"], input: ["l", "ann", "pass-word"])
        #expect(refused.status == 1)
        #expect(refused.output.contains("Could not read ~/nothing.json: there is no such file. Nothing was added."))
    }

    /// An export of one player, Zed, and `matches`.
    private static func export(matches: [String], extra: String = "") -> String {
        #"{"format": "footballgather-export", "version": 1, \#(extra) "username": "x", "exportedAt": "2025-06-16T15:06:40Z", "#
            + #""players": [{"name": "Zed"}], "matches": [\#(matches.joined(separator: ","))]}"#
    }

    /// A 1-1 match of Zed and Ann, which names `winner` the winner.
    private static func match(winner: String) -> String {
        #"{"score": "1-1", "winner": "\#(winner)", "players": [{"name": "Zed", "team": "Team A"}, {"name": "Ann", "team": "Team B"}]}"#
    }

    /// Two imports of one spreadsheet at once, on one data directory, each answered yes once both
    /// have weighed it: every name is added once, and only one of them says it added them.
    @Test func twoImportsOfOneFileAtOnce_addEachPlayerOnce() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try await AppBinary.makeAccount("ann", password: "pass-word", in: old)
        let file = try spreadsheet()
        let environment = AppBinary.environment(["HOME": scratch.path])
        let imports = try (0..<2).map { _ in
            try ChildProcess(AppBinary.url, arguments: ["--data-dir", old.path, "import", "players", file], environment: environment)
        }
        defer {
            for process in imports { process.kill(SIGKILL) }
        }
        for process in imports { process.send(lines: ["l", "ann", "pass-word"]) }
        for process in imports { _ = try await process.expect("Add 38 players from \(file)? (y/n)", after: 0) }

        for process in imports { process.send(lines: ["y"]) }
        for process in imports { process.closeInput() }

        for process in imports { #expect(await process.finish(timeout: .seconds(60)) == .exited(0), "\(process.errorText)") }
        let said = imports.map(\.text)
        #expect(said.filter { $0.contains("Added 38 players to the roster.") }.count == 1)
        #expect(said.filter { $0.contains("Added nobody: the roster is as it was.") }.count == 1)
        #expect(try await screen("players", of: "ann", in: old).contains("Players (38)"))
    }

    /// Every kind of bad file, through the binary: said clearly, nothing added, exit status 1.
    /// Every run tries one file of each family (too large, not a sheet, not an export, not there);
    /// the slow set tries them all, and TransferInteractorTests, RosterCSVTests and
    /// GroupExportJSONTests word each refusal in-process.
    @Test func aBadFile_isRefusedSayingWhy_andAddsNothing() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try await AppBinary.makeAccount("ann", password: "pass-word", players: [PlayerDetails(name: "Ann")], in: old)
        func file(_ name: String, _ data: Data) throws -> String {
            try data.write(to: scratch.appending(path: name))
            return "~/" + name
        }
        let huge = scratch.appending(path: "huge.csv")
        try Data().write(to: huge)
        try FileHandle(forWritingTo: huge).truncate(atOffset: 50 * 1_048_576)
        let cases: [(arguments: [String], saying: String)] = [
            (["import", "players", "~/huge.csv"], "Could not read ~/huge.csv: it is 52 428 kB, too large to be read."),
            (["import", "players", try file("photo.csv", Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x1A]))], "is no roster: it is not text"),
            (["import", "players", try file("pets.csv", Data("name,species\nRex,dog\n".utf8))], "there is no field \"species\""),
            (["import", "players", try file("ages.csv", Data("age,position\n30,GK\n".utf8))], "no column is named name"),
            (
                ["import", try file("all-matches.csv", Data("\u{FEFF}match,started,ended,team A score,team B score,winner,player,team,goals\r\n".utf8))],
                "it is the matches sheet of a CSV export, and matches come back only from the JSON export: footballgather export FILE.json,"
            ),
            (
                ["import", "players", try file("all.json", Data(#"{"format": "footballgather-export", "version": 1}"#.utf8))],
                "it is JSON, not a sheet saved as CSV. An export of this app is read back with footballgather import FILE.json."
            ),
            (
                ["import", try file("later.json", Data(#"{"format": "footballgather-export", "version": 2}"#.utf8))],
                "(export version 2; this one reads version 1)"
            ),
            (["import", try file("photo.json", Data([0xFF, 0xD8, 0xFF, 0x00]))], "it is not text, so not an export of this app."),
            (["import", try file("list.json", Data("[1, 2, 3]".utf8))], "it is not an export of this app"),
            (["import", try file("roster.txt", Data("name\nAnn\n".utf8))], "A sheet saved as CSV is read with footballgather import players FILE.csv."),
            (
                ["import", try file("draw.json", Data(Self.export(matches: [Self.match(winner: "None"), Self.match(winner: "Team B")]).utf8))],
                "~/draw.json can't be imported: match 2 of the file ends Team A 1–1 Team B, a draw, yet names Team B the winner."
            ),
            (
                ["import", try file("twice.json", Data(Self.export(matches: [], extra: #""version": 2,"#).utf8))],
                "it gives \"version\" twice, so which one is meant can't be told."
            ),
            (["import", "~/nowhere/all.json"], "Could not read ~/nowhere/all.json: there is no such file."),
            (["import", "~/"], "Could not read ~/: that is a folder, not a file."),
        ]
        let everyRun = ["~/huge.csv", "~/photo.csv", "~/later.json", "~/nowhere/all.json"]
        for (arguments, saying) in cases where SlowTests.enabled || everyRun.contains(arguments[arguments.count - 1]) {
            let result = try await run(["--data-dir", old.path] + arguments, input: ["l", "ann", "pass-word"])

            #expect(result.status == 1, "\(arguments)")
            let said = BinaryTests.lastScreen(result.output).replacingOccurrences(of: "\n ", with: " ")
            #expect(said.contains(saying), "\(arguments): \(said)")
            #expect(said.contains("Nothing was added."), "\(arguments)")
        }
        #expect(try await screen("players", of: "ann", in: old).contains("Players (1)"))
    }

    /// A link or a named pipe where the export is to go: refused before any question, exit status 1,
    /// nothing waits for a reader, and the file a link points to is as it was.
    @Test func export_ontoALinkOrANamedPipe_isRefusedAtOnce_andImportNeverWaitsOnAPipe() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try await AppBinary.makeAccount("ann", password: "pass-word", players: [PlayerDetails(name: "Ann")], in: old)
        let target = scratch.appending(path: "precious.txt")
        try Data("precious\n".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(atPath: scratch.appending(path: "link.json").path, withDestinationPath: target.path)
        #expect(mkfifo(scratch.appending(path: "pipe.json").path, 0o600) == 0)
        let cases: [(arguments: [String], saying: String)] = [
            (["export", "~/link.json"], "Could not write ~/link.json: it is a symbolic link, and nothing is written through one"),
            (["export", "--force", "~/link.json"], "Could not write ~/link.json: it is a symbolic link"),
            (["export", "~/pipe.json"], "Could not write ~/pipe.json: it is a named pipe (FIFO)"),
            (["import", "~/pipe.json"], "Could not read ~/pipe.json: that is a named pipe (FIFO), not a file."),
        ]

        for (arguments, saying) in cases {
            let result = try await run(["--data-dir", old.path] + arguments, input: ["l", "ann", "pass-word", "y"])

            #expect(result.status == 1, "\(arguments)")
            let said = BinaryTests.lastScreen(result.output).replacingOccurrences(of: "\n ", with: " ")
            #expect(said.contains(saying), "\(arguments): \(said)")
            #expect(!result.output.contains("(y/n)"), "\(arguments): nothing is asked")
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "precious\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.appending(path: "link.json").path) == target.path)
    }

    /// An export into a folder that is not there names it and the command that makes it; that
    /// command, run as it is printed, lets the same export through.
    @Test func export_intoAMissingFolder_namesIt_andTheCommandItOffersMakesIt() async throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        try await AppBinary.makeAccount("ann", password: "pass-word", players: [PlayerDetails(name: "Ann")], in: old)
        let arguments = ["--data-dir", old.path, "export", "~/team's kit/2026/all.json"]

        let refused = try await run(arguments, input: ["l", "ann", "pass-word"])
        let said = BinaryTests.lastScreen(refused.output).replacingOccurrences(of: "\n ", with: " ")
        #expect(refused.status == 1)
        #expect(said.contains("Could not write ~/team's kit/2026/all.json: there is no folder ~/team's kit/2026"), "\(said)")
        let command = try #require(said.firstMatch(of: #/mkdir -p (.+?) makes it/#)?.output.1)
        #expect(command == #"~/'team'\''s kit/2026'"#)
        let shell = try ChildProcess(URL(filePath: "/bin/sh"), arguments: ["-c", "mkdir -p \(command)"], environment: ["HOME": scratch.path])
        #expect(await shell.finish() == .exited(0))

        let exported = try await run(arguments, input: ["l", "ann", "pass-word"])
        #expect(exported.status == 0, "\(exported.output)")
        #expect(FileManager.default.fileExists(atPath: scratch.appending(path: "team's kit/2026/all.json").path))
    }
}

/// An export's two CSV files through the binary at a file size limit (`ulimit -f`, SIGXFSZ ignored):
/// the players' sheet fits, the matches' sheet doesn't; neither file is replaced, and the message
/// names both.
@Suite struct BinaryCSVPairTests {
    let home = ScratchSpace.root.appendingPathComponent("fg-csv-pair-\(UUID().uuidString)")

    @Test func aSecondSheetThatCantBeWritten_leavesBothFilesAsTheyWere_andNamesBoth() async throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let data = home.appending(path: "data")
        try await AppBinary.makeAccount("ann", password: "pass-word", players: [PlayerDetails(name: "Ann"), PlayerDetails(name: "Bob")], in: data)
        let store = try SQLiteStore(fileURL: data.appending(path: DataDirectory.databaseFileName), passwordHasher: .fast)
        let user = try await store.logIn(Credentials(username: "ann", password: "pass-word"))
        let roster = try await store.playersService(for: user).players()
        let gathers = store.gathersService(for: user)
        for day in 0..<80 {
            let start = Date(timeIntervalSince1970: 1_800_000_000 + Double(day) * 86_400)
            let players = [GatherPlayer(player: roster[0], team: .teamA), GatherPlayer(player: roster[1], team: .teamB)]
            _ = try await gathers.addFinishedGather(
                Gather(id: UUID(), players: players, score: Score(teamA: 2, teamB: 1), startedAt: start, endedAt: start + 3_600))
        }
        let environment = AppBinary.environment(["HOME": home.path])
        let first = try await AppBinary.run(["--data-dir", data.path, "export", "~/x.csv"], lines: ["l", "ann", "pass-word"], environment: environment)
        #expect(first.termination == .exited(0), "\(first.error)")
        let (players, matches) = (home.appending(path: "x-players.csv"), home.appending(path: "x-matches.csv"))
        let before = (try Data(contentsOf: players), try Data(contentsOf: matches))
        #expect(before.0.count < 2_048 && before.1.count > 4_096, "the players' sheet fits the limit, the matches' doesn't")
        _ = try await store.playersService(for: user).add(PlayerDetails(name: "Cleo"))

        let limited = try await AppBinary.shell(
            "trap '' XFSZ; ulimit -f 2; exec \"$1\" --data-dir \"$2\" export '~/x.csv' --force",
            arguments: [AppBinary.url.path, data.path], lines: ["l", "ann", "pass-word"])

        let said = limited.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(said.contains("Could not write ~/x-players.csv and ~/x-matches.csv:"), "\(limited.output)")
        #expect(said.contains("Neither file changed."), "\(limited.output)")
        #expect(try Data(contentsOf: players) == before.0, "the players' sheet is the old one, without Cleo")
        #expect(try Data(contentsOf: matches) == before.1)
        let left = try FileManager.default.contentsOfDirectory(atPath: home.path).filter { $0.hasPrefix(".") }
        #expect(left.isEmpty, "no temporary left: \(left)")
    }
}
