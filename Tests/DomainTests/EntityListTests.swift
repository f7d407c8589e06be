import Domain
import Synchronization
import Testing

@Suite struct EntityListTests {
    private protocol Named: Sendable { var name: String { get } }

    private struct Person: Named { let name: String }

    private let people = ["Ann", "Bob", "Cid"].map(Person.init)

    @Test func readsTheStoredElements_inTheirOrder_orAsTheyAre() {
        let shown = EntityList(people, order: [2, 0]) { $0 as any Named }
        #expect(shown.count == 2)
        #expect(shown.map(\.name) == ["Cid", "Ann"])
        #expect(shown.first?.name == "Cid" && shown.last?.name == "Ann")

        #expect(EntityList(people) { $0 as any Named }.map(\.name) == ["Ann", "Bob", "Cid"])
        #expect(EntityList([Person](), order: []) { $0 as any Named }.isEmpty)
    }

    @Test func makesAnElement_eachTimeOneIsRead_andNoneBefore() {
        let made = Atomic(0)
        let shown = EntityList(people) { person -> any Named in
            made.add(1, ordering: .relaxed)
            return person
        }
        #expect(made.load(ordering: .relaxed) == 0)
        #expect(shown[1].name == "Bob")
        #expect(made.load(ordering: .relaxed) == 1)
    }
}
