import Domain
import MatchScreen
import Presentation
import TerminalUI

/// The match screen's use cases as Clean Swift writes them: per use case, the `Request` the view
/// controller sends its interactor, the `Response` the interactor hands its presenter, and the
/// `ViewModel` the presenter gives back to the view controller. Each crosses one boundary, one way.
/// VIPER's Gather has no such types: its presenter calls its interactor and reads the answer back.
public enum GatherVIP {
    /// The match as the interactor holds it when it answers: what every Response carries for the board.
    public struct Match: Sendable, Equatable {
        /// The team sheet, each player in the team they play in now.
        public var players: [GatherPlayer]
        public var progress: GatherProgress
        public var clockState: GatherClockState
        /// Each side's goals by scorer; a side without a scorer has none.
        public var goals: [GatherSide: TeamGoals]
        /// "End the match …? (y/n)" is asked, and waits for its answer.
        public var isAskingToEnd: Bool

        public init(
            players: [GatherPlayer], progress: GatherProgress, clockState: GatherClockState, goals: [GatherSide: TeamGoals] = [:],
            isAskingToEnd: Bool = false
        ) {
            (self.players, self.progress, self.clockState) = (players, progress, clockState)
            (self.goals, self.isAskingToEnd) = (goals, isAskingToEnd)
        }
    }

    /// Why a use case left the match as it was, or could not keep it, as its Response carries it: the
    /// match screen's (MatchScreen).
    public typealias Refusal = MatchRefusal

    /// The screen appears.
    public enum ShowMatch {
        public struct Request: Sendable, Equatable { public init() {} }
        public struct Response: Sendable, Equatable {
            public var match: Match
            /// Went on from progress saved before the app stopped.
            public var isResumed: Bool
        }
        public struct ViewModel: Sendable, Equatable { public var board: GatherBoard }
    }

    /// `a+`, `b-`, `a+ 3`: a goal more or less, maybe a player's.
    public enum ScoreChange {
        public struct Request: Sendable, Equatable {
            public var side: GatherSide
            public var goals: Int
            /// The scorer's number on the team sheet; nil credits no one.
            public var scorer: Int?
        }
        public struct Response: Sendable, Equatable {
            public var match: Match
            public var outcome: Result<GatherSaving, Refusal>
        }
        public struct ViewModel: Sendable, Equatable { public var board: GatherBoard }
    }

    /// `s`, `p`, `r`, `t mm:ss`: what the clock is told.
    public enum ClockChange {
        public enum Command: Sendable, Equatable {
            case start, pause, reset
            case set(seconds: Int)
        }
        public struct Request: Sendable, Equatable { public var command: Command }
        public struct Response: Sendable, Equatable {
            public var match: Match
            public var command: Command
            public var outcome: Result<GatherSaving, Refusal>
        }
        public struct ViewModel: Sendable, Equatable { public var board: GatherBoard }
    }

    /// One second of the screen loop.
    public enum Tick {
        public struct Request: Sendable, Equatable { public init() {} }
        public struct Response: Sendable, Equatable {
            public var match: Match
            public var outcome: Result<GatherTick, Refusal>
        }
        public struct ViewModel: Sendable, Equatable { public var board: GatherBoard }
    }

    /// `sub N a|b|bench`.
    public enum Substitution {
        public struct Request: Sendable, Equatable {
            public var number: Int
            public var team: Team
        }
        public struct Response: Sendable, Equatable {
            public var match: Match
            public var number: Int
            public var team: Team
            public var outcome: Result<GatherSaving, Refusal>
        }
        public struct ViewModel: Sendable, Equatable { public var board: GatherBoard }
    }

    /// `end`, then its answer: the question, the answer no, the saving, the stored result or a refusal.
    public enum EndMatch {
        public struct Request: Sendable, Equatable { public init() {} }
        public enum Step: Sendable, Equatable {
            case asked, goesOn, saving
            case ended(GatherResult)
            case refused(Refusal)
        }
        public struct Response: Sendable, Equatable {
            public var match: Match
            public var step: Step
        }
        public struct ViewModel: Sendable, Equatable { public var board: GatherBoard }
    }

    /// Yes or no to the question on screen: the interactor knows whose it is, and answers with that
    /// use case's Response (`EndMatch`'s or `Share`'s); it has none of its own.
    public enum Answer {
        public struct Request: Sendable, Equatable { public var yes: Bool }
    }

    /// `share`, `share md`, `share FILE`, and a yes or no to replacing a file.
    public enum Share {
        public struct Request: Sendable, Equatable { public var command: ShareCommand }
        public struct Response: Sendable, Equatable {
            public var match: Match
            /// What the share flow said: a file written, kept, refused; nil when a block is shown.
            public var news: Message?
        }
        public struct ViewModel: Sendable, Equatable { public var board: GatherBoard }
    }

    /// Enter alone: the match as stored now (another window may have scored), after a share block too.
    public enum Refresh {
        public struct Request: Sendable, Equatable { public init() {} }
        public struct Response: Sendable, Equatable {
            public var match: Match
            public var outcome: Result<GatherSaving, Refusal>
        }
        public struct ViewModel: Sendable, Equatable { public var board: GatherBoard }
    }

    /// What changes nothing in the match: `back`, a line that could not be read.
    public enum Notice {
        public enum Kind: Sendable, Equatable {
            case back
            case unreadable(GatherUnreadable)
            case unknown(String)
        }
        public struct Request: Sendable, Equatable { public var kind: Kind }
        public struct Response: Sendable, Equatable {
            public var match: Match
            public var kind: Kind
        }
        public struct ViewModel: Sendable, Equatable { public var board: GatherBoard }
    }

    /// The match ended, or went elsewhere: the view controller hands over to its router.
    public enum Leave {
        public struct ViewModel: Sendable, Equatable {
            /// What the player list shows first.
            public var notice: Message
        }
    }
}
