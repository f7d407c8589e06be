import Domain
import Foundation
import InMemoryStorage
import Login
import Presentation
import RemoteStorage
import SQLiteStorage
import StorageSupport
import TerminalUI
import Transfer

/// The composition root: reads the command line, builds the chosen store and
/// the first screen, and runs the screen loop. No feature builds a live service.
@MainActor
public enum FootballGatherApp {
    public static let name = "Football Gather"

    /// Runs the app; returns the process exit status.
    public static func main(arguments: [String], environment: [String: String]) async -> Int32 {
        switch AppOptions.invocation(arguments, environment: environment) {
        case .failure(let error):
            writeError("footballgather: \(error.message)\nTry 'footballgather --help'.\n")
            return 2
        case .success(let invocation):
            switch invocation.command {
            case .help:
                print(AppOptions.usage)
                return 0
            case .version:
                print("footballgather \(AppOptions.version)")
                return 0
            case .run(let storage):
                return await start(storage, opening: .playerList(nil), pattern: invocation.pattern, environment: environment)
            case .open(let storage, let route):
                return await start(storage, opening: .playerList(route), pattern: invocation.pattern, environment: environment)
            case .transfer(let storage, let job, let agreed):
                return await start(storage, opening: .job(job, agreed: agreed), pattern: invocation.pattern, environment: environment)
            }
        }
    }

    /// What the process's environment must hold before it first reaches a server: URLSession on Linux
    /// makes a cache folder under `$XDG_CACHE_HOME` and one under `$XDG_DATA_HOME` (by default in the
    /// home folder) even for sessions without a cache, so both are pointed into the data directory's
    /// `.urlsession` folder, where everything the app writes goes. Empty unless the command line names
    /// a server. `environment` is the one the user gave: the data directory is worked out from it, and
    /// `main` must go on working it out from that one, not from the process's changed environment.
    public static func urlSessionEnvironment(arguments: [String], environment: [String: String]) -> [String: String] {
        let storage: AppOptions.Storage
        switch AppOptions.parse(arguments, environment: environment) {
        case .success(.run(let chosen)), .success(.open(let chosen, _)), .success(.transfer(let chosen, _, _)): storage = chosen
        default: return [:]
        }
        guard case .remote(_, let dataDirectory) = storage else { return [:] }
        let folder = resolve(dataDirectory, environment: environment).appending(path: urlSessionFolder).path
        return ["XDG_CACHE_HOME": folder, "XDG_DATA_HOME": folder]
    }

    /// Where, in the data directory, URLSession's folders go.
    static let urlSessionFolder = ".urlsession"

    private static func start(
        _ storage: AppOptions.Storage, opening: SessionOpening, pattern: MatchPattern, environment: [String: String]
    ) async -> Int32 {
        let services: AppServices
        do {
            services = try await makeServices(storage, environment: environment)
        } catch {
            writeError("footballgather: \(error.userMessage)\n")
            return 1
        }
        let terminal = StandardTerminal(environment: environment)
        return await run(services: services, terminal: terminal, ticks: secondTicks(), opening: opening, pattern: pattern)
    }

    /// Shows Login first (or the first screen of a remembered session) and runs until quit or end of input.
    /// The first session, once someone is signed in, opens as `opening` says. Ends with 1 when a job
    /// the command line asked for did not go through (declining it at its question is no failure).
    /// `pattern` builds the match screen.
    static func run(
        services: AppServices, terminal: any Terminal, ticks: AsyncStream<Void>? = nil, opening: SessionOpening = .playerList(nil),
        pattern: MatchPattern = .viper
    ) async -> Int32 {
        let navigator = Navigator()
        let job = JobOutcome()
        let factory = ModuleFactory(services: services, navigator: navigator, pattern: pattern) { job.succeeded = $0 }
        for notice in services.startNotices {
            terminal.write(SafeText.sanitize(notice) + "\n")
        }
        // With a copy of the roster kept, the list is there at once and its own load checks the sign-in,
        // telling the loop through `updates` when it is done.
        var updates: ScreenUpdates?
        if case .playerList = opening, let user = await services.sessionRestorer?.signInFromCopy() {
            updates = ScreenUpdates()
            navigator.replaceRoot(with: factory.startSession(for: user, opening: opening, checkingInBackground: updates))
        } else {
            await restoreSession(services: services, terminal: terminal, navigator: navigator, factory: factory, opening: opening)
        }
        // `/ text` finds names by the folding the player list is sorted by: `/ lukasz` finds Łukasz.
        let loop = ScreenLoop(
            terminal: terminal, navigator: navigator, appName: name, ticks: ticks, updates: updates, clock: ContinuousClock(),
            folding: NameFolder().folded
        )
        let status = await loop.run()
        // The last screen's copy may still be being written.
        await services.lastLoadedCopies?.copiesWritten()
        // A job asked for and never done (input ended first, or it failed) is no success for a script.
        guard case .job = opening, status == 0, job.succeeded != true else { return status }
        return 1
    }

