// swift-tools-version:6.0
// Football Gather — a VIPER-structured, modular terminal app.
//
// Read top to bottom, this manifest is the architecture: shared foundations, the service
// interfaces, storage, one target per feature (each followed by its tests), then the app.
// Features depend on Domain, TerminalUI, Presentation and the service interfaces they name (the
// match screen's, Gather, on MatchScreen too); the App wires everything.
import PackageDescription

/// A service interface: one service's protocol (or a few that go together), the small types of its
/// calls and a test double beside it, as isowords ships `testValue` beside each client. Stores
/// implement it, features name it; it depends on Domain only.
func serviceInterface(_ name: String) -> Target {
    .target(name: "\(name)Interface", dependencies: ["Domain"], path: "Modules/Services/\(name)")
}

/// Every feature module has the same shape: the foundations, and exactly the service interfaces its
/// files import (Tools/architecture-check refuses one it never imports). Its tests get the same.
struct Feature {
    let name: String
    let targets: [Target]
}

func feature(_ name: String, services: [String], shared: [String] = []) -> Feature {
    let services = (shared + services).map { Target.Dependency.target(name: $0) }
    return Feature(
        name: name,
        targets: [
            .target(
                name: name,
                dependencies: ["Domain", "TerminalUI", "Presentation"] + services,
                path: "Modules/\(name)"
            ),
            .testTarget(
                name: "\(name)Tests",
                dependencies: [.target(name: name), "Domain", "TerminalUI", "Presentation", "TestSupport", "SeededRandom"] + services,
                path: "Tests/\(name)Tests"
            ),
        ]
    )
}

/// The screens, each with the service interfaces it uses.
let features = [
    feature("Login", services: ["AuthenticationInterface"]),
    feature("PlayerList", services: ["AuthenticationInterface", "GathersInterface", "LastLoadedInterface", "PlayersInterface", "RosterFilesInterface"]),
    feature("PlayerAdd", services: ["PlayersInterface"]),
    feature("PlayerDetail", services: []),
    feature("PlayerEdit", services: ["PlayersInterface"]),
    feature("ConfirmPlayers", services: ["GathersInterface", "ShareFilesInterface"]),
    feature("Gather", services: ["GathersInterface", "ShareFilesInterface"], shared: ["MatchScreen"]),
    feature("History", services: ["GathersInterface", "LastLoadedInterface", "ShareFilesInterface"]),
    feature("Records", services: ["GathersInterface", "LastLoadedInterface", "RecordsInterface"]),
    feature("Transfer", services: ["GathersInterface", "PlayersInterface", "RosterFilesInterface", "ShareFilesInterface"]),
]

/// The match screen in the original article series' other patterns and a store, beside VIPER's Gather.
/// What all seven share, so they print the same (the screen's words, layout, line reading and the
/// answers of its rules), is in MatchScreen; the match's rules are Domain's; the App builds each
/// through one seam.
/// - GatherMVC: a model object owns the match; a controller owns the flow, the services and the view it updates.
/// - GatherMVVM: a view model holds the match and publishes outputs the view binds to; a coordinator navigates.
/// - GatherMVP: a presenter holds the match, the services and the flow, and tells a passive view each part to show.
/// - GatherMVPC: MVP whose presenter tells a coordinator the match is over; the coordinator owns every way out.
/// - GatherVIP (Clean Swift): view controller → interactor (a worker for the services) → presenter → view controller.
/// - GatherStore: one state changed by a pure reducer, whose effects a store runs.
let patternNames = ["GatherMVC", "GatherMVVM", "GatherMVP", "GatherMVPC", "GatherVIP", "GatherStore"]
let patterns = patternNames.map { Target.Dependency.target(name: $0) }

/// A pattern's target (Modules/Patterns/<name>) and its tests, on what every implementation of the
/// match screen uses. No feature and no other pattern imports one; only the App does.
func pattern(_ name: String) -> [Target] {
    let uses: [Target.Dependency] = ["Domain", "TerminalUI", "Presentation", "MatchScreen", "GathersInterface", "ShareFilesInterface"]
    return [
        .target(name: name, dependencies: uses, path: "Modules/Patterns/\(name)"),
        .testTarget(name: "\(name)Tests", dependencies: [.target(name: name), "TestSupport", "StoreTestSupport"] + uses, path: "Tests/\(name)Tests"),
    ]
}

/// One target per service, in the folder Modules/Services/<name>.
let serviceInterfaces = ["Authentication", "Players", "Gathers", "Records", "RosterFiles", "ShareFiles", "LastLoaded"]
let allServiceInterfaces = serviceInterfaces.map { Target.Dependency.target(name: "\($0)Interface") }

