// swift-tools-version:6.0
// Football Gather — a VIPER-structured, modular terminal app.
//
// Read top to bottom, this manifest is the architecture: shared foundations,
// storage, one target per feature (each followed by its tests), then the app.
// Features depend only on Domain and TerminalUI; the App wires everything.
import PackageDescription

/// Every feature module has the same shape and the same two dependencies.
let featureNames = ["Login", "PlayerList", "PlayerAdd", "PlayerDetail", "PlayerEdit", "ConfirmPlayers", "Gather", "History"]

func feature(_ name: String) -> [Target] {
    [
        .target(
            name: name,
            dependencies: ["Domain", "TerminalUI"],
            path: "Modules/\(name)"
        ),
        .testTarget(
            name: "\(name)Tests",
            dependencies: [.target(name: name), "Domain", "TerminalUI", "TestSupport"],
            path: "Tests/\(name)Tests"
        ),
    ]
}

let package = Package(
    name: "FootballGather",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "footballgather", targets: ["footballgather"]),
        // Loaded by the app only for --server, so local runs don't load URLSession and libcurl.
        .library(name: "FootballGatherNetworking", type: .dynamic, targets: ["URLSessionTransport"]),
    ],
    dependencies: [],
    targets: [
        // MARK: - Foundations

        .target(name: "Domain", path: "Modules/Domain"),
        .testTarget(name: "DomainTests", dependencies: ["Domain", "TestSupport"], path: "Tests/DomainTests"),

        .target(name: "TerminalUI", path: "Modules/TerminalUI"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TestSupport"], path: "Tests/TerminalUITests"),

        // MARK: - Storage (system libraries, local SQLite, web service, in-memory)

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
        // HTTP as plain values: the web-service client's seam to the network stack.
        .target(name: "HTTPTransport", path: "Modules/HTTPTransport"),
        .testTarget(name: "HTTPTransportTests", dependencies: ["HTTPTransport"], path: "Tests/HTTPTransportTests"),

        // URLSession behind that seam; only the FootballGatherNetworking library links it.
        .target(name: "URLSessionTransport", dependencies: ["HTTPTransport"], path: "Modules/URLSessionTransport"),
        .testTarget(
            name: "URLSessionTransportTests",
            dependencies: ["URLSessionTransport", "HTTPTransport", "RemoteTestSupport"],
            path: "Tests/URLSessionTransportTests"
        ),

        .target(
            name: "Storage",
            dependencies: [
                "Domain",
                "HTTPTransport",
                "CSQLite",
                // Apple platforms hash with CommonCrypto instead.
                .target(name: "CCrypto", condition: .when(platforms: [.linux])),
            ],
            path: "Modules/Storage"
        ),
        .testTarget(
            name: "StorageTests",
            dependencies: ["Storage", "Domain", "HTTPTransport", "URLSessionTransport", "TestSupport", "RemoteTestSupport", "CSQLite"],
            path: "Tests/StorageTests"
        ),

        // MARK: - Features (VIPER: Entity, Interactor, Presenter, Router, View, Module)
    ]
    + featureNames.flatMap(feature)
    + [
        // MARK: - App (composition root)

        .target(
            name: "FootballGatherApp",
            // Not URLSessionTransport: the app loads it (as FootballGatherNetworking) when given a server.
            dependencies: ["Domain", "TerminalUI", "Storage", "HTTPTransport"] + featureNames.map { .target(name: $0) },
            path: "App/FootballGatherApp"
        ),
        // Thin executable: parses nothing, decides nothing; it hands over to FootballGatherApp.
        .executableTarget(
            name: "footballgather",
            dependencies: ["FootballGatherApp"],
            path: "App/footballgather"
        ),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "FootballGatherApp", "footballgather", "Domain", "TerminalUI", "Storage", "HTTPTransport", "URLSessionTransport",
                "TestSupport", "RemoteTestSupport",
            ],
            path: "Tests/AppTests"
        ),

        // MARK: - Tools (measurement only: not part of the app, not in its metrics)

        .executableTarget(
            name: "fgbench",
            dependencies: ["Domain", "Storage"],
            path: "Tools/Benchmarks"
        ),

        // MARK: - Test support (fakes, spies, scripted terminal, manual clock; tests only)

        .target(
            name: "TestSupport",
            dependencies: ["Domain", "TerminalUI"],
            path: "Tests/TestSupport"
        ),
        // The FootballGather web service in memory, behind a URLProtocol stub (Storage and App tests).
        .target(
            name: "RemoteTestSupport",
            dependencies: ["Storage", "HTTPTransport", "URLSessionTransport"],
            path: "Tests/RemoteTestSupport"
        ),
    ],
    swiftLanguageModes: [.v6]
)
