import Domain
import Foundation
import GathersInterface
import PlayersInterface
import RosterFilesInterface
import ShareFilesInterface

public final class TransferInteractor: TransferInteracting {
    private let user: User
    public let job: TransferJob
    /// `--yes` or `--force`: the user agreed before being asked.
    private let agreed: Bool
    private let players: any PlayersService
    private let gathers: any GathersService
    private let files: any RosterFileReading
    private let exports: any ShareFileWriting
    private let clock: any WallClock

    public init(
        owner: User, job: TransferJob, agreed: Bool, players: any PlayersService, gathers: any GathersService,
        files: any RosterFileReading, exports: any ShareFileWriting, clock: any WallClock
    ) {
        user = owner
        self.job = job
        self.agreed = agreed
        self.players = players
        self.gathers = gathers
        self.files = files
        self.exports = exports
        self.clock = clock
    }

    public var owner: any TransferEntity { user }

    public func plan() async throws(TransferRefusal) -> TransferPlan {
        switch job {
        case .importPlayers(let path):
            let sheet = try checked(RosterCSV.read(try await read(path, limit: RosterCSV.maximumBytes))) { .notARoster(path: path, $0) }
            return .players(RosterImport(path: path, sheet: sheet, roster: try await stored { try await players.players() }))
        case .importExport(let path):
            let export = try checked(GroupExportJSON.decode(try await read(path, limit: GroupExport.maximumBytes))) {
                .notAnExport(path: path, $0)
            }
            let roster = try await stored { try await players.players() }
            let history = try await stored { try await gathers.finishedGathers() }
            return .group(GroupImport(path: path, plan: GroupImportPlan(importing: export, into: roster, history: history)))
        case .export(let format, let path):
            return .export(try await exportFiles(format, path: path))
        }
    }

    public func question(for plan: TransferPlan) -> TransferQuestion? {
        guard !agreed else { return nil }
        switch plan {
        case .players(let file): return file.toAdd.isEmpty ? nil : .addingPlayers(file)
        case .group(let file): return file.plan.isEmpty ? nil : .addingGroup(file)
        case .export(let files): return files.existing.isEmpty ? nil : .replacing(files.existing)
        }
    }

    public func carryOut(_ plan: TransferPlan) async throws(TransferRefusal) -> TransferDone {
        switch plan {
        case .players(let file): return .playersAdded(try await stored { try await players.addAll(file.toAdd).count })
        case .group(let file): return .groupImported(try await add(file.plan))
        case .export(let files):
            try await write(files)
            return .exported(files)
        }
    }

    private func read(_ path: String, limit: Int) async throws(TransferRefusal) -> Data {
        try checked(await files.contents(ofPath: path, limit: limit)) { .unreadable(path: path, $0) }
    }

    private func checked<Value, Problem>(_ result: Result<Value, Problem>, _ refusal: (Problem) -> TransferRefusal) throws(TransferRefusal) -> Value {
        switch result {
        case .success(let value): value
        case .failure(let problem): throw refusal(problem)
        }
    }

    /// A store's answer; its failure is one to report.
    private func stored<Value>(_ call: () async throws -> Value) async throws(TransferRefusal) -> Value {
        do { return try await call() } catch { throw .failed(StoreFailure(error)) }
    }

    /// The players first, all at once; then the matches, oldest first, their players linked to the
    /// roster by name. The stores check the roster and the history again as they add, so what
    /// another import added since the plan is not added twice: the counts are what was added.
    /// Stopped midway, it says how far it got: the same import again finds what was added and adds the rest.
    private func add(_ plan: GroupImportPlan) async throws(TransferRefusal) -> GroupImportProgress {
        var progress = GroupImportProgress(matchesToAdd: plan.matchesToAdd.count)
        do {
            progress.playersAdded = try await players.addAll(plan.playersToAdd).count
            guard !plan.matchesToAdd.isEmpty else { return progress }
            let roster = try await players.players()
            progress.matchesAdded = try await gathers.addFinishedGathers(plan.matches.map { GroupImportPlan.linked($0, to: roster) }).count
        } catch let stopped as FinishedGathersStopped {
            progress.matchesAdded = stopped.added.count
            throw .stopped(progress, StoreFailure(stopped.error))
        } catch {
            throw .stopped(progress, StoreFailure(error))
        }
        return progress
    }

    public var outputPaths: [String] {
        guard case .export(let format, let path) = job else { return [] }
        return Self.paths(format, for: path)
    }

    /// The files an export in `format` writes: `path` (a JSON file, or for CSV the two files' common
    /// start, or a folder ending in "/"), or names in the current folder.
    static func paths(_ format: ExportFormat, for path: String?) -> [String] {
        switch format {
        case .json: return [path ?? "footballgather.json"]
        case .csv:
            guard let path else { return ["footballgather-players.csv", "footballgather-matches.csv"] }
            if path.hasSuffix("/") { return [path + "players.csv", path + "matches.csv"] }
            let stem = path.lowercased().hasSuffix(".csv") ? String(path.dropLast(4)) : path
            return [stem + "-players.csv", stem + "-matches.csv"]
        }
    }

    /// Everything of the user, now, as the format's files; which of them are there already. A path
    /// where something other than a file is refuses the export before anything is read or asked.
    private func exportFiles(_ format: ExportFormat, path: String?) async throws(TransferRefusal) -> ExportFiles {
        let paths = Self.paths(format, for: path)
        var existing: [String] = []
        for path in paths {
            switch await exports.target(atPath: path) {
            case .nothing: continue
            case .file: existing.append(path)
            case .refused(let kind): throw .notAFile(path: path, kind)
            }
        }
        let export = GroupExport(
            username: user.username, exportedAt: clock.now(), roster: try await stored { try await players.players() },
            history: try await stored { try await gathers.finishedGathers() }
        )
        let texts =
            switch format {
            case .json: [String(decoding: GroupExportJSON.encode(export), as: UTF8.self) + "\n"]
            case .csv: [GroupExportCSV.players(export), GroupExportCSV.matches(export)]
            }
        return ExportFiles(
            files: zip(paths, texts).map(ExportFiles.File.init), players: export.players.count, matches: export.matches.count,
            playedElsewhere: export.matchesPlayedElsewhere, existing: existing
        )
    }

    /// The export's files as one: either all are written or none changed (a CSV export's two sheets
    /// never disagree). Replaces only what the user agreed to replace: a file that appeared since is
    /// left alone.
    private func write(_ files: ExportFiles) async throws(TransferRefusal) {
        let paths = files.files.map(\.path)
        let written = files.files.map { ShareFile(text: $0.text, path: $0.path, replacing: files.existing.contains($0.path)) }
        switch await exports.write(written) {
        case .written: return
        case .exists(let path): throw .appeared(path: path)
        case .refused(let path, let kind): throw .notAFile(path: path, kind)
        case .noFolder(let folder): throw .noFolder(paths: paths, folder: folder)
        case .failed(let reason): throw .notWritten(paths: paths, reason: reason)
        case .partlyWritten(let notPutBack, let reason): throw .partlyWritten(paths: paths, notPutBack: notPutBack, reason: reason)
        }
    }
}
