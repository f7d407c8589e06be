/// MVVM's binding, written by hand as the community's "box" (no Combine, and none of the Observation
/// framework's `Observable` or SwiftUI's `Bindable`): a value its owner changes and others bind to.
/// `bind` calls the observer back at once with the value as it is, then with every new one, so a view
/// bound late still shows the latest.
@MainActor
public final class Box<Value> {
    public typealias Observer = (Value) -> Void

    /// Only its owner in this module changes it; every change reaches each observer.
    public internal(set) var value: Value {
        didSet {
            for observer in observers { observer(value) }
        }
    }
    private var observers: [Observer] = []

    public init(_ value: Value) {
        self.value = value
    }

    public func bind(_ observer: @escaping Observer) {
        observers.append(observer)
        observer(value)
    }
}

extension Box where Value: Equatable {
    /// Takes `new` only when it differs: an observer hears what changed, not every publish.
    func update(_ new: Value) {
        if value != new { value = new }
    }
}
