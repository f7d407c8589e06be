/// Where screens go: routers hold this protocol, never the concrete stack.
@MainActor
public protocol Navigating: AnyObject {
    func push(_ screen: any Screen)
    func pop()
    func popToRoot()
    func replaceRoot(with screen: any Screen)
    func quit()
}

/// The stack of screens the run loop shows; the top one gets the input.
@MainActor
public final class Navigator: Navigating {
    public private(set) var stack: [any Screen] = []
    public private(set) var hasQuit = false
    /// Set whenever a different screen comes on top, so the run loop can tell it.
    public private(set) var topChanged = false

    public init() {}

    public var top: (any Screen)? { stack.last }

    public func push(_ screen: any Screen) {
        stack.last?.didDisappear()
        stack.append(screen)
        topChanged = true
    }

    public func pop() {
        guard stack.count > 1 else { return }
        stack.removeLast()
        topChanged = true
    }

    public func popToRoot() {
        guard stack.count > 1 else { return }
        stack.removeSubrange(1...)
        topChanged = true
    }

    public func replaceRoot(with screen: any Screen) {
        stack = [screen]
        topChanged = true
    }

    public func quit() {
        hasQuit = true
    }

    /// Returns whether the top changed since the last call, and resets the flag.
    public func consumeTopChange() -> Bool {
        defer { topChanged = false }
        return topChanged
    }
}
