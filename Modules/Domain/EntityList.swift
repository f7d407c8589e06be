/// A feature's entities in the order it shows them, each made a protocol value (`any …Entity`) only as
/// it is read. A player or a record is too big to sit in a protocol value as it is: each gets a box of
/// its own, and a list of a big group's 10 000 made as many boxes at once (over 1 MB) to read each once.
public struct EntityList<Element>: RandomAccessCollection, Sendable {
    public let count: Int
    private let element: @Sendable (Int) -> Element

    /// `stored` in `order` (their places in it), or as they are; `entity` makes each the element.
    public init<Stored: Sendable>(_ stored: [Stored], order: [Int]? = nil, as entity: @escaping @Sendable (Stored) -> Element) {
        count = order?.count ?? stored.count
        element = { place in entity(order.map { stored[$0[place]] } ?? stored[place]) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }
    public subscript(position: Int) -> Element { element(position) }
}
