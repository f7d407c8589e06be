import Domain
import Foundation
import Presentation
import RemoteStorage
import Transfer

/// What the command line asked for.
public struct AppOptions: Sendable, Equatable {
    public enum Storage: Sendable, Equatable {
        /// The SQLite database in this directory (nil: the user's default data directory).
        case local(dataDirectory: String?)
        /// A FootballGather web service; the data directory keeps only what the server can't.
        case remote(server: URL, dataDirectory: String?)
        /// Nothing is saved: for trying the app out.
        case inMemory
    }

    public enum Command: Sendable, Equatable {
        case run(Storage)
        /// Run, starting on the screen the route names (after Login when not signed in).
        case open(Storage, AppRoute)
        /// Run, doing the job (after Login when not signed in); `agreed`: `--yes` or `--force`.
        case transfer(Storage, TransferJob, agreed: Bool)
        case help
        case version
    }

    public static let version = "0.1.0"

    public static let usage = """
        Usage: footballgather [options] [open ROUTE]
               footballgather [options] import players FILE.csv [--yes]
               footballgather [options] export [--format json|csv] [FILE] [--force]
               footballgather [options] import FILE.json [--yes]

        Organise casual football matches from the terminal: keep a roster of players,
        pick who plays, split them into teams, run the match with a countdown and a
        score, and keep the history. Type ? on any screen to see its commands.

        Options:
          --data-dir DIR   Keep the database in DIR (default: $FOOTBALLGATHER_DATA_DIR,
                           else $XDG_DATA_HOME/footballgather, else
                           ~/.local/share/footballgather, ~ being $HOME).
          --server URL     Use a FootballGather web service (e.g. http://localhost:8080)
                           instead of the local database, to share players and history.
                           The data directory then keeps only a remembered login and
                           what the service does not store (teams, dates, the running
                           match).
          --demo           Try the app on a sample roster of a dozen players, signed in
                           as demo (password demo-password). Everything stays in
                           memory: nothing is saved.
          --open ROUTE     Start on the screen ROUTE names (same as open ROUTE).
          --pattern NAME   Build the match screen in another pattern (default viper);
                           each behaves the same.
                           NAME: \(MatchPattern.names).
          --help, -h       Show this help.
          --version        Show the version.

        Routes, for open (Login comes first when not signed in; b then goes back
        as if you had walked there):
          players               the player list
          players/N             player N's details; N is the number the list shows
                                (players sorted by name, counted from 1)
          players/N/edit/FIELD  change one of player N's fields: name, age,
                                position, skill or team
          players/new           a new player's form
          history               the finished matches
          history/N             match N of the history (newest first, from 1)
          records               the records table
          match                 the unfinished match, resumed

        Bring your data in, take it along (after Login when not signed in):
          import players FILE.csv  Add the players of a spreadsheet saved as CSV; its
                                   header row names the columns (name, age, position,
                                   skill, favourite team). Says what it will add, asks;
                                   why then lists every row it refused.
          export [FILE]            Write your players and finished matches to FILE
                                   (default footballgather.json), readable by you only.
            --format json|csv      JSON (the default; a FILE ending in .csv means csv)
                                   or two CSV files, FILE-players.csv and
                                   FILE-matches.csv.
          import FILE.json         Read an export back: players already on the roster
                                   (by name) and matches already in the history are
                                   skipped, so the same file twice adds nothing twice.
          --yes, -y                Import without asking (for scripts).
          --force                  Let export replace files without asking.

        Environment:
          FOOTBALLGATHER_DATA_DIR   Same as --data-dir.
          FOOTBALLGATHER_SERVER     Same as --server.
          FOOTBALLGATHER_PATTERN    Same as --pattern.
          NO_COLOR                  No colours; screens are still redrawn in place.

        Exit status: 0 on quit or end of input, 1 when storage can't be used
        or an import or export did not go through, 2 for a bad command line,
        130 after Ctrl-C.
        """

