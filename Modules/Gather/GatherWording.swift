import Domain
import MatchScreen
import TerminalUI

// Gather's words: every sentence of the match screen is MatchScreen's `GatherWording`, which all seven
// patterns print alike; what only VIPER's Gather words, why its Interactor refused, extends it here, so
// the Presenter words everything through one name.
extension GatherWording {
    /// Why a use case refused, in the words every pattern says each part with: a rule of the match, the
    /// score changed since the end was asked, the match gone elsewhere, a save that failed.
    static func refusal(_ refusal: GatherRefusal, players: [any MatchPlayer], fullTime: String) -> Message {
        switch refusal {
        case .rule(let broken): rule(broken, players: players, fullTime: fullTime)
        case .scoreChangedSinceAsked(let score): scoreChangedSinceAsked(score)
        case .gone(let gone): .info(Self.gone(gone))
        case .failed(let failure): .error(saveFailed(failure))
        }
    }
}
