import Domain
import Foundation
import Testing

@testable import RemoteStorage

/// A list is decoded again only when its answer changes.
@Suite struct RemoteDecodedListsTests {
    @Test func theSameAnswerByteForByte_isNotDecodedAgain_anyOtherIs() throws {
        let lists = RemoteDecodedLists()
        var decoded: [String] = []
        func ids(_ body: String, at path: String = "api/players") throws(ServiceError) -> [Int] {
            try lists.value(at: path, from: Data(body.utf8)) { data throws(ServiceError) in
                decoded.append(body)
                guard let ids = try? JSONDecoder().decode([Int].self, from: data) else { throw .unexpected("not a list") }
                return ids
            }
        }

        #expect(try ids("[1,2]") == [1, 2])
        #expect(try ids("[1,2]") == [1, 2])
        #expect(try ids("[1, 2]") == [1, 2], "any other byte: decoded again")
        #expect(try ids("[3]") == [3])
        #expect(try ids("[3]", at: "api/gathers") == [3], "each path its own")
        #expect(throws: ServiceError.self) { try ids("[4") }
        #expect(throws: ServiceError.self) { try ids("[4") }
        #expect(try ids("[3]") == [3], "an answer that can't be read leaves the last one")
        #expect(decoded == ["[1,2]", "[1, 2]", "[3]", "[3]", "[4", "[4"])
    }
}
