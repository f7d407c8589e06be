/// A screen the run loop can show: a feature's View conforms to it.
@MainActor
public protocol Screen: AnyObject {
    /// What to draw now.
    var content: ScreenContent { get }
    /// Called each time the screen becomes the top one: first shown, or returned to.
    func willAppear() async
    /// One line the user typed (global commands such as `q` are handled before).
    func handle(_ input: String) async
    /// Whether the screen shows time: only then does the run loop pass it ticks
    /// (and build its content twice a second to see what changed).
    var wantsTicks: Bool { get }
    /// One second passed (ticks come from the injected ticker, so tests never sleep).
    func tick() async
}

extension Screen {
    public func willAppear() async {}
    public var wantsTicks: Bool { false }
    public func tick() async {}
}
