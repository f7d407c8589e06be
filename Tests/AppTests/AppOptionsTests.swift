import Foundation
import Testing
import Transfer

@testable import FootballGatherApp

@Suite struct AppOptionsTests {
    @Test func parse_withNoArguments_runsOnTheDefaultLocalStore() {
        #expect(AppOptions.parse([]) == .success(.run(.local(dataDirectory: nil))))
    }

    @Test func parse_readsEveryOption() {
        #expect(AppOptions.parse(["--data-dir", "/tmp/x"]) == .success(.run(.local(dataDirectory: "/tmp/x"))))
        #expect(AppOptions.parse(["--data-dir=/tmp/y"]) == .success(.run(.local(dataDirectory: "/tmp/y"))))
        #expect(AppOptions.parse(["--demo"]) == .success(.run(.inMemory)))
        #expect(AppOptions.parse(["--help"]) == .success(.help))
        #expect(AppOptions.parse(["-h"]) == .success(.help))
        #expect(AppOptions.parse(["--version"]) == .success(.version))
    }

    @Test func usage_fitsAnEightyColumnTerminal_andSaysWhatNOCOLORDoes() {
        let long = AppOptions.usage.split(separator: "\n").filter { $0.count > 80 }
        #expect(long.isEmpty, "lines over 80 columns: \(long)")
        #expect(AppOptions.usage.contains("NO_COLOR                  No colours; screens are still redrawn in place."))
    }

    @Test func thePattern_isTheFlags_elseTheEnvironments_elseVIPER() {
        let pattern = { (arguments: [String], environment: [String: String]) in
            AppOptions.invocation(arguments + ["--demo"], environment: environment).map(\.pattern)
        }
        #expect(pattern([], [:]) == .success(.viper))
        #expect(pattern(["--pattern", "VIPER"], [:]) == .success(.viper))
        #expect(pattern(["--pattern", "mvvm"], [:]) == .success(.mvvm))
        #expect(pattern(["--pattern", "VIP"], [:]) == .success(.vip))
        #expect(pattern(["--pattern=viper"], ["FOOTBALLGATHER_PATTERN": "nope"]) == .success(.viper))
        #expect(pattern(["--pattern=store"], ["FOOTBALLGATHER_PATTERN": "mvc"]) == .success(.store))
        #expect(pattern([], ["FOOTBALLGATHER_PATTERN": "mvc"]) == .success(.mvc))
        #expect(pattern([], ["FOOTBALLGATHER_PATTERN": ""]) == .success(.viper))
        #expect(pattern(["--pattern", "mvp"], [:]) == .success(.mvp))
        #expect(pattern([], ["FOOTBALLGATHER_PATTERN": "MVPC"]) == .success(.mvpc))
        #expect(pattern(["--pattern", "mvx"], [:]) == .failure(UsageError("--pattern is \(MatchPattern.names), not mvx")))
        #expect(pattern([], ["FOOTBALLGATHER_PATTERN": "x"]) == .failure(UsageError("FOOTBALLGATHER_PATTERN is \(MatchPattern.names), not x")))
        #expect(pattern(["--pattern="], [:]) == .failure(UsageError("--pattern is \(MatchPattern.names), not empty")))
        #expect(AppOptions.invocation(["--pattern", "mvx", "--help"]) == .success(AppOptions.Invocation(command: .help, pattern: .viper)))
    }

    @Test func parse_takesThePatternBesideEverythingElse_andRefusesAnUnknownOne() {
        #expect(AppOptions.parse(["--pattern", "viper", "--demo"]) == .success(.run(.inMemory)))
        #expect(
            AppOptions.parse(["--pattern=viper", "export", "x.json"])
                == .success(.transfer(.local(dataDirectory: nil), .export(.json, path: "x.json"), agreed: false)))
        #expect(AppOptions.parse(["--pattern", "mvx"]).isFailure)
        #expect(AppOptions.parse(["--pattern"]).isFailure)
        #expect(AppOptions.parse(["--pattern", "--demo"]).isFailure)
        #expect(AppOptions.parse([], environment: ["FOOTBALLGATHER_PATTERN": "mvx"]).isFailure)
        #expect(AppOptions.usage.contains("each behaves the same.\n"))
        #expect(AppOptions.usage.contains(" NAME: \(MatchPattern.names).\n"))
        #expect(AppOptions.usage.contains("FOOTBALLGATHER_PATTERN    Same as --pattern."))
    }

    @Test func parse_readsTheServerFromTheFlagOrTheEnvironment() throws {
        let url = try #require(URL(string: "http://localhost:8080"))
        #expect(AppOptions.parse(["--server", "http://localhost:8080"]) == .success(.run(.remote(server: url, dataDirectory: nil))))
        #expect(
            AppOptions.parse(["--server=http://localhost:8080", "--data-dir", "/tmp/x"])
                == .success(.run(.remote(server: url, dataDirectory: "/tmp/x"))))
        #expect(
            AppOptions.parse([], environment: ["FOOTBALLGATHER_SERVER": "http://localhost:8080"])
                == .success(.run(.remote(server: url, dataDirectory: nil))))
        #expect(AppOptions.parse([], environment: ["FOOTBALLGATHER_SERVER": ""]) == .success(.run(.local(dataDirectory: nil))))
        #expect(AppOptions.parse(["--server", "ftp://x"]).isFailure)
        #expect(AppOptions.parse(["--server"]).isFailure)
        #expect(AppOptions.parse(["--server="]).isFailure)
        #expect(AppOptions.parse(["--demo", "--server", "http://localhost:8080"]).isFailure)
    }

    @Test func parse_refusesWhatItDoesNotKnow() {
        #expect(AppOptions.parse(["--colour"]) == .failure(UsageError("unknown option --colour")))
        #expect(AppOptions.parse(["demo"]) == .failure(UsageError("unexpected argument demo")))
        #expect(AppOptions.parse(["--demo", "extra"]) == .failure(UsageError("unexpected argument extra")))
        #expect(AppOptions.parse(["--data-dir"]).isFailure)
        #expect(AppOptions.parse(["--data-dir", "--demo"]).isFailure)
        #expect(AppOptions.parse(["--data-dir="]).isFailure)
        #expect(AppOptions.parse(["--demo", "--data-dir", "/tmp"]).isFailure)
    }

    @Test func usage_saysWhatTheDemoOpensOn() {
        #expect(AppOptions.usage.contains("--demo           Try the app on a sample roster of a dozen players, signed in"))
        #expect(AppOptions.usage.contains("memory: nothing is saved."))
    }

    @Test func abbreviate_showsTheHomeAsTilde() {
        #expect(FootballGatherApp.abbreviate("/home/ann/.local/share/fg", home: "/home/ann") == "~/.local/share/fg")
        #expect(FootballGatherApp.abbreviate("/srv/fg", home: "/home/ann") == "/srv/fg")
    }
}

extension Result {
    var isFailure: Bool {
        if case .failure = self { return true }
        return false
    }
}
