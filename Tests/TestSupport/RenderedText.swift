import TerminalUI

extension ScreenContent {
    /// The screen as a person would read it through a pipe: plain text, 80 columns.
    @MainActor
    public func renderedText(width: Int = 80, showingHelp: Bool = false) -> String {
        let renderer = ScreenRenderer(appName: "Football Gather", width: width, styled: false)
        return renderer.frame(self, showingHelp: showingHelp).joined(separator: "\n") + "\n" + renderer.prompt(prompt)
    }
}

extension ScreenContent {
    /// The widths every screen is tried at: the narrowest it must fit, two common ones, the widest laid out.
    public static let testedWidths = [40, 50, 80, 160]

    /// Lines of the screen, and of its help, wider than `width` or ending with a space.
    @MainActor
    public func widthProblems(width: Int) -> [String] {
        let renderer = ScreenRenderer(appName: "Football Gather", width: width, styled: false)
        return (renderer.frame(self) + renderer.frame(self, showingHelp: true)).filter { SafeText.width($0) > width || $0.hasSuffix(" ") }
    }
}
