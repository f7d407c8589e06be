import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface

/// The services the interactor's use cases need, as Clean Swift splits them off: what a worker
/// does is talk to them, and answer in the screen's terms. The interactor tests put a spy here.
@MainActor
public protocol GatherVIPWorking: AnyObject {
    /// Makes `write` on the match as stored, in one step of the store.
    func saveProgress(
        ofGather id: UUID, _ write: @escaping @Sendable (inout GatherProgress) -> MatchRule?
    ) async -> Result<ProgressChange<MatchRule?>, GatherVIP.Refusal>
    func movePlayer(at index: Int, to team: Team, inGather id: UUID) async -> Result<Void, GatherVIP.Refusal>
    /// Stores the final score, ended now.
    func endGather(id: UUID, score: Score) async -> Result<GatherEnding, GatherVIP.Refusal>
    func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome
}

/// The one worker of the match screen: the gathers, the share files and the wall clock behind one
/// door. VIPER has no worker: its interactor calls the services itself. Here the interactor keeps
/// the match and its rules, and never sees a service's error: the worker turns each into a refusal.
public final class GatherVIPWorker: GatherVIPWorking {
    private let gathers: any GathersService
    private let shareFiles: any ShareFileWriting
    private let clock: any WallClock

    public init(gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock) {
        (self.gathers, self.shareFiles, self.clock) = (gathers, shareFiles, clock)
    }

    public func saveProgress(
        ofGather id: UUID, _ write: @escaping @Sendable (inout GatherProgress) -> MatchRule?
    ) async -> Result<ProgressChange<MatchRule?>, GatherVIP.Refusal> {
        do {
            return .success(try await gathers.changeProgress(ofGather: id, write))
        } catch {
            return .failure(GatherVIP.Refusal(storeError: error))
        }
    }

    public func movePlayer(at index: Int, to team: Team, inGather id: UUID) async -> Result<Void, GatherVIP.Refusal> {
        do {
            return .success(try await gathers.movePlayer(at: index, to: team, inGather: id))
        } catch {
            return .failure(GatherVIP.Refusal(storeError: error))
        }
    }

    public func endGather(id: UUID, score: Score) async -> Result<GatherEnding, GatherVIP.Refusal> {
        do {
            return .success(try await gathers.endGather(id: id, score: score, at: clock.now()))
        } catch {
            return .failure(GatherVIP.Refusal(storeError: error))
        }
    }

    public func write(_ text: String, toPath path: String, replacing: Bool) async -> ShareFileOutcome {
        await shareFiles.write(text, toPath: path, replacing: replacing)
    }
}
