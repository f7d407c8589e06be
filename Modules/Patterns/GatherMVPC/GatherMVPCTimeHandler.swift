import Domain
import MatchScreen
import Presentation

/// The match's countdown, kept apart from the presenter as the series' MVP-C keeps its
/// `GatherTimeHandler`: Domain's clock rules (`GatherTimer`'s) applied to the match's timer, and what
/// the clock remembers beside it. The timer itself stays in the match the presenter holds, since it is
/// saved with it. MVP's presenter applies the same rules itself and keeps that memory as a flag beside
/// the match, as VIPER's Interactor and MVC's model do.
struct GatherMVPCTimeHandler: Equatable {
    /// The clock ran since it was last set or reset, even for less than a second: it then stands
    /// paused at its full time, not ready.
    private(set) var hasRun: Bool

    /// `saved` is the match as it was saved: a fresh one, or one the app resumes.
    init(resuming saved: GatherProgress) {
        hasRun = saved.clockHadRun
    }

    /// Where the countdown of `timer` stands.
    func state(of timer: GatherTimer) -> GatherClockState {
        GatherClockState(timer, hasRun: hasRun)
    }

    /// Starts it, or resumes it after a pause.
    mutating func start(_ timer: inout GatherTimer) throws(MatchRule) {
        timer = try timer.started()
        hasRun = true
    }

    func pause(_ timer: inout GatherTimer) throws(MatchRule) {
        timer = try timer.paused()
    }

    /// Stops it at its full set time.
    mutating func reset(_ timer: inout GatherTimer) throws(MatchRule) {
        timer = try timer.reset(hasRun: hasRun)
        hasRun = false
    }

    /// Stops it at a new set time, `seconds`; false when it was set to that time already.
    mutating func set(_ timer: inout GatherTimer, toSeconds seconds: Int) throws(MatchRule) -> Bool {
        let chosen = try GatherTimer.set(toSeconds: seconds)
        hasRun = false
        guard chosen != timer else { return false }
        timer = chosen
        return true
    }

    /// One second less while it runs, stopping at half-time and at 00:00; false when it stands still.
    func decrementTime(_ timer: inout GatherTimer) -> Bool {
        guard let next = timer.ticked else { return false }
        timer = next
        return true
    }
}
