import Domain
import MatchScreen
import Presentation

/// Substitutes: a move is checked against the team sheet here, kept by the store, and made on the
/// team sheet only once it is kept.
extension GatherReducer {
    /// `sub N team`: checked here, kept by the store, made when it answers.
    static func move(_ state: inout GatherState, number: Int, to team: Team) -> GatherEffect {
        let index = number - 1
        guard !state.hasEnded, state.players.indices.contains(index) else { return refused(&state, .noSuchPlayer(number: number)) }
        guard state.players[index].team != team else { return refused(&state, .alreadyIn(number: number, team)) }
        guard (state.progress.goals[index] ?? 0) == 0 else { return refused(&state, .scorerStays(number: number)) }
        return .movePlayer(index: index, to: team)
    }

    static func moved(_ state: inout GatherState, index: Int, to team: Team) -> GatherEffect {
        state.players[index].team = team
        return commit(&state, .saved, news: .info(GatherWording.moved(GatherWording.name(number: index + 1, in: state.players), to: team)))
    }

    /// A move that could not be kept is not made: unlike a goal, it is not saved with the next change.
    static func moveFailed(_ state: inout GatherState, index: Int, _ failure: GatherEffectFailure) -> GatherEffect {
        stopIfGone(&state, failure)
        guard case .failed(let error) = failure else { return failed(&state, failure) }
        state.show(.error(GatherWording.moveFailed(GatherWording.name(number: index + 1, in: state.players), error)))
        return .none
    }
}
