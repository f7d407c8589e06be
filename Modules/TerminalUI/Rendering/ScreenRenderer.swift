/// Turns `ScreenContent` into the text written to the terminal. Every string
/// from the content is sanitised here, so no view can leak an escape sequence.
public struct ScreenRenderer: Sendable {
    public var appName: String
    public var width: Int
    public var styled: Bool

    public init(appName: String, width: Int, styled: Bool) {
        self.appName = appName
        self.width = max(40, width)
        self.styled = styled
    }

    /// The whole screen: title line, rule, body, message, actions (or help).
    public func frame(_ content: ScreenContent, showingHelp: Bool = false) -> [String] {
        header(content) + body(content.body) + [""] + footer(content, showingHelp: showingHelp)
    }

    public func body(_ blocks: [Block]) -> [String] {
        Array(lines(of: blocks))
    }

    /// The body's lines, those of tables side by side made only when asked for (see `BodyLines`).
    public func lines(of blocks: [Block]) -> BodyLines {
        var lines = BodyLines()
        for block in blocks {
            if case .sideBySide(let tables) = block { lines.append(self.lines(sideBySide: tables)) } else { lines.append(render(block)) }
        }
        return lines
    }

    /// The title line gives way to the status (a running clock is always shown in full):
    /// first the app's name goes, then the title is cut. Only a status longer than half the
    /// line (a server's address) is cut, to leave the title room. No trailing spaces.
    public func header(_ content: ScreenContent) -> [String] {
        let fullTitle = " \(SafeText.sanitize(appName)) · \(SafeText.sanitize(content.title))"
        var status = SafeText.sanitize(content.status)
        if SafeText.width(status) > width / 2 {
            status = SafeText.truncate(status, to: max(width / 2, width - 2 - SafeText.width(fullTitle)))
        }
        let room = status.isEmpty ? width : width - 2 - SafeText.width(status)
        let title = SafeText.truncate(SafeText.width(fullTitle) > room ? " " + SafeText.sanitize(content.title) : fullTitle, to: room)
        let rule = style(String(repeating: "─", count: width), .dim)
        guard !status.isEmpty else { return [style(title, .title), rule] }
        let gap = String(repeating: " ", count: width - SafeText.width(title) - SafeText.width(status))
        return [style(title, .title) + gap + style(status, .dim), rule]
    }

    /// Message and action bar (or the full help), the part that changes most.
    public func footer(_ content: ScreenContent, showingHelp: Bool) -> [String] {
        var lines: [String] = []
        // Help answers `?`: a message from before would read as the answer.
        if let message = content.message, !showingHelp {
            lines += wrap(SafeText.sanitize(message.text), indent: " ").map { style($0, messageStyle(message.kind)) }
        }
        if showingHelp {
            lines += help(content.actions)
        } else if !content.actions.isEmpty {
            lines += actionBar(content.actions)
        }
        return lines
    }

    public func prompt(_ prompt: Prompt) -> String {
        prompt.kind == .command ? "> " : "\(SafeText.sanitize(prompt.label)) "
    }

    func render(_ block: Block) -> [String] {
        switch block {
        case .blank: [""]
        case .text(let text, let textStyle): wrap(SafeText.sanitize(text), indent: " ").map { style($0, textStyle) }
        case .verbatim(let text): [SafeText.truncate(SafeText.sanitize(text), to: width)]
        case .labelled(let text, let hang): hanging(SafeText.sanitize(text), hang: hang)
        case .table(let table): render(table)
        case .sideBySide(let tables): render(sideBySide: tables)
        }
    }

    func actionBar(_ actions: [Action]) -> [String] {
        let items = (actions + [Action("?", "help", help: "")]).map { "\(SafeText.sanitize($0.key)) \(SafeText.sanitize($0.label))" }
        var lines: [String] = []
        var current = ""
        for item in items {
            let candidate = current.isEmpty ? " " + item : current + "   " + item
            if SafeText.width(candidate) > width, !current.isEmpty {
                lines.append(current)
                current = " " + item
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { style($0, .dim) }
    }

    /// A command a line: its key, then its sentence in a column. In a narrow window a long key would leave
    /// the sentences little room: such a key has a line of its own, its sentence under it in the column.
    func help(_ actions: [Action]) -> [String] {
        let all = actions + [Action("?", "help", help: "Show this help."), Action("q", "quit", help: "Quit \(appName).")]
        let longest = all.map { SafeText.width(SafeText.sanitize($0.key)) }.max() ?? 1
        let keyWidth = min(longest, max(4, width / 4 - 1))
        return [style(" Commands", .emphasis)]
            + all.flatMap { action in
                let key = SafeText.sanitize(action.key)
                let lines = wrap(SafeText.sanitize(action.help), indent: String(repeating: " ", count: keyWidth + 4))
                guard SafeText.width(key) <= keyWidth else { return ["  " + key] + lines }
                return lines.enumerated().map { index, text in
                    index == 0 ? "  " + SafeText.pad(key, to: keyWidth) + "  " + text.dropFirst(keyWidth + 4) : text
                }
            }
    }

    /// Wraps like `.text`, the lines after the first `hang` columns further in; a hang that leaves
    /// too little room is not kept.
    func hanging(_ text: String, hang: Int) -> [String] {
        let lines = wrap(text, indent: " ")
        let pad = String(repeating: " ", count: 1 + hang)
        guard lines.count > 1, width - pad.count >= 12 else { return lines }
        // The first line is the text's start (runs of spaces are kept), after the one-space margin.
        let rest = text.dropFirst(lines[0].count - 1).drop { $0 == " " }
        return [lines[0]] + wrap(String(rest), indent: pad)
    }

    /// Wraps at word boundaries to the width, each line starting with `indent`.
    func wrap(_ text: String, indent: String) -> [String] {
        SafeText.wrap(text, to: max(10, width - SafeText.width(indent))).map { indent + $0 }
    }

    func messageStyle(_ kind: Message.Kind) -> TextStyle {
        switch kind {
        case .info: .plain
        case .working: .dim
        case .success: .success
        case .error, .alert: .error
        }
    }

    func style(_ text: String, _ textStyle: TextStyle) -> String {
        guard styled, textStyle != .plain, !text.isEmpty else { return text }
        return textStyle.escape + text + ANSI.reset
    }
}
