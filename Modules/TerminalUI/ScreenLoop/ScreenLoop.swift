/// The run loop: shows the top screen, feeds it the user's lines and the
/// clock's ticks (merged, on the main actor), until quit or end of input.
@MainActor
public final class ScreenLoop {
    let terminal: any Terminal
    let navigator: Navigator
    /// Its width follows the terminal's, read at every draw.
    var renderer: ScreenRenderer
    /// Where the last full draw left the title line, for a tick to rewrite; nil when that
    /// row is not known to be on screen (then a tick draws the whole screen again).
    var statusPlacement = StatusPlacement.unknown
    private let ticks: AsyncStream<Void>?
    private let updates: ScreenUpdates?
    /// Lines typed while the top screen waits (`Screen.isWaiting`), handed over once it is done.
    var held: [String] = []
    /// Input ended while lines were held: the loop ends once they are handled.
    var inputEnded = false
    private var showingHelp = false
    /// A digest of the last screen drawn through a pipe, not its lines: a long
    /// list is not kept twice. (Two different screens share one with a chance of
    /// about 1 in 2^64, and then only the news would be printed.)
    private var lastHeaderAndBody: Int?
    private var lastMessage: Message?
    /// The prompt the user is answering: the one drawn last.
    var lastPromptKind = Prompt.Kind.command
    private var lastPrompt = ""
    /// The line being typed, on a terminal that sends keys: drawn again after every redraw.
    private var editor = LineEditor()
    /// The lines typed at each kind of prompt this session, for ↑ and ↓ (never a secret).
    private var histories: [String: [String]] = [:]
    /// The kind of the prompt drawn last: its screen's title without counts ("Players (4)" is "Players").
    private var historyKey = ""
    private var lastOutputEndedLine = true
    /// Where each screen's list is (its page, what was found), by the screen's prompt kind.
    private var pages: [String: ListPage] = [:]
    /// The lines shown of a screen taller than the window, and of help taller than it.
    var fit = ScreenFit()
    /// The screen's message when the loop last acted on a line itself (a page, `/ text`): it belonged to
    /// the action before, so it is not shown again until the screen is given a line.
    private var setAside: Message?
    /// Times the wait before a slow call is said to be working.
    let clock: any Clock<Duration>
    /// How `/ text` compares (`Folding`).
    private let folding: Folding

    /// A call that takes longer than this shows the screen's working line, on a terminal.
    public static let workingDelay = Duration.milliseconds(150)
    /// Then its working line is drawn again this often, when it changed.
    public static let workingRefresh = Duration.milliseconds(200)

    public init(
        terminal: any Terminal,
        navigator: Navigator,
        appName: String,
        ticks: AsyncStream<Void>? = nil,
        updates: ScreenUpdates? = nil,
        clock: any Clock<Duration> = ContinuousClock(),
        folding: @escaping Folding = capitalsAndAccentsAside
    ) {
        self.terminal = terminal
        self.navigator = navigator
        self.ticks = ticks
        self.updates = updates
        self.clock = clock
        self.folding = folding
        renderer = ScreenRenderer(
            appName: appName,
            width: terminal.capabilities.width,
            styled: terminal.capabilities.isStyled
        )
    }

    /// Runs until the user quits or input ends; returns the exit status.
    public func run() async -> Int32 {
        defer { terminal.restore() }
        var status = await start()
        if status == nil {
            for await event in Self.merge(terminal.inputEvents(), ticks, updates?.events) {
                status = await process(event)
                if status != nil { break }
            }
        }
        endLine()
        return status ?? 0
    }

    /// Output that is not redrawn (a pipe, a file) ends with a newline however the session
    /// ends: a prompt is left open when the user quits at a terminal whose output goes
    /// elsewhere, or when input stops without notice.
    func endLine() {
        if !lastOutputEndedLine, !terminal.capabilities.redraws { write("\n") }
    }