    /// Signs in again with what "remember me" kept, waiting on the server, and opens the first screen
    /// that answer calls for: the session, or Login saying why not.
    private static func restoreSession(
        services: AppServices, terminal: any Terminal, navigator: Navigator, factory: ModuleFactory, opening: SessionOpening
    ) async {
        // The first screen waits on the server's answer (its timeout, if the server is frozen): say so now.
        if let username = await services.sessionRestorer?.savedSignIn() {
            terminal.write(SafeText.sanitize(Wording.checkingSavedSignIn(of: username, storage: services.storageDescription)) + "\n")
        }
        switch await services.sessionRestorer?.restoreSession() ?? .none {
        case .restored(let user), .offline(let user, _):
            // The demo opens signed in: its list says what it is, as Login would have.
            navigator.replaceRoot(
                with: factory.startSession(for: user, notice: services.demoAccount == nil ? nil : DemoRoster.notice, opening: opening))
        case .none: navigator.replaceRoot(with: factory.makeLoginScreen(opening: opening))
        case .refused: navigator.replaceRoot(with: factory.makeLoginScreen(savedSignIn: .savedSignInRefused, opening: opening))
        case .unreachable(let error):
            navigator.replaceRoot(with: factory.makeLoginScreen(savedSignIn: .savedSignInUnreachable(StoreFailure(error)), opening: opening))
        }
    }

    static func makeServices(_ storage: AppOptions.Storage, environment: [String: String]) async throws -> AppServices {
        let home = DataDirectory.home(environment: environment)
        let shareFiles = ShareFileWriter(home: home)
        let rosterFiles = RosterFileReader(home: home)
        switch storage {
        case .inMemory:
            let store = InMemoryStore()
            return AppServices(
                authentication: store,
                rememberedUsernames: store,
                userServices: store,
                storageDescription: "demo: nothing is saved",
                clock: SystemClock(),
                remembering: .nothing,
                sessionRestorer: DemoSession(user: try await DemoRoster.signUp(in: store)),
                demoAccount: DemoRoster.credentials,
                shareFiles: shareFiles,
                rosterFiles: rosterFiles
            )
        case .local(let dataDirectory):
            let directory = resolve(dataDirectory, environment: environment)
            // History is read while the list is shown, so that it opens at once (see docs/tools.md).
            let store = try SQLiteStore(fileURL: try DataDirectory.prepare(directory), readsHistoryAhead: true)
            return AppServices(
                authentication: store,
                rememberedUsernames: store,
                userServices: store,
                storageDescription: "local: " + abbreviate(directory.path, home: home.path),
                clock: SystemClock(),
                shareFiles: shareFiles,
                rosterFiles: rosterFiles
            )
        case .remote(let server, let dataDirectory):
            let directory = resolve(dataDirectory, environment: environment)
            // The directory keeps the remembered login and what the service does not store.
            _ = try DataDirectory.prepare(directory)
            // Private before URLSession makes its folders there, and after: it makes them as the umask says.
            let urlSession = directory.appending(path: urlSessionFolder, directoryHint: .isDirectory)
            try DataDirectory.makePrivate(urlSession)
            let moved = MisplacedRecords.move(from: MisplacedRecords.folder(in: urlSession), into: directory)
            let store = RemoteStore(baseURL: server, dataDirectory: directory, transport: URLSessionTransport())
            try DataDirectory.makePrivate(urlSession)
            let problem = await store.checkRecords()
            return AppServices(
                authentication: store,
                rememberedUsernames: store,
                userServices: store,
                storageDescription: "server: " + store.serverDescription,
                clock: SystemClock(),
                remembering: .usernameAndToken,
                sessionRestorer: store,
                shareFiles: shareFiles,
                rosterFiles: rosterFiles,
                lastLoadedCopies: store,
                startNotices: moved.map { notice($0, home: home.path) } + [problem.map { notice($0, home: home.path) }].compactMap { $0 }
            )
        }
    }

    /// What became of a file an earlier version put in `.urlsession`, in the user's words.
    nonisolated static func notice(_ outcome: MisplacedRecords.Outcome, home: String) -> String {
        switch outcome {
        case .moved(let file): Wording.recordsMoved(abbreviate(file, home: home))
        case .keptExisting(let file, let setAside): Wording.recordsKept(abbreviate(file, home: home), earlier: abbreviate(setAside, home: home))
        case .notMoved(let file, let reason): Wording.recordsNotMoved(abbreviate(file, home: home), reason: reason)
        }
    }

    /// What was wrong with the server's records file, in the user's words.
    nonisolated static func notice(_ problem: RemoteRecordsProblem, home: String) -> String {
        switch problem {
        case .damaged(let file, let setAside, let kept):
            Wording.recordsDamaged(
                abbreviate(file, home: home), setAside: abbreviate(setAside, home: home), savedSignIn: kept.savedSignIn,
                waitingMatches: kept.waitingMatches, whole: kept.whole)
        case .unusable(let file, let reason): Wording.recordsUnusable(abbreviate(file, home: home), reason: reason)
        }
    }

    static func resolve(_ dataDirectory: String?, environment: [String: String]) -> URL {
        let home = DataDirectory.home(environment: environment)
        return dataDirectory.map { URL(fileURLWithPath: DataDirectory.expandingTilde($0, home: home), isDirectory: true) }
            ?? DataDirectory.defaultURL(environment: environment, home: home)
    }

    nonisolated static func abbreviate(_ path: String, home: String) -> String {
        path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
    }

    /// One tick a second for screens that show time.
    static func secondTicks() -> AsyncStream<Void> {
        AsyncStream { continuation in
            let task = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    continuation.yield()
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    static func writeError(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }
}
