/// Where a full draw left the title line (the clock), so a tick can rewrite that row in
/// place without touching anything else; or that no row is known to hold it.
///
/// After the screen is cleared, the frame starts on the top row, and it is cut to fit the
/// window (see `BodyPage`): the title is on row 1. Only a frame that still does not fit
/// (a window a few rows tall) leaves the row unknown.
struct StatusPlacement: Equatable {
    /// The row the title line is on (1 is the top), when known.
    private var row: Int?
    /// The size the frame was drawn for: after a resize the row means nothing.
    private var size: TerminalSize?

    static let unknown = StatusPlacement()

    private init() {}

    init(frame: [String], prompt: String, size: TerminalSize, layoutWidth: Int) {
        self.size = size
        // Narrower than the layout, lines wrap and a rewritten title would spill over.
        guard let rows = size.rows, size.columns >= layoutWidth else { return }
        if frame.count + Self.rows(prompt, columns: size.columns) <= rows {
            row = 1
        }
    }

    /// The title's row, if the window still has the size the frame was drawn for.
    func row(for currentSize: TerminalSize) -> Int? {
        currentSize == size ? row : nil
    }

    /// Rows a line takes in a window `columns` wide (a long prompt wraps).
    static func rows(_ line: String, columns: Int) -> Int {
        let width = SafeText.width(ANSI.visible(line))
        return max(1, (width + columns - 1) / max(1, columns))
    }
}
