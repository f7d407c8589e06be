/// The run loop's memory of which part of a screen taller than the window is shown, and of help
/// taller than it (see `BodyPage`): Enter shows the next lines, and another body starts from its top.
struct ScreenFit {
    private var bodyPage = BodyPage()
    private var helpPage = BodyPage()
    /// A digest of the screen's key and body when last fitted.
    private var fittedBody: Int?

    /// What Enter does after the last lines of a screen shown in part: it starts again, or leaves the screen
    /// (`leavesFor`, said as "Enter goes back to the match"); nil at a field, where Enter is the field's.
    static func atEnd(_ prompt: Prompt.Kind, leavesFor: String?) -> String? {
        guard prompt == .command else { return nil }
        return leavesFor.map { "Enter goes \($0)" } ?? "Enter starts again"
    }

    /// `?`: help is shown from its top.
    mutating func helpOpened() {
        helpPage = BodyPage()
    }

    /// Enter at a command prompt, on a screen or help shown in part: the next lines; past the last ones
    /// the screen's top again (the line then goes to the screen), or the help closes. True when that was all.
    mutating func enter(showingHelp: inout Bool) -> Bool {
        if showingHelp {
            guard helpPage.isCut else { return false }
            if helpPage.hasMore {
                helpPage.next()
            } else {
                showingHelp = false
            }
            return true
        }
        guard bodyPage.isCut else { return false }
        if bodyPage.hasMore {
            bodyPage.next()
            return true
        }
        bodyPage.firstLine = 0
        return false
    }

    /// The lines to draw in `rows` (the window's less the prompt's; unknown, all of them): the title on
    /// top and the body cut to fit. Help that does not fit under the screen is shown alone, a page at a
    /// time. A screen (`key`) with another body is shown from its top.
    mutating func lines(
        header: [String], body: BodyLines, bodyDigest: Int, footer: [String], prompt: Prompt.Kind, leavesFor: String? = nil, rows: Int?,
        key: String, showingHelp: Bool, renderer: ScreenRenderer
    ) -> [String] {
        guard let rows else { return header + body + [""] + footer }
        if showingHelp, header.count + body.count + 1 + footer.count > rows {
            return helpPage.fit(header: header, body: BodyLines(footer), footer: [], rows: rows, atEnd: "Enter closes help", renderer: renderer)
        }
        var hasher = Hasher()
        hasher.combine(key)
        hasher.combine(bodyDigest)
        let digest = hasher.finalize()
        if digest != fittedBody {
            bodyPage = BodyPage()
            fittedBody = digest
        }
        return bodyPage.fit(
            header: header, body: body, footer: footer, rows: rows, atEnd: Self.atEnd(prompt, leavesFor: leavesFor), renderer: renderer)
    }

    /// A screen mid-call, without a prompt, on the page the user was on, which stays as it is.
    func working(
        header: [String], body: BodyLines, footer: [String], prompt: Prompt.Kind, leavesFor: String? = nil, rows: Int?, renderer: ScreenRenderer
    ) -> [String] {
        guard let rows else { return header + body + [""] + footer }
        var page = bodyPage
        return page.fit(
            header: header, body: body, footer: footer, rows: rows, atEnd: Self.atEnd(prompt, leavesFor: leavesFor), renderer: renderer)
    }
}
