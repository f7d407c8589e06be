import MatchScreen
import Presentation
import TerminalUI

/// What the match view tells its controller, as a UIKit view forwards its actions: it appears,
/// a second passed, a line was typed (already read into a command).
@MainActor
public protocol GatherMVCViewDelegate: AnyObject {
    func gatherViewWillAppear(_ view: GatherMVCView)
    /// One second passed.
    func gatherViewDidTick(_ view: GatherMVCView) async
    /// A typed line, read as `GatherCommand` reads it: a (y/n) question on screen makes it an answer.
    func gatherView(_ view: GatherMVCView, didEnter command: GatherCommand) async
}

/// The match as text, drawn as every implementation of the match screen draws it (GatherLayout).
/// Passive: it shows what its controller last gave it and forwards everything else.
public final class GatherMVCView: Screen {
    /// Strong, unlike a UIKit delegate: the navigator holds the screen, so the view keeps its
    /// controller alive, and the controller holds the view weakly.
    public var delegate: (any GatherMVCViewDelegate)?
    /// What is on screen: the controller sets it with `show(_:)`.
    public private(set) var board = GatherBoard()

    public init() {}

    public func show(_ board: GatherBoard) {
        self.board = board
    }

    public func willAppear() async {
        delegate?.gatherViewWillAppear(self)
    }

    public var wantsTicks: Bool { true }

    public func tick() async {
        await delegate?.gatherViewDidTick(self)
    }

    public func handle(_ input: String) async {
        await delegate?.gatherView(self, didEnter: GatherCommand(input, asking: board.confirmation != nil))
    }

    public var content: ScreenContent {
        GatherLayout.content(board)
    }
}