    func write(_ text: String) {
        guard !text.isEmpty else { return }
        terminal.write(text)
        lastOutputEndedLine = text.hasSuffix("\n")
    }

    /// Shows the first screen; an exit status if there is nothing to show.
    func start() async -> Int32? {
        await showNewTopIfNeeded()
        if navigator.hasQuit { return 0 }
        draw()
        return nil
    }

    /// Handles one event and redraws; an exit status when the app should end.
    func process(_ event: TerminalEvent) async -> Int32? {
        switch event {
        case .line(let line):
            await showingATopChangedMeanwhile()
            if holds(line) { return nil }
            acknowledge(line)
            await sayingWhileWorking { await handle(line) }
        case .key(let key):
            switch edit(with: key) {
            case .submitted(let line):
                await showingATopChangedMeanwhile()
                if holds(line) { return nil }
                await sayingWhileWorking { await handle(line) }
            case .endOfInput: return 0
            case .edited, .unchanged: return nil
            }
        case .update:
            await showNewTopIfNeeded()
            if navigator.hasQuit { return 0 }
            draw()
            return await handOverHeld()
        case .tick:
            guard let screen = navigator.top, screen.wantsTicks else { return nil }
            let before = screen.content
            await screen.tick()
            let after = screen.content
            if after == before { return nil }
            if Self.onlyStatusChanged(before, after), updateStatusInPlace(after) {
                return nil
            }
        case .resize:
            guard terminal.capabilities.redraws else { return nil }
        case .endOfInput:
            if navigator.top?.isWaiting == true || !held.isEmpty {
                inputEnded = true
                return nil
            }
            write("\n")
            return 0
        }
        await showNewTopIfNeeded()
        if navigator.hasQuit { return 0 }
        draw()
        return nil
    }

    /// A key edits the line and draws it again; Enter ends the line on screen and keeps it for ↑.
    private func edit(with key: Key) -> LineEditor.Outcome {
        let secret = lastPromptKind == .secret
        let outcome = editor.apply(key, history: secret ? [] : histories[historyKey, default: []])
        switch outcome {
        case .unchanged:
            break
        case .edited:
            write("\r" + ANSI.clearToEndOfLine + lastPrompt + typedLine)
        case .endOfInput:
            write("\n")
        case .submitted(let line):
            write("\n")
            if !secret, !line.trimmingCharacters(in: .whitespaces).isEmpty, histories[historyKey]?.last != line {
                histories[historyKey, default: []].append(line)
            }
        }
        return outcome
    }

    /// The line as typed so far, the cursor where it is in it; nothing of a secret.
    private var typedLine: String {
        guard lastPromptKind != .secret else { return "" }
        return SafeText.sanitize(editor.text) + ANSI.cursorBack(SafeText.width(SafeText.sanitize(editor.afterCursor)))
    }

    func handle(_ line: String) async {
        guard let screen = navigator.top else { return }
        if lastPromptKind == .command, line.trimmingCharacters(in: .whitespaces).isEmpty, fit.enter(showingHelp: &showingHelp) {
            setAside = screen.content.message
            return
        }
        showingHelp = false
        if lastPromptKind == .command {
            switch line.trimmingCharacters(in: .whitespaces).lowercased() {
            case "?", "help":
                showingHelp = true
                fit.helpOpened()
                return
            case "q", "quit", "exit":
                navigator.quit()
                return
            default:
                break
            }
        }
        if lastPromptKind == .command, let command = ListPage.Command(line), terminal.capabilities.redraws || command.worksThroughAPipe,
            case let content = screen.content, content.body.contains(where: ListPage.isList)
        {
            pages[historyKey, default: ListPage()].apply(command)
            setAside = content.message
            return
        }
        setAside = nil
        await screen.handle(line)
    }