let package = Package(
    name: "FootballGather",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "footballgather", targets: ["footballgather"])
    ],
    dependencies: [],
    targets: [
        // MARK: - Foundations

        .target(name: "Domain", path: "Modules/Domain"),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport", "SeededRandom"], path: "Tests/DomainTests"),

        .target(name: "TerminalUI", path: "Modules/TerminalUI"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"], path: "Tests/TerminalUITests"),

        // This app's words on the toolkit: shared wording, the messages for Domain's errors,
        // share blocks and the share flow, the offline notice.
        .target(name: "Presentation", dependencies: ["Domain", "TerminalUI"], path: "Modules/Presentation"),
        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "Domain", "TerminalUI", "TestSupport"], path: "Tests/PresentationTests"),

        // What every pattern of the match screen shares, VIPER's Gather too, so all seven print the
        // same: its words, layout, line reading, news and the answers of its rules.
        .target(name: "MatchScreen", dependencies: ["Domain", "TerminalUI", "Presentation"], path: "Modules/MatchScreen"),
        .testTarget(name: "MatchScreenTests", dependencies: ["MatchScreen", "Domain", "TerminalUI", "Presentation", "TestSupport"], path: "Tests/MatchScreenTests"),

        // MARK: - Service interfaces (what a feature may use of a store, one target per service)
    ]
        + serviceInterfaces.map(serviceInterface)
        + [
            // Every interface's test double forwards to its closures, and a call not set up fails
            // (one target for the seven; the Tools count its tests for each …Interface module).
            .testTarget(name: "InterfaceTests", dependencies: ["Domain"] + allServiceInterfaces, path: "Tests/InterfaceTests"),

            // MARK: - Storage (one target per backend, and the small one they share)

            .systemLibrary(
                name: "CSQLite",
                path: "Modules/CSQLite",
                pkgConfig: "sqlite3",
                providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
            ),
            .systemLibrary(
                name: "CCrypto",
                path: "Modules/CCrypto",
                pkgConfig: "libcrypto",
                providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
            ),
            // What every store shares: store rules, password hashing, the data directory,
            // private files, and the SQLite connection layer (the SQLite store and the
            // web-service store's local records both use it); the files the user names, read and
            // written; and `UserServicesProviding`, what a store hands the App.
            .target(
                name: "StorageSupport",
                dependencies: [
                    "Domain",
                    "GathersInterface", "PlayersInterface", "RecordsInterface", "RosterFilesInterface", "ShareFilesInterface",
                    "CSQLite",
                    // Apple platforms hash with CommonCrypto instead.
                    .target(name: "CCrypto", condition: .when(platforms: [.linux])),
                ],
                path: "Modules/Storage/Support"
            ),
            .testTarget(
                name: "StorageSupportTests",
                dependencies: ["StorageSupport", "Domain", "CSQLite", "TestSupport"] + allServiceInterfaces,
                path: "Tests/StorageSupportTests"
            ),

            // The default store: accounts, rosters and gathers in one local SQLite file.
            .target(
                name: "SQLiteStorage",
                dependencies: [
                    "Domain", "StorageSupport", "CSQLite",
                    "AuthenticationInterface", "GathersInterface", "PlayersInterface", "RecordsInterface",
                ],
                path: "Modules/Storage/SQLite"
            ),
            .testTarget(
                name: "SQLiteStorageTests",
                dependencies: ["SQLiteStorage", "StorageSupport", "Domain", "CSQLite", "TestSupport", "StoreTestSupport"] + allServiceInterfaces,
                path: "Tests/SQLiteStorageTests"
            ),

            // The FootballGather web service (--server): its REST client, HTTP as values
            // (HTTPTransport, the seam tests fake) and URLSession behind it, and what this
            // machine keeps that the server doesn't, in a SQLite file.
            .target(
                name: "RemoteStorage",
                dependencies: [
                    "Domain", "StorageSupport",
                    "AuthenticationInterface", "GathersInterface", "LastLoadedInterface", "PlayersInterface", "RecordsInterface",
                ],
                path: "Modules/Storage/Remote"
            ),
            .testTarget(
                name: "RemoteStorageTests",
                dependencies: ["RemoteStorage", "StorageSupport", "Domain", "TestSupport", "RemoteTestSupport", "StoreTestSupport"] + allServiceInterfaces,
                path: "Tests/RemoteStorageTests"
            ),

            // Everything in memory: demo runs and tests.
            .target(
                name: "InMemoryStorage",
                dependencies: [
                    "Domain", "StorageSupport",
                    "AuthenticationInterface", "GathersInterface", "PlayersInterface", "RecordsInterface",
                ],
                path: "Modules/Storage/InMemory"
            ),
            .testTarget(
                name: "InMemoryStorageTests",
                dependencies: ["InMemoryStorage", "StorageSupport", "Domain", "TestSupport", "StoreTestSupport"] + allServiceInterfaces,
                path: "Tests/InMemoryStorageTests"
            ),

            // Servers that try to take what isn't theirs or to exhaust the app, over real sockets.
            .testTarget(
                name: "HostileServerTests",
                dependencies: ["RemoteStorage", "Domain", "TestSupport", "RemoteTestSupport"] + allServiceInterfaces,
                path: "Tests/HostileServerTests"
            ),

            // One contract, every store: SQLite, in memory, the web service through the Swift
            // fake, and through URLSession against Tools/fake-footballgather-server.
            .testTarget(
                name: "StorageContractTests",
                dependencies: [
                    "SQLiteStorage", "RemoteStorage", "InMemoryStorage", "StorageSupport", "Domain",
                    "TestSupport", "StoreTestSupport", "RemoteTestSupport",
                ] + allServiceInterfaces,
                path: "Tests/StorageContractTests"
            ),

            // MARK: - Features (VIPER: Entity, Interactor, Presenter, Router, View, Module)
        ]
        + features.flatMap(\.targets)
        // MARK: - The match screen in six more patterns (Gather above is VIPER's)
        + patternNames.flatMap(pattern)
        + [
            // MARK: - App (composition root)

            .target(
                name: "FootballGatherApp",
                // It chooses the store: every backend is linked, one is used.
                dependencies: ["Domain", "TerminalUI", "Presentation", "MatchScreen", "StorageSupport", "SQLiteStorage", "RemoteStorage", "InMemoryStorage"]
                    + allServiceInterfaces + features.map { .target(name: $0.name) } + patterns,
                path: "App/FootballGatherApp"
            ),
            // Thin executable: parses nothing, decides nothing; it hands over to FootballGatherApp.
            .executableTarget(
                name: "footballgather",
                dependencies: ["FootballGatherApp", .target(name: "CMalloc", condition: .when(platforms: [.linux]))],
                path: "App/footballgather"
            ),
            // glibc's `mallopt`, for the executable to tune its allocator.
            .systemLibrary(name: "CMalloc", path: "Modules/CMalloc"),
            // One behaviour suite for the match screen: every test runs on each pattern, on each store.
            .testTarget(
                name: "MatchBehaviourTests",
                dependencies: [
                    "FootballGatherApp", "Gather", "Domain", "TerminalUI", "Presentation", "MatchScreen", "GathersInterface", "ShareFilesInterface",
                    "StorageSupport", "SQLiteStorage", "RemoteStorage", "InMemoryStorage", "TestSupport", "StoreTestSupport", "RemoteTestSupport",
                ] + patterns,
                path: "Tests/MatchBehaviourTests"
            ),
            .testTarget(
                name: "AppTests",
                dependencies: [
                    "FootballGatherApp", "footballgather", "Domain", "TerminalUI", "Presentation",
                    "StorageSupport", "SQLiteStorage", "RemoteStorage", "InMemoryStorage", "TestSupport", "StoreTestSupport", "RemoteTestSupport",
                    "SeededRandom",
                ] + allServiceInterfaces,
                path: "Tests/AppTests"
            ),

            // MARK: - Tools (measurement only: not part of the app, not in its metrics)

            .executableTarget(
                name: "fgbench",
                dependencies: ["Domain", "StorageSupport", "SQLiteStorage", "SeededRandom"],
                path: "Tools/Benchmarks"
            ),

            // MARK: - Test support (fakes, spies, scripted terminal, manual clock; tests only)

            // It links no store, so a feature's tests can stand on their interfaces' doubles alone.
            .target(
                name: "TestSupport",
                dependencies: ["Domain", "TerminalUI", "SeededRandom"] + allServiceInterfaces,
                path: "Tests/TestSupport"
            ),
            // The in-memory store's services behind a fault-injecting wrapper, accounts and a
            // started match on it: for the stores', the behaviour suite's and the App's tests.
            .target(
                name: "StoreTestSupport",
                dependencies: ["Domain", "StorageSupport", "InMemoryStorage", "TestSupport"] + allServiceInterfaces,
                path: "Tests/StoreTestSupport"
            ),
            // Replayable randomness for the fuzz, the kill loops, the split's random rosters and
            // fgbench's data sets; apart from TestSupport so the benchmark links no test library.
            .target(name: "SeededRandom", path: "Tests/SeededRandom"),
            // The FootballGather web service in memory as an HTTPTransport, and the Python
            // stand-in started on loopback (storage and App tests).
            .target(
                name: "RemoteTestSupport",
                dependencies: ["RemoteStorage", "StorageSupport", "Domain", "TestSupport", "SeededRandom"],
                path: "Tests/RemoteTestSupport"
            ),
        ],
    swiftLanguageModes: [.v6]
)
