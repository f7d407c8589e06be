import TerminalUI

/// Where a screen's loaded data stands: the same four states on every screen that loads, so
/// each says "loading", why it failed (and that `r` tries again) and "nothing yet" the same way.
public enum LoadState<Loaded> {
    case loading
    /// Loading failed; the text says why.
    case failed(String)
    case empty
    case loaded(Loaded)

    /// The loaded value as rows to show: `empty` when there are none.
    public func rows<Row>(_ rows: (Loaded) -> [Row]) -> LoadState<[Row]> {
        switch map(rows) {
        case .loaded(let shown) where shown.isEmpty: .empty
        case let state: state
        }
    }

    /// The loaded value transformed; the other states as they are.
    public func map<Shown>(_ transform: (Loaded) -> Shown) -> LoadState<Shown> {
        switch self {
        case .loading: .loading
        case .failed(let reason): .failed(reason)
        case .empty: .empty
        case .loaded(let value): .loaded(transform(value))
        }
    }

    /// A failed load keeps saying why, with the way to retry, until another message takes its place.
    public var failure: Message? {
        guard case .failed(let reason) = self else { return nil }
        return .error(reason + " Type r to retry.")
    }

    public var isLoaded: Bool {
        if case .loaded = self { return true }
        return false
    }

    public var isFailed: Bool {
        failure != nil
    }
}

extension LoadState: Sendable where Loaded: Sendable {}
extension LoadState: Equatable where Loaded: Equatable {}
