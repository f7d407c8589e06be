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
        double.onWrite = { files in
            calls.record(files.map { "\($0.text) → \($0.path) \($0.replacing)" }.joined(separator: ", "))
            return files.count == 1 ? .exists(path: files[0].path) : .partlyWritten(notPutBack: [files[0].path], reason: "Input/output error")
        }

        #expect(await double.target(atPath: "kept.txt") == .file)
        #expect(await double.target(atPath: "/tmp") == .refused(.folder))
        #expect(await double.write("2-1", toPath: "kept.txt", replacing: false) == .exists)
        let pair = [ShareFile(text: "Ann", path: "a.csv", replacing: true), ShareFile(text: "1", path: "b.csv", replacing: false)]
        #expect(await double.write(pair) == .partlyWritten(notPutBack: ["a.csv"], reason: "Input/output error"))
        #expect(calls.all == ["2-1 → kept.txt false", "Ann → a.csv true, 1 → b.csv false"])
    }

    @Test func shareFileWritingDouble_unset_findsNothingThere_andEveryWriteFails() async {
        let double = ShareFileWritingDouble()

        #expect(await double.target(atPath: "out.txt") == .nothing)
        #expect(await double.write("2-1", toPath: "out.txt", replacing: true) == .failed("ShareFileWriting.write was not set up"))
        #expect(await double.write([ShareFile(text: "2-1", path: "out.txt", replacing: false)]) == .failed("ShareFileWriting.write was not set up"))
    }

    @Test func aWriteOfOneFile_saysWhatTheWriteOfFilesSaid_withoutItsPath() async {
        var double = ShareFileWritingDouble()
        let outcomes: [(ShareFilesOutcome, ShareFileOutcome)] = [
            (.written, .written), (.exists(path: "a"), .exists), (.refused(path: "a", .device), .refused(.device)),
            (.failed("no such folder"), .failed("no such folder")),
            (.partlyWritten(notPutBack: ["a"], reason: "Input/output error"), .failed("Input/output error")),
        ]

        for (outcome, single) in outcomes {
            double.onWrite = { _ in outcome }
            #expect(await double.write("x", toPath: "a", replacing: false) == single)
        }
    }
}
