import Domain
import Foundation
import GathersInterface
import ShareFilesInterface
import TerminalUI

/// The one seam of the match screen: the composition root builds it through `MatchScreenBuilding`,
/// which each of its four implementations (VIPER's Gather, GatherMVC, GatherMVVM, GatherStore)
/// satisfies, from the same parts; `--pattern` chooses which.
@MainActor
public protocol MatchScreenBuilding: Sendable {
    static func build(_ parts: MatchScreenParts) -> any Screen
}

/// What every match screen is built from.
@MainActor
public struct MatchScreenParts {
    public let user: User
    /// The gather and where it stands: a fresh `GatherProgress()` for a new match, or the progress
    /// saved before the app stopped, to resume it.
    public let unfinished: UnfinishedGather
    public let gathers: any GathersService
    public let shareFiles: any ShareFileWriting
    public let clock: any WallClock
    /// The zone the match's date is shared in.
    public let timeZone: TimeZone
    public let navigator: any Navigating
    public let exits: any MatchScreenExits

    public init(
        user: User, unfinished: UnfinishedGather, gathers: any GathersService, shareFiles: any ShareFileWriting, clock: any WallClock,
        timeZone: TimeZone, navigator: any Navigating, exits: any MatchScreenExits
    ) {
        self.user = user
        self.unfinished = unfinished
        self.gathers = gathers
        self.shareFiles = shareFiles
        self.clock = clock
        self.timeZone = timeZone
        self.navigator = navigator
        self.exits = exits
    }
}

/// The screens a match screen opens, built by the App: the player list, once the match has ended
/// or gone elsewhere.
@MainActor
public protocol MatchScreenExits: AnyObject {
    /// The player list, showing `notice` when it first appears.
    func makePlayerListScreen(for user: User, notice: Message) -> any Screen
}
