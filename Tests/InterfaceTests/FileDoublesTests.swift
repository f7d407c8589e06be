import Domain
import Foundation
import RosterFilesInterface
import ShareFilesInterface
import Testing

@Suite struct FileDoublesTests {
    @Test func rosterFileReadingDouble_forwardsToItsClosure() async {
        var double = RosterFileReadingDouble()
        double.onContents = { path, limit in path == "a.csv" && limit == 10 ? .success(Data("Ana".utf8)) : .failure(.notFound) }

        #expect(await double.contents(ofPath: "a.csv", limit: 10) == .success(Data("Ana".utf8)))
        #expect(await double.contents(ofPath: "b.csv", limit: 10) == .failure(.notFound))
    }

    @Test func rosterFileReadingDouble_unsetReadFails_namingTheCall() async {
        #expect(await RosterFileReadingDouble().contents(ofPath: "a.csv", limit: 10) == .failure(.failed("RosterFileReading.contents was not set up")))
    }

    @Test func shareFileWritingDouble_forwardsToItsClosures() async {
        let calls = Calls()
        var double = ShareFileWritingDouble()
        double.onTarget = { $0 == "kept.txt" ? .file : .refused(.folder) }
        double.onWrite = { text, path, replacing in
            calls.record("\(text) → \(path) \(replacing)")
            return .exists
        }

        #expect(await double.target(atPath: "kept.txt") == .file)
        #expect(await double.target(atPath: "/tmp") == .refused(.folder))
        #expect(await double.write("2-1", toPath: "kept.txt", replacing: false) == .exists)
        #expect(calls.all == ["2-1 → kept.txt false"])
    }

    @Test func shareFileWritingDouble_unset_findsNothingThere_andEveryWriteFails() async {
        let double = ShareFileWritingDouble()

        #expect(await double.target(atPath: "out.txt") == .nothing)
        #expect(await double.write("2-1", toPath: "out.txt", replacing: true) == .failed("ShareFileWriting.write was not set up"))
    }
}