    /// A ticking clock lives in the title line's status.
    static func onlyStatusChanged(_ before: ScreenContent, _ after: ScreenContent) -> Bool {
        var unchanged = after
        unchanged.status = before.status
        return unchanged == before
    }

    /// On a terminal, rewrites just the title line, leaving the cursor and whatever the
    /// user is typing where they are; through a pipe a clock is not worth a line. False
    /// when the line's row is not known to be on screen: the caller draws it all again.
    private func updateStatusInPlace(_ content: ScreenContent) -> Bool {
        guard terminal.capabilities.redraws else { return true }
        guard let row = statusPlacement.row(for: terminal.size), let title = renderer.header(content).first else { return false }
        // Cleared first: after a title as wide as the window, clearing would erase its last character.
        write(ANSI.saveCursor + ANSI.moveTo(row: row) + ANSI.clearToEndOfLine + title + ANSI.restoreCursor)
        return true
    }

    /// Whether a new top screen appeared.
    @discardableResult
    func showNewTopIfNeeded() async -> Bool {
        var appeared = false
        while navigator.consumeTopChange(), let screen = navigator.top {
            appeared = true
            setAside = nil
            await sayingWhileWorking { await screen.willAppear() }
        }
        if navigator.top == nil { navigator.quit() }
        return appeared
    }

    /// What the user typed is not echoed by a pipe or a password prompt: end the prompt line.
    func acknowledge(_ line: String) {
        let secret = lastPromptKind == .secret
        if terminal.capabilities.isInteractive {
            if secret { write("\n") }
        } else {
            write(secret ? "\n" : SafeText.sanitize(line) + "\n")
        }
    }

    func draw() {
        guard let screen = navigator.top else { return }
        let size = terminal.size
        renderer.width = TerminalSize.layoutWidth(size.columns)
        // A screen builds its content on demand (a long list is not free): once per draw.
        var content = screen.content
        // A call that ended without a word of its own leaves no working line behind.
        if content.message?.kind == .working || (setAside != nil && content.message == setAside) { content.message = nil }
        let key = Self.historyKey(of: content.title)
        content = pages[key, default: ListPage()].shown(
            in: content, rows: terminal.capabilities.redraws ? size.rows : nil, renderer: renderer, showingHelp: showingHelp,
            folding: folding
        )
        let header = renderer.header(content)
        let body = renderer.lines(of: content.body)
        let footer = renderer.footer(content, showingHelp: showingHelp)
        let prompt = renderer.prompt(content.prompt)
        var output = ""
        if terminal.capabilities.redraws {
            let rows = size.rows.map { $0 - StatusPlacement.rows(prompt, columns: size.columns) }
            let lines = fit.lines(
                header: header, body: body, bodyDigest: Self.digest(content.body, width: renderer.width), footer: footer,
                prompt: content.prompt.kind, leavesFor: content.leavesFor, rows: rows, key: key, showingHelp: showingHelp, renderer: renderer
            )
            statusPlacement = StatusPlacement(frame: lines, prompt: prompt, size: size, layoutWidth: renderer.width)
            output += ANSI.clearScreen
            Self.append(lines, to: &output)
        } else {
            // Through a pipe, screens follow each other; an unchanged screen only adds its news.
            let lines = header + Array(body)
            let digest = Self.digest(lines)
            Self.append(digest == lastHeaderAndBody ? footer : [""] + lines + [""] + footer, to: &output)
            lastHeaderAndBody = digest
        }
        if content.message?.kind == .alert, content.message != lastMessage, terminal.capabilities.isInteractive {
            output += ANSI.bell
        }
        lastMessage = content.message
        output += prompt
        if content.prompt.kind != lastPromptKind { editor = LineEditor() }
        lastPromptKind = content.prompt.kind
        lastPrompt = prompt
        historyKey = key
        // What was being typed survives the redraw (a tick, a resize, a message).
        output += typedLine
        terminal.setEcho(content.prompt.kind != .secret)
        write(output)
    }
}
