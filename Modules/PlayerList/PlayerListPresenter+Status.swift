import Domain
import TerminalUI

/// The lines the list shows about its state: the question asked, and why the roster is not live.
extension PlayerListPresenter {
    var confirmation: String? {
        switch question {
        case .delete(_, let name): "Delete \(name)? (y/n)"
        case .discard(let match): "Discard the unfinished match (\(Self.score(match)))? (y/n)"
        case nil: nil
        }
    }

    /// A failed load keeps saying why, and a roster shown offline says so, until another message
    /// takes its place for one event.
    var statusLine: Message? {
        if case .failed(let reason) = roster { return .error(reason + " Type r to retry.") }
        return interactor.offlineSince.map { .info(offline.line(since: $0)) }
    }
}
