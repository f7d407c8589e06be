import TerminalUI

/// Records where routers send the user.
@MainActor
public final class SpyNavigator: Navigating {
    public enum Call: Equatable {
        case push(String), pop, popToRoot, replaceRoot(String), quit
    }

    public private(set) var calls: [Call] = []

    public init() {}

    public func push(_ screen: any Screen) { calls.append(.push(screen.content.title)) }
    public func pop() { calls.append(.pop) }
    public func popToRoot() { calls.append(.popToRoot) }
    public func replaceRoot(with screen: any Screen) { calls.append(.replaceRoot(screen.content.title)) }
    public func quit() { calls.append(.quit) }
}

/// A screen that only has a title: what factories return in router tests.
@MainActor
public final class StubScreen: Screen {
    public private(set) var content: ScreenContent
    public private(set) var handled: [String] = []
    public private(set) var appearances = 0
    /// How many times another screen went on top of it.
    public private(set) var disappearances = 0
    /// What the title line shows on the right.
    public var status: String {
        get { content.status }
        set { content.status = newValue }
    }

    public init(title: String) {
        content = ScreenContent(title: title)
    }

    public func willAppear() async { appearances += 1 }
    public func didDisappear() { disappearances += 1 }
    public func handle(_ input: String) async { handled.append(input) }
}
