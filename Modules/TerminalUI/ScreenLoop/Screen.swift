/// A screen the run loop can show: a feature's View conforms to it.
@MainActor
public protocol Screen: AnyObject {
    /// What to draw now.
    var content: ScreenContent { get }
    /// Called each time the screen becomes the top one: first shown, or returned to.
    func willAppear() async
    /// Another screen went on top of this one: what it kept only to be drawn can go, for it is made
    /// again when the screen comes back (`willAppear`). A list of 10 000 keeps its table so.
    func didDisappear()
    /// One line the user typed (global commands such as `q` are handled before).
    func handle(_ input: String) async
    /// Whether the screen shows time: only then does the run loop pass it ticks
    /// (and build its content twice a second to see what changed).
    var wantsTicks: Bool { get }
    /// One second passed (ticks come from the injected ticker, so tests never sleep).
    func tick() async
    /// Waiting on a call it started itself, drawn meanwhile as it is: the run loop holds the lines
    /// typed until it is done (all but `q`, which quits at once), then hands them over in order. It
    /// says it is done through `ScreenUpdates`.
    var isWaiting: Bool { get }
}

extension Screen {
    public func willAppear() async {}
    public func didDisappear() {}
    public var wantsTicks: Bool { false }
    public func tick() async {}
    public var isWaiting: Bool { false }
}

/// How a screen tells the run loop it changed by itself, outside any event (a call it started in the
/// background ended): the loop draws it again. One for the app; the loop reads `events`.
public final class ScreenUpdates: Sendable {
    public let events: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    public init() {
        (events, continuation) = AsyncStream.makeStream(of: Void.self)
    }

    public func screenChanged() {
        continuation.yield()
    }
}
