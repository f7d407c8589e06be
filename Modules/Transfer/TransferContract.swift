import Domain
import TerminalUI

// Transfer at a glance: a job from the command line (an export, or an import of a roster or of an
// export) carried out after a question when it replaces or adds something. Its roles' protocols
// come in one order in every feature (Interactor, Presenter, Router, View), then what its use
// cases take and answer; TransferEntity.swift says what it needs of the signed-in user, and the
// role files hold the implementations.

// MARK: Interactor

/// Transfer's use cases, and the only role that may talk to a service: a job is first weighed
/// (`plan`), then, once the user agrees, carried out (`carryOut`).
@MainActor
public protocol TransferInteracting: AnyObject {
    /// The signed-in user the screen belongs to.
    var owner: any TransferEntity { get }
    var job: TransferJob { get }
    /// The files the job writes: an export's, one JSON file or two CSV files; none for an import.
    var outputPaths: [String] { get }
    /// Reads the file, or the user's roster and history, and says what the job would do; nothing changes.
    func plan() async throws(TransferRefusal) -> TransferPlan
    /// What to ask before `plan` is carried out; nil when there is nothing to ask (nothing to add or
    /// replace, or the command line said yes already).
    func question(for plan: TransferPlan) -> TransferQuestion?
    /// Adds or writes what `plan` says.
    func carryOut(_ plan: TransferPlan) async throws(TransferRefusal) -> TransferDone
}

// MARK: Presenter

/// What the transfer view tells its presenter, every line already read.
@MainActor
public protocol TransferPresenting: AnyObject {
    /// The job starts when the screen first appears.
    func viewWillAppear() async
    /// Yes or no to the question asked.
    func didAnswer(_ yes: Bool) async
    /// A line at the question that is neither yes nor no.
    func didEnterNoAnswer()
    /// Enter, `l` or `b` once the job is over: the player list.
    func didChooseContinue()
    /// `why`: every row the import refused, at its question too.
    func didChooseWhy()
    /// `b` (or Enter) on the refused rows: back to the job, and to its question if one is asked.
    func didCloseRefusedRows()
    func didEnterUnknownCommand(_ line: String)
}

// MARK: Router

/// Where Transfer leads.
@MainActor
public protocol TransferRouting: AnyObject {
    /// The job is over (done, refused or declined): says so to whoever asked for it.
    func jobEnded(succeeded: Bool)
    /// On to the player list, which replaces this screen.
    func showPlayerList()
}

/// The screens Transfer opens, built by the App.
@MainActor
public protocol TransferScreenFactory: AnyObject {
    func makePlayerListScreen(for user: User) -> any Screen
}

// MARK: View

/// What the transfer presenter tells its view.
@MainActor
public protocol TransferDisplaying: AnyObject {
    func display(_ viewModel: TransferViewModel)
}

// MARK: What the use cases take and answer

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

/// Why a job was not done, or not all of it.
public enum TransferRefusal: Error, Sendable, Equatable {
    case unreadable(path: String, FileReadProblem)
    /// The file read is no roster: nothing of it is used.
    case notARoster(path: String, RosterFileProblem)
    /// The file read is no export this app can read: nothing of it is used.
    case notAnExport(path: String, GroupExportProblem)
    /// Something is at a path the export was to write, since the plan found it free: it is left
    /// alone, and nothing was written.
    case appeared(path: String)
    /// Something other than a file is at a path the export was to write: nothing was written or asked.
    case notAFile(path: String, SpecialFile)
    /// The folder the export's files were to go in (as typed) does not exist: nothing was written.
    case noFolder(paths: [String], folder: String)
    /// The export's files could not be written: every one of `paths` is as it was.
    case notWritten(paths: [String], reason: String)
    /// The export's files could not be written, and `notPutBack` could not be put back as they were
    /// (their folder changed meanwhile); the other paths are as they were.
    case partlyWritten(paths: [String], notPutBack: [String], reason: String)
    /// An import of an export stopped by the store midway: what was added before stays, and the
    /// same import again adds only the rest.
    case stopped(GroupImportProgress, StoreFailure)
    /// The store could not be read or written: nothing was added.
    case failed(StoreFailure)
}
