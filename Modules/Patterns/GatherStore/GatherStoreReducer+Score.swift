import Domain
import MatchScreen
import Presentation

extension GatherReducer {
    /// The write, made on the match as stored in the store's one step: this window's clock, the
    /// changes whose saving failed (each kept only if it still holds), then the new change, or why not.
    public static func apply(_ write: GatherProgressWrite, to stored: inout GatherProgress) -> MatchRule? {
        stored.write(
            timer: write.timer, unsaved: write.unsaved, change: write.change, players: write.players, halfTimeScore: write.halfTimeScore
        )
    }

    /// `a+ 3`: a goal more or less for the side, maybe its player's, made on the score as stored.
    static func changeScore(_ state: inout GatherState, of side: GatherSide, by goals: Int, scorer number: Int?) -> GatherEffect {
        do throws(MatchRule) {
            let change = try MatchScoreChange(team: side.team, goals: goals, scorer: number, players: state.players)
            return write(state, .score, change: change)
        } catch {
            return refused(&state, error)
        }
    }
}
