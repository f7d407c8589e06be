/// Where a full draw left the title line (the clock), so a tick can rewrite that row in
/// place without touching anything else; or that no row is known to hold it.
///
/// After the screen is cleared, the frame starts on the top row. If the frame and the
/// prompt fit in the window, the title is on row 1. If not, the top has scrolled away:
/// a screen that ticks then repeats the title line just above the prompt, at the bottom.
struct StatusPlacement: Equatable {
    /// The row the title line is on (1 is the top), when known.
    private var row: Int?
    /// The size the frame was drawn for: after a resize the row means nothing.
    private var size: TerminalSize?
    /// Whether the title line is drawn again above the prompt.
    private(set) var repeatsTitle = false

    static let unknown = StatusPlacement()

    private init() {}

    init(frame: [String], prompt: String, size: TerminalSize, layoutWidth: Int, ticking: Bool) {
        self.size = size
        // Narrower than the layout, lines wrap and a rewritten title would spill over.
        guard let rows = size.rows, size.columns >= layoutWidth else { return }
        let promptRows = Self.rows(prompt, columns: size.columns)
        if frame.count + promptRows <= rows {
            row = 1
        } else if ticking, rows > promptRows {
            repeatsTitle = true
            row = rows - promptRows
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
