import Domain
import TerminalUI

/// `why` after a roster file was read: every row it refused, shown in place of the screen until
/// `b`. The player list and the transfer screen offer it alike.
public struct RefusedRowsPage: Sendable {
    /// The rows shown in place of the screen; nil while the screen itself is shown.
    public private(set) var rows: RefusedRows?

    public init() {}

    public var isOpen: Bool { rows != nil }

    /// `why`: opens the page on the rows `file` refused and answers nil; when it refused none, what
    /// to say instead (while a y/n question is open, `why` is no answer to it).
    public mutating func open(_ file: RosterImport?, asking: Bool) -> Message? {
        guard let file, !file.refused.isEmpty else { return .error(asking ? Wording.yesOrNo : ImportWording.nothingRefused(file)) }
        rows = ImportWording.refusedRows(file)
        return nil
    }

    /// `b` or Enter on the page: back to the screen.
    public mutating func close() {
        rows = nil
    }

    /// `why` is offered once a file refused rows.
    public static func offersWhy(_ file: RosterImport?) -> Bool {
        file?.refused.isEmpty == false
    }
}
