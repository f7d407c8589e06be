import Domain
import Foundation
import GathersInterface
import MatchScreen
import Presentation
import ShareFilesInterface
import TerminalUI

/// The match screen's one source of truth: holds the state, runs every action through the reducer,
/// then runs the effect it asks for against the injected world (the gathers, the share files, the
/// wall clock, the way out) and sends what it answered back, until nothing is left to do.
@MainActor
public final class GatherStore {
    /// What the view draws; only `send` changes it.
    public private(set) var state: GatherState
    private let gatherID: UUID
    private let gathers: any GathersService
    private let shareFiles: any ShareFileWriting
    private let clock: any WallClock
    /// Replaces every screen with a fresh player list showing the notice.
    private let leave: @MainActor (Message) -> Void

    public init(
        state: GatherState, gatherID: UUID, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock,
        leave: @escaping @MainActor (Message) -> Void
    ) {
        self.state = state
        self.gatherID = gatherID
        self.gathers = gathers
        self.shareFiles = shareFiles
        self.clock = clock
        self.leave = leave
    }

    /// Reduces `action`, then runs each effect in turn, feeding its answer back. The state is the
    /// reducer's at once, so the screen drawn while a service works shows it.
    public func send(_ action: GatherAction) async {
        var next: GatherAction? = action
        while let action = next {
            next = await run(GatherReducer.reduce(&state, action))
        }
    }

    /// Does what `effect` describes; what the world answered, as an action, if anything.
    func run(_ effect: GatherEffect) async -> GatherAction? {
        switch effect {
        case .none:
            return nil
        case .storeProgress(let write):
            do {
                let stored = try await gathers.changeProgress(ofGather: gatherID) { stored in GatherReducer.apply(write, to: &stored) }
                return .progressStored(write, before: stored.before, after: stored.after, refusal: stored.outcome)
            } catch {
                return .storeFailed(write, GatherEffectFailure(error))
            }
        case .movePlayer(let index, let team):
            do {
                try await gathers.movePlayer(at: index, to: team, inGather: gatherID)
                return .playerMoved(index: index, to: team)
            } catch {
                return .moveFailed(index: index, GatherEffectFailure(error))
            }
        case .endMatch(let score):
            do {
                let ending = try await gathers.endGather(id: gatherID, score: score, at: clock.now())
                return .matchEnded(GatherResult(score: score, ending: ending))
            } catch {
                return .endFailed(GatherEffectFailure(error))
            }
        case .writeShare(let write, let replacing):
            return .shareFileWritten(write, await shareFiles.write(write.text, toPath: write.path, replacing: replacing))
        case .leave(let notice):
            leave(notice)
            return nil
        }
    }
}
