import Domain
import Foundation
import Presentation
import RemoteStorage

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
        case help
        case version
    }

    public static let version = "0.1.0"

    public static let usage = """
        Usage: footballgather [options] [open ROUTE]

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

        Environment:
          FOOTBALLGATHER_DATA_DIR   Same as --data-dir.
          FOOTBALLGATHER_SERVER     Same as --server.
          NO_COLOR                  No colours; screens are still redrawn in place.

        Exit status: 0 on quit or end of input, 1 when storage can't be used,
        2 for a bad command line, 130 after Ctrl-C.
        """

    /// Parses the arguments (without the program name); `FOOTBALLGATHER_SERVER` stands in for `--server`.
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) -> Result<Command, UsageError> {
        var dataDirectory: String?
        var server: String?
        var demo = false
        var route: String?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": return .success(.help)
            case "--version": return .success(.version)
            case "--demo": demo = true
            case "open", "--open":
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
                    guard route == nil else { return .failure(UsageError("only one route can be opened")) }
                    route = value
                } else if let value = Self.value(of: "--server", in: argument) {
                    guard !value.isEmpty else { return .failure(UsageError("--server needs the address of a service")) }
                    server = value
                } else if argument.hasPrefix("-") {
                    return .failure(UsageError("unknown option \(argument)"))
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
