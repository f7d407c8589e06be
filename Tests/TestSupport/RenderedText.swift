import TerminalUI

extension ScreenContent {
    /// The screen as a person would read it through a pipe: plain text, 80 columns.
    @MainActor
    public func renderedText(width: Int = 80, showingHelp: Bool = false) -> String {
        let renderer = ScreenRenderer(appName: "Football Gather", width: width, styled: false)
        return renderer.frame(self, showingHelp: showingHelp).joined(separator: "\n") + "\n" + renderer.prompt(prompt)
    }
}