    /// The command and the pattern the match screen is built in, from one reading of the command line.
    public struct Invocation: Sendable, Equatable {
        public var command: Command
        public var pattern: MatchPattern
    }

    /// Parses the arguments (without the program name); `FOOTBALLGATHER_SERVER` stands in for `--server`,
    /// `FOOTBALLGATHER_PATTERN` for `--pattern`.
    public static func invocation(_ arguments: [String], environment: [String: String] = [:]) -> Result<Invocation, UsageError> {
        var named: String?
        return parse(arguments, environment: environment, pattern: &named).flatMap { command in
            switch command {
            case .help, .version: .success(Invocation(command: command, pattern: .viper))
            default: MatchPattern.chosen(named, environment: environment).map { Invocation(command: command, pattern: $0) }
            }
        }
    }

    /// The command alone, the pattern checked.
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) -> Result<Command, UsageError> {
        invocation(arguments, environment: environment).map(\.command)
    }

    /// The command; `pattern` is what `--pattern` named, if anything.
    private static func parse(_ arguments: [String], environment: [String: String], pattern: inout String?) -> Result<Command, UsageError> {
        var dataDirectory: String?
        var server: String?
        var demo = false
        var route: String?
        var job: JobWords?
        var agreed: String?
        var formats: [ExportFormat] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": return .success(.help)
            case "--version": return .success(.version)
            case "--demo": demo = true
            case "import", "export":
                guard job == nil, route == nil else { return .failure(UsageError(Self.oneThing)) }
                switch JobWords.read(argument, from: &remaining) {
                case .success(let words): job = words
                case .failure(let error): return .failure(error)
                }
            case "--yes", "-y", "--force": agreed = argument
            case "--pattern":
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    return .failure(UsageError("--pattern needs a name: \(MatchPattern.names)"))
                }
                pattern = value
            case "--format":
                guard let value = remaining.popFirst() else { return .failure(UsageError("--format needs json or csv")) }
                remaining.insert("--format=" + value, at: remaining.startIndex)
            case "open", "--open":
                guard job == nil else { return .failure(UsageError(Self.oneThing)) }
                guard route == nil else { return .failure(UsageError("only one route can be opened")) }
                guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                    return .failure(UsageError(AppRouteError.empty.message))
                }
                route = value
            case "--data-dir", "--server":
                guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
                    return .failure(
                        UsageError(
                            argument == "--server"
                                ? "--server needs the address of a service, e.g. --server http://localhost:8080"
                                : "--data-dir needs a directory, e.g. --data-dir ~/football"))
                }
                if argument == "--server" { server = value } else { dataDirectory = value }
            default:
                if let value = Self.value(of: "--data-dir", in: argument) {
                    guard !value.isEmpty else { return .failure(UsageError("--data-dir needs a directory")) }
                    dataDirectory = value
                } else if let value = Self.value(of: "--open", in: argument) {
                    guard job == nil else { return .failure(UsageError(Self.oneThing)) }
                    guard route == nil else { return .failure(UsageError("only one route can be opened")) }
                    route = value
                } else if let value = Self.value(of: "--format", in: argument) {
                    guard let format = ExportFormat(rawValue: value.lowercased()) else {
                        return .failure(UsageError("--format is json or csv, not \(value)"))
                    }
                    formats.append(format)
                } else if let value = Self.value(of: "--pattern", in: argument) {
                    pattern = value
                } else if let value = Self.value(of: "--server", in: argument) {
                    guard !value.isEmpty else { return .failure(UsageError("--server needs the address of a service")) }
                    server = value
                } else if argument.hasPrefix("-") {
                    return .failure(UsageError("unknown option \(argument)"))
                } else if case .exporting(nil) = job {
                    job = .exporting(path: argument)
                } else {
                    return .failure(UsageError("unexpected argument \(argument)"))
                }
            }
        }
        if demo, dataDirectory != nil {
            return .failure(UsageError("--demo keeps nothing, so it can't be used with --data-dir"))
        }
        if demo, server != nil {
            return .failure(UsageError("--demo keeps nothing, so it can't be used with --server"))
        }
        let storage = storage(demo: demo, server: server, dataDirectory: dataDirectory, environment: environment)
        switch JobWords.job(job, formats: formats, agreed: agreed) {
        case .success(let job?): return storage.map { .transfer($0, job.job, agreed: job.agreed) }
        case .success(nil): break
        case .failure(let error): return .failure(error)
        }
        guard let route else { return storage.map(Command.run) }
        switch AppRoute.parse(route) {
        case .success(let route): return storage.map { .open($0, route) }
        case .failure(let error): return .failure(UsageError(error.message))
        }
    }

    private static func storage(
        demo: Bool,
        server: String?,
        dataDirectory: String?,
        environment: [String: String]
    ) -> Result<Storage, UsageError> {
        if demo { return .success(.inMemory) }
        if let address = server ?? environment["FOOTBALLGATHER_SERVER"].flatMap({ $0.isEmpty ? nil : $0 }) {
            guard let url = ServerAddress.url(from: address) else {
                return .failure(UsageError("\(address) is not a server address; use http(s)://host[:port], e.g. http://localhost:8080"))
            }
            return .success(.remote(server: url, dataDirectory: dataDirectory))
        }
        return .success(.local(dataDirectory: dataDirectory))
    }

    private static let oneThing = "open, import and export can't be asked for together: one at a time"

    /// "--name=value" → "value".
    private static func value(of option: String, in argument: String) -> String? {
        argument.hasPrefix(option + "=") ? String(argument.dropFirst(option.count + 1)) : nil
    }
}

