// Waiting: on a call the loop makes for the user (a working line on a terminal), and on one a screen
// started itself (`Screen.isWaiting`: the lines typed meanwhile are held for it).
extension ScreenLoop {
    /// Whether `line` waits for the top screen to be done: typed while it waits, unless it quits.
    /// A screen waiting in the background may have put another on top meanwhile (Login, its sign-in
    /// refused): that one appears, and is drawn, before it gets a line.
    func showingATopChangedMeanwhile() async {
        guard await showNewTopIfNeeded(), !navigator.hasQuit else { return }
        draw()
    }

    func holds(_ line: String) -> Bool {
        guard navigator.top?.isWaiting == true || !held.isEmpty else { return false }
        if ["q", "quit", "exit"].contains(line.trimmingCharacters(in: .whitespaces).lowercased()), lastPromptKind == .command {
            return false
        }
        held.append(line)
        return true
    }

    /// The lines held while the screen waited, handled in order as if typed now (unless it waits again).
    func handOverHeld() async -> Int32? {
        while navigator.top?.isWaiting != true, !held.isEmpty {
            let line = held.removeFirst()
            acknowledge(line)
            await sayingWhileWorking { await handle(line) }
            await showNewTopIfNeeded()
            if navigator.hasQuit { return 0 }
            draw()
        }
        guard inputEnded, navigator.top?.isWaiting != true, held.isEmpty else { return nil }
        write("\n")
        return 0
    }

    /// Runs `work` (a screen waiting on a service, maybe); if it is still running after
    /// `workingDelay` on a terminal, draws the screen as it is meanwhile, with its working line.
    /// Through a pipe that would be noise: only the outcome is printed.
    func sayingWhileWorking(_ work: () async -> Void) async {
        guard terminal.capabilities.redraws else { return await work() }
        let clock = clock
        let announcement = Task { [weak self] in
            try await clock.sleep(for: Self.workingDelay)
            // The call may have ended while this waited to run: its outcome is on screen by now.
            var shown: ScreenContent?
            while !Task.isCancelled {
                shown = self?.drawWorking(unless: shown)
                // A long call may say how far it got ("Loading matches: 240 of 1 000…"): shown as it changes.
                try await clock.sleep(for: Self.workingRefresh)
            }
        }
        await work()
        announcement.cancel()
    }

    /// The top screen mid-call, as its presenter shows it meanwhile (a working line, or a loading
    /// state such as the list's), without commands or a prompt: nothing can be typed until it is done.
    /// Returns what it drew; draws nothing when that is still `unless`.
    private func drawWorking(unless shown: ScreenContent?) -> ScreenContent? {
        guard let screen = navigator.top else { return nil }
        var content = screen.content
        content.actions = []
        guard content != shown else { return shown }
        let size = terminal.size
        renderer.width = TerminalSize.layoutWidth(size.columns)
        var output = ANSI.clearScreen
        let header = renderer.header(content)
        let body = renderer.lines(of: content.body)
        let footer = renderer.footer(content, showingHelp: false)
        Self.append(
            fit.working(
                header: header, body: body, footer: footer, prompt: content.prompt.kind, leavesFor: content.leavesFor, rows: size.rows,
                renderer: renderer), to: &output)
        statusPlacement = .unknown
        write(output)
        return content
    }
}
