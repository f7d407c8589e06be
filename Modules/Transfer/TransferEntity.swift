import Domain

/// What Transfer needs of the signed-in user: the name its screen shows and its exports carry.
/// Domain's type conforms here; the presenter tests use a plain struct instead.
public protocol TransferEntity: Sendable, Equatable {
    var username: String { get }
}

extension User: TransferEntity {}

/// What the command line asked for, done on this screen once someone is signed in.
public enum TransferJob: Sendable, Equatable {
    /// `import players FILE.csv`: players from a spreadsheet.
    case importPlayers(path: String)
    /// `export [--format json|csv] [FILE]`: the roster and the finished matches.
    case export(ExportFormat, path: String?)
    /// `import FILE.json`: an export read back.
    case importExport(path: String)
}

public enum ExportFormat: String, Sendable, CaseIterable {
    case json, csv

    /// The files an export in this format writes: `path` (a JSON file, or for CSV the two files'
    /// common start, or a folder ending in "/"), or names in the current folder.
    public func paths(for path: String?) -> [String] {
        switch self {
        case .json: return [path ?? "footballgather.json"]
        case .csv:
            guard let path else { return ["footballgather-players.csv", "footballgather-matches.csv"] }
            if path.hasSuffix("/") { return [path + "players.csv", path + "matches.csv"] }
            let stem = path.lowercased().hasSuffix(".csv") ? String(path.dropLast(4)) : path
            return [stem + "-players.csv", stem + "-matches.csv"]
        }
    }
}

/// A job read and weighed: what it would do, before anything changes.
public enum TransferPlan: Sendable, Equatable {
    case players(RosterImport)
    case group(GroupImport)
    case export(ExportFiles)
}

/// An export read back, matched against the roster and the history.
public struct GroupImport: Sendable, Equatable {
    public var path: String
    public var plan: GroupImportPlan

    public init(path: String, plan: GroupImportPlan) {
        self.path = path
        self.plan = plan
    }
}

/// An export ready to be written.
public struct ExportFiles: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    public var files: [File]
    public var players: Int
    public var matches: Int
    /// Matches a server kept without their dates or teams (played on another machine): exported without.
    public var playedElsewhere: Int
    /// The paths of `files` something is at already: replaced only after a yes.
    public var existing: [String]

    public init(files: [File], players: Int, matches: Int, playedElsewhere: Int = 0, existing: [String] = []) {
        self.files = files
        self.players = players
        self.matches = matches
        self.playedElsewhere = playedElsewhere
        self.existing = existing
    }
}

/// What to ask before a plan is carried out.
public enum TransferQuestion: Sendable, Equatable {
    /// Add the players the file brings?
    case addingPlayers(RosterImport)
    /// Add the players and matches the export brings?
    case addingGroup(GroupImport)
    /// Replace these files?
    case replacing([String])
}

/// What a job did.
public enum TransferDone: Sendable, Equatable {
    case playersAdded(Int)
    case groupImported(GroupImportProgress)
    case exported(ExportFiles)
}

/// How far an import of an export went.
public struct GroupImportProgress: Sendable, Equatable {
    public var playersAdded: Int
    public var matchesAdded: Int
    /// The matches it set out to add.
    public var matchesToAdd: Int

    public init(playersAdded: Int = 0, matchesAdded: Int = 0, matchesToAdd: Int) {
        self.playersAdded = playersAdded
        self.matchesAdded = matchesAdded
        self.matchesToAdd = matchesToAdd
    }
}

/// An import of an export stopped by the store midway: what was added before stays, and the same
/// import again adds only the rest.
public struct TransferStopped: Error, Sendable, Equatable {
    public var progress: GroupImportProgress
    public var error: ServiceError

    public init(progress: GroupImportProgress, error: ServiceError) {
        self.progress = progress
        self.error = error
    }
}

/// Why the Interactor refused: nothing changed.
public enum TransferRefusal: Error, Sendable, Equatable {
    case unreadable(path: String, FileReadProblem)
    /// The file read is no roster: nothing of it is used.
    case notARoster(path: String, RosterFileProblem)
    /// The file read is no export this app can read: nothing of it is used.
    case notAnExport(path: String, GroupExportProblem)
    /// Something is at a path the export was to write, since the plan found it free: it is left alone.
    case appeared(path: String)
    /// Something other than a file is at a path the export was to write: nothing was written or asked.
    case notAFile(path: String, SpecialFile)
    case notWritten(path: String, reason: String)
}