/// A command line the app does not understand.
public struct UsageError: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// `import players FILE`, `import FILE`, `export [FILE]` as typed, made a job once every option is read.
private enum JobWords {
    /// `players`: `import players FILE`, or a FILE ending in .csv.
    case importing(path: String, players: Bool)
    case exporting(path: String?)

    static func read(_ word: String, from remaining: inout ArraySlice<String>) -> Result<JobWords, UsageError> {
        var next: String? { remaining.first.flatMap { $0.hasPrefix("-") || ["open", "import", "export"].contains($0) ? nil : $0 } }
        guard word == "import" else {
            let path = next
            if path != nil { remaining.removeFirst() }
            return .success(.exporting(path: path))
        }
        let players = next == "players"
        if players { remaining.removeFirst() }
        guard let path = next else {
            return .failure(UsageError("import needs a file, e.g. import players ~/roster.csv, or import all.json (an export)"))
        }
        remaining.removeFirst()
        return .success(.importing(path: path, players: players || path.lowercased().hasSuffix(".csv")))
    }

    static func job(_ words: JobWords?, formats: [ExportFormat], agreed: String?) -> Result<(job: TransferJob, agreed: Bool)?, UsageError> {
        switch words {
        case nil:
            if let agreed { return .failure(UsageError("\(agreed) goes with import or export")) }
            if !formats.isEmpty { return .failure(UsageError("--format goes with export")) }
            return .success(nil)
        case .importing(let path, let players):
            if !formats.isEmpty { return .failure(UsageError("--format goes with export; import reads the format from the file")) }
            if agreed == "--force" { return .failure(UsageError("import asks before adding: --yes answers for you")) }
            return .success((players ? .importPlayers(path: path) : .importExport(path: path), agreed != nil))
        case .exporting(let path):
            if let agreed, agreed != "--force" { return .failure(UsageError("export asks before replacing a file: --force answers for you")) }
            guard formats.count <= 1 else { return .failure(UsageError("--format can be given once")) }
            let format = formats.first ?? (path?.lowercased().hasSuffix(".csv") == true ? .csv : .json)
            return .success((.export(format, path: path), agreed != nil))
        }
    }
}
