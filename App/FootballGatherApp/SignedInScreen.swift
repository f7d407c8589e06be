import TerminalUI

/// A screen of a signed-in user's, with their name top right when the screen puts nothing
/// else there (the match screen keeps its clock): every screen says whose data it shows.
@MainActor
final class SignedInScreen: Screen {
    private let base: any Screen
    private let username: String

    init(_ base: any Screen, username: String) {
        self.base = base
        self.username = username
    }

    var content: ScreenContent {
        var content = base.content
        if content.status.isEmpty { content.status = username }
        return content
    }

    var wantsTicks: Bool { base.wantsTicks }

    func willAppear() async {
        await base.willAppear()
    }

    func didDisappear() {
        base.didDisappear()
    }

    func handle(_ input: String) async {
        await base.handle(input)
    }

    func tick() async {
        await base.tick()
    }
}
