import Foundation

/// What the command line asked for.
public struct AppOptions: Sendable, Equatable {
    public enum Storage: Sendable, Equatable {
        /// The SQLite database in this directory (nil: the user's default data directory).
        case local(dataDirectory: String?)
        /// Nothing is saved: for trying the app out.
        case inMemory
    }

    public enum Command: Sendable, Equatable {
        case run(Storage)
        case help
        case version
    }

    public static let version = "0.1.0"

    public static let usage = """
    Usage: footballgather [options]

    Organise casual football matches from the terminal: keep a roster of players,
    and more to come. Type ? on any screen to see its commands.

    Options:
      --data-dir DIR   Keep the database in DIR (default: $FOOTBALLGATHER_DATA_DIR,
                       else $XDG_DATA_HOME/footballgather, else ~/.local/share/footballgather).
      --demo           Keep everything in memory: nothing is saved.
      --help, -h       Show this help.
      --version        Show the version.

    Environment:
      FOOTBALLGATHER_DATA_DIR   Same as --data-dir.
      NO_COLOR                  Plain text, no colours or redraws.

    Exit status: 0 on quit or end of input, 1 when storage can't be used,
    2 for a bad command line, 130 after Ctrl-C.
    """

    /// Parses the arguments (without the program name).
    public static func parse(_ arguments: [String]) -> Result<Command, UsageError> {
        var dataDirectory: String?
        var demo = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": return .success(.help)
            case "--version": return .success(.version)
            case "--demo": demo = true
            case "--data-dir":
                guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
                    return .failure(UsageError("--data-dir needs a directory, e.g. --data-dir ~/football"))
                }
                dataDirectory = value
            default:
                if argument.hasPrefix("--data-dir=") {
                    let value = String(argument.dropFirst("--data-dir=".count))
                    guard !value.isEmpty else { return .failure(UsageError("--data-dir needs a directory")) }
                    dataDirectory = value
                } else {
                    return .failure(UsageError("unknown option \(argument)"))
                }
            }
        }
        if demo, dataDirectory != nil {
            return .failure(UsageError("--demo keeps nothing, so it can't be used with --data-dir"))
        }
        return .success(.run(demo ? .inMemory : .local(dataDirectory: dataDirectory)))
    }
}

/// A command line the app does not understand.
public struct UsageError: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
