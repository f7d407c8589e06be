import Domain
import Foundation
import GathersInterface
import PlayersInterface
import RosterFilesInterface
import ShareFilesInterface

/// Transfer's use cases, and the only role that may talk to a Domain service: a job is first
/// weighed (`plan`), then, once the user agrees, carried out (`carryOut`).
@MainActor
public protocol TransferInteracting<Owner>: AnyObject {
    associatedtype Owner: TransferEntity

    /// The signed-in user the screen belongs to.
    var owner: Owner { get }
    var job: TransferJob { get }
    /// Reads the file, or the user's roster and history, and says what the job would do; nothing changes.
    func plan() async throws -> Result<TransferPlan, TransferRefusal>
    /// What to ask before `plan` is carried out; nil when there is nothing to ask (nothing to add or
    /// replace, or the command line said yes already).
    func question(for plan: TransferPlan) -> TransferQuestion?
    /// Adds or writes what `plan` says. An import of an export stopped midway throws `TransferStopped`.
    func carryOut(_ plan: TransferPlan) async throws -> Result<TransferDone, TransferRefusal>
}

public final class TransferInteractor: TransferInteracting {
    public let owner: User
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
        self.owner = owner
        self.job = job
        self.agreed = agreed
        self.players = players
        self.gathers = gathers
        self.files = files
        self.exports = exports
        self.clock = clock
    }

    public func plan() async throws -> Result<TransferPlan, TransferRefusal> {
        switch job {
        case .importPlayers(let path):
            switch await read(path, limit: RosterCSV.maximumBytes).flatMap({ data in
                RosterCSV.read(data).mapError { TransferRefusal.notARoster(path: path, $0) }
            }) {
            case .success(let sheet): return .success(.players(RosterImport(path: path, sheet: sheet, roster: try await players.players())))
            case .failure(let refusal): return .failure(refusal)
            }
        case .importExport(let path):
            switch await read(path, limit: GroupExport.maximumBytes).flatMap({ data in
                GroupExportJSON.decode(data).mapError { TransferRefusal.notAnExport(path: path, $0) }
            }) {
            case .success(let export):
                let plan = GroupImportPlan(importing: export, into: try await players.players(), history: try await gathers.finishedGathers())
                return .success(.group(GroupImport(path: path, plan: plan)))
            case .failure(let refusal): return .failure(refusal)
            }
        case .export(let format, let path):
            return try await exportFiles(format, path: path).map(TransferPlan.export)
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

    public func carryOut(_ plan: TransferPlan) async throws -> Result<TransferDone, TransferRefusal> {
        switch plan {
        case .players(let file): return .success(.playersAdded(try await players.addAll(file.toAdd).count))
        case .group(let file): return .success(.groupImported(try await add(file.plan)))
        case .export(let files): return await write(files).map { .exported(files) }
        }
    }

    private func read(_ path: String, limit: Int) async -> Result<Data, TransferRefusal> {
        await files.contents(ofPath: path, limit: limit).mapError { .unreadable(path: path, $0) }
    }

    /// The players first, all at once; then the matches, oldest first, their players linked to the
    /// roster by name. The stores check the roster and the history again as they add, so what
    /// another import added since the plan is not added twice: the counts are what was added.
    /// Stopped midway, it says how far it got: the same import again finds what was added and adds the rest.
    private func add(_ plan: GroupImportPlan) async throws -> GroupImportProgress {
        var progress = GroupImportProgress(matchesToAdd: plan.matchesToAdd.count)
        do {
            progress.playersAdded = try await players.addAll(plan.playersToAdd).count
            guard !plan.matchesToAdd.isEmpty else { return progress }
            let roster = try await players.players()
            progress.matchesAdded = try await gathers.addFinishedGathers(plan.matches.map { GroupImportPlan.linked($0, to: roster) }).count
        } catch let stopped as FinishedGathersStopped {
            progress.matchesAdded = stopped.added.count
            throw TransferStopped(progress: progress, error: stopped.error)
        } catch {
            throw TransferStopped(progress: progress, error: ServiceError(error))
        }
        return progress
    }

    /// Everything of the user, now, as the format's files; which of them are there already. A path
    /// where something other than a file is refuses the export before anything is read or asked.
    private func exportFiles(_ format: ExportFormat, path: String?) async throws -> Result<ExportFiles, TransferRefusal> {
        let paths = format.paths(for: path)
        var existing: [String] = []
        for path in paths {
            switch await exports.target(atPath: path) {
            case .nothing: continue
            case .file: existing.append(path)
            case .refused(let kind): return .failure(.notAFile(path: path, kind))
            }
        }
        let export = GroupExport(
            username: owner.username, exportedAt: clock.now(), roster: try await players.players(), history: try await gathers.finishedGathers()
        )
        let texts =
            switch format {
            case .json: [String(decoding: GroupExportJSON.encode(export), as: UTF8.self) + "\n"]
            case .csv: [GroupExportCSV.players(export), GroupExportCSV.matches(export)]
            }
        return .success(
            ExportFiles(
                files: zip(paths, texts).map(ExportFiles.File.init), players: export.players.count, matches: export.matches.count,
                playedElsewhere: export.matchesPlayedElsewhere, existing: existing
            ))
    }

    /// Replaces only what the user agreed to replace: a file that appeared since is left alone.
    private func write(_ files: ExportFiles) async -> Result<Void, TransferRefusal> {
        for file in files.files {
            switch await exports.write(file.text, toPath: file.path, replacing: files.existing.contains(file.path)) {
            case .written: continue
            case .exists: return .failure(.appeared(path: file.path))
            case .refused(let kind): return .failure(.notAFile(path: file.path, kind))
            case .failed(let reason): return .failure(.notWritten(path: file.path, reason: reason))
            }
        }
        return .success(())
    }
}
