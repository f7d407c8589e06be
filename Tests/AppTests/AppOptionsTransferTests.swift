import Domain
import Foundation
import Testing
import Transfer

@testable import FootballGatherApp

/// `import players FILE.csv`, `export [--format json|csv] [FILE]` and `import FILE.json` on the command line.
@Suite struct AppOptionsTransferTests {
    private let local = AppOptions.Storage.local(dataDirectory: nil)

    @Test func importPlayers_readsTheFile_andYes() {
        #expect(AppOptions.parse(["import", "players", "r.csv"]) == .success(.transfer(local, .importPlayers(path: "r.csv"), agreed: false)))
        #expect(AppOptions.parse(["import", "players", "list.txt", "--yes"]) == .success(.transfer(local, .importPlayers(path: "list.txt"), agreed: true)))
        #expect(
            AppOptions.parse(["-y", "--data-dir", "/d", "import", "R.CSV"])
                == .success(.transfer(.local(dataDirectory: "/d"), .importPlayers(path: "R.CSV"), agreed: true)))
    }

    @Test func importOfAnExport_readsTheFile() {
        #expect(AppOptions.parse(["import", "all.json"]) == .success(.transfer(local, .importExport(path: "all.json"), agreed: false)))
        let server = URL(string: "http://localhost:8080")!
        #expect(
            AppOptions.parse(["--server", "http://localhost:8080", "import", "all.json", "--yes"])
                == .success(.transfer(.remote(server: server, dataDirectory: nil), .importExport(path: "all.json"), agreed: true)))
        #expect(AppOptions.parse(["--demo", "import", "a.json"]) == .success(.transfer(.inMemory, .importExport(path: "a.json"), agreed: false)))
    }

    @Test func export_readsTheFormat_theFile_andForce() {
        #expect(AppOptions.parse(["export"]) == .success(.transfer(local, .export(.json, path: nil), agreed: false)))
        #expect(AppOptions.parse(["export", "all.json", "--force"]) == .success(.transfer(local, .export(.json, path: "all.json"), agreed: true)))
        #expect(AppOptions.parse(["export", "--format", "csv"]) == .success(.transfer(local, .export(.csv, path: nil), agreed: false)))
        #expect(AppOptions.parse(["export", "--format=CSV", "g"]) == .success(.transfer(local, .export(.csv, path: "g"), agreed: false)))
        #expect(AppOptions.parse(["export", "g.csv"]) == .success(.transfer(local, .export(.csv, path: "g.csv"), agreed: false)))
        #expect(AppOptions.parse(["export", "g.csv", "--format", "json"]) == .success(.transfer(local, .export(.json, path: "g.csv"), agreed: false)))
    }

    @Test(arguments: [
        (["import"], "import needs a file, e.g. import players ~/roster.csv, or import all.json (an export)"),
        (["import", "players"], "import needs a file, e.g. import players ~/roster.csv, or import all.json (an export)"),
        (["import", "players", "--yes"], "import needs a file, e.g. import players ~/roster.csv, or import all.json (an export)"),
        (["import", "a.json", "--force"], "import asks before adding: --yes answers for you"),
        (["import", "a.json", "--format", "csv"], "--format goes with export; import reads the format from the file"),
        (["export", "--yes"], "export asks before replacing a file: --force answers for you"),
        (["export", "--format", "xml"], "--format is json or csv, not xml"),
        (["export", "--format"], "--format needs json or csv"),
        (["export", "--format", "csv", "--format=json"], "--format can be given once"),
        (["--yes"], "--yes goes with import or export"),
        (["--force"], "--force goes with import or export"),
        (["--format", "csv"], "--format goes with export"),
        (["export", "import", "a.json"], "open, import and export can't be asked for together: one at a time"),
        (["export", "a", "b"], "unexpected argument b"),
        (["export", "a", "import", "b"], "open, import and export can't be asked for together: one at a time"),
        (["open", "players", "export"], "open, import and export can't be asked for together: one at a time"),
        (["export", "open", "players"], "open, import and export can't be asked for together: one at a time"),
        (["--open=players", "export"], "open, import and export can't be asked for together: one at a time"),
        (["export", "--open=history"], "open, import and export can't be asked for together: one at a time"),
    ])
    func whatDoesNotMakeAJob_isSaid(arguments: [String], message: String) {
        #expect(AppOptions.parse(arguments) == .failure(UsageError(message)))
    }

    @Test func usage_saysTheThreeCommands() {
        #expect(AppOptions.usage.contains("footballgather [options] import players FILE.csv [--yes]"))
        #expect(AppOptions.usage.contains("footballgather [options] export [--format json|csv] [FILE] [--force]"))
        #expect(AppOptions.usage.contains("footballgather [options] import FILE.json [--yes]"))
        #expect(AppOptions.usage.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }
}
