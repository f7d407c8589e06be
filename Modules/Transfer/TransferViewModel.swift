import Presentation
import TerminalUI

/// Everything the transfer view shows, already worded.
public struct TransferViewModel: Sendable, Equatable {
    public var title: String = ""
    /// Whose screen it is, top right.
    public var owner: String = ""
    /// What the job is and, once the file or the data is read, what it would do.
    public var lines: [String] = []
    public var message: Message?
    /// Waiting for y or n.
    public var question: String?
    /// The job is over: the player list is next.
    public var isOver = false
    /// `why`: every row the import refused, shown instead of the job until `b`.
    public var refused: RefusedRows?
    /// The import refused rows: `why` is offered.
    public var offersWhy = false
}
