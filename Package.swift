// swift-tools-version: 6.1
import PackageDescription

/// Settings shared by every target: Swift 6 language mode is the default for tools 6.x;
/// these keep the code honest about imports and existentials.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]
/// The browser modules compile their architecture's view layer (`Sources/<ARCH>Views`, linked in as `Views`) against
/// BrowserKit: `#if BROWSER` picks the toolkit's imports.
let browser = strict + [.define("BROWSER")]

let package = Package(
    name: "MVX",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "mvx", targets: ["mvx"]),
        .executable(name: "terminalkit-demo", targets: ["terminalkit-demo"]),
        .executable(name: "mvx-bench", targets: ["Benchmarks"]),
        .executable(name: "bare-feed", targets: ["BareFeed"]),
        .library(name: "Model", targets: ["Model"]),
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        .library(name: "BrowserKit", targets: ["BrowserKit"]),
    ],
    traits: [
        // Off by default: PostgreSQL brings TLS (swift-nio-ssl) and swift-crypto, most of a first build's time, and the
        // app runs on SQLite. `swift build --traits PostgreSQL` (and the test command in README) turns it on.
        .trait(
            name: "PostgreSQL",
            description: "Serve from PostgreSQL (`mvx serve --database postgres://…`); adds TLS and swift-crypto."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        // Hummingbird's default traits add swift-configuration, which MVX does not use.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    ],
    targets: [
        // MARK: Shared layers
        // Entities, wire types, rules and state machines, and the service protocols: Foundation only.
        .target(name: "Model", swiftSettings: strict),
        // The live services: the Model's protocols over HTTP/1.1 (SwiftNIO, which the server needs anyway).
        .target(
            name: "LiveServices",
            dependencies: [
                "Model",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strict),
        .target(
            name: "Server",
            dependencies: [
                "Model",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            exclude: ["README.md"],
            swiftSettings: strict
        ),
        .target(name: "TerminalKit", swiftSettings: strict),
        .target(name: "SceneViews", dependencies: ["TerminalKit"], swiftSettings: strict),
        // The browser's counterpart of TerminalKit: an element tree kept in Swift, diffed into patches; Foundation only.
        .target(name: "BrowserKit", swiftSettings: strict),
        // The dumb views of every scene for the browser.
        .target(name: "WebSceneViews", dependencies: ["BrowserKit"], swiftSettings: strict),
        // Serves the browser front end: the page shell, its script and style sheet, and one WebSocket per tab.
        .target(
            name: "WebHost",
            dependencies: [
                "BrowserKit",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict),

        // MARK: The architectures: logic modules (no TerminalKit) and their terminal modules
        .target(name: "MVC", dependencies: ["Model"], swiftSettings: strict),
        .target(
            name: "MVCWeb", dependencies: ["MVC", "Model", "BrowserKit", "WebSceneViews"], swiftSettings: browser),
        .target(
            name: "MVCTerminal", dependencies: ["MVC", "Model", "LiveServices", "TerminalKit", "SceneViews"],
            swiftSettings: strict),
        .target(name: "MVP", dependencies: ["Model"], swiftSettings: strict),
        .target(
            name: "MVPWeb", dependencies: ["MVP", "Model", "BrowserKit", "WebSceneViews"], swiftSettings: browser),
        .target(
            name: "MVPTerminal", dependencies: ["MVP", "Model", "TerminalKit", "SceneViews"], swiftSettings: strict),
        .target(name: "MVVM", dependencies: ["Model"], swiftSettings: strict),
        .target(
            name: "MVVMWeb", dependencies: ["MVVM", "Model", "BrowserKit", "WebSceneViews"], swiftSettings: browser),
        .target(
            name: "MVVMTerminal", dependencies: ["MVVM", "Model", "TerminalKit", "SceneViews"], swiftSettings: strict),
        .target(name: "TEA", dependencies: ["Model"], swiftSettings: strict),
        .target(
            name: "TEAWeb", dependencies: ["TEA", "Model", "BrowserKit", "WebSceneViews"], swiftSettings: browser),
        .target(
            name: "TEATerminal", dependencies: ["TEA", "Model", "TerminalKit", "SceneViews"], swiftSettings: strict),
        .target(name: "VIPER", dependencies: ["Model"], swiftSettings: strict),
        .target(
            name: "VIPERWeb", dependencies: ["VIPER", "Model", "BrowserKit", "WebSceneViews"], swiftSettings: browser),
        .target(
            name: "VIPERTerminal", dependencies: ["VIPER", "Model", "TerminalKit", "SceneViews"], swiftSettings: strict),

        // MARK: Measuring the code
        .target(name: "Report", swiftSettings: strict),

        // MARK: Composition and executables
        .target(
            name: "App",
            dependencies: [
                "Model", "LiveServices", "Server", "TerminalKit", "MVC", "MVCTerminal", "MVP", "MVPTerminal", "MVVM",
                "MVVMTerminal",
                "TEA", "TEATerminal", "VIPER", "VIPERTerminal",
                "BrowserKit", "WebHost", "MVCWeb", "MVPWeb", "MVVMWeb", "TEAWeb", "VIPERWeb",
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                // Key `c` checks a file it shows against the code table with the report's own line counting.
                "Report",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "mvx",
            dependencies: [
                "App", "Server", "Report", "WebHost",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
        .executableTarget(name: "terminalkit-demo", dependencies: ["TerminalKit"], swiftSettings: strict),
        .executableTarget(
            name: "Benchmarks", dependencies: ["TerminalKit"], path: "Benchmarks",
            exclude: [
                "BareFeed", "bench-lib.sh", "server-bench.sh", "depth-bench.sh", "scale-out.sh", "login-storm.sh",
                "callgrind.sh", "start-bench.sh", "key-bench.sh", "sigsuspend-copy.c", "first-screen.sh",
                "slowest-suites.sh", "web-bench.py", "web-scale-out.sh", "README.md", "record", "Results",
            ], swiftSettings: strict),
        // The bare Hummingbird references that Benchmarks/server-bench.sh measures the server's routes against.
        .executableTarget(
            name: "BareFeed",
            dependencies: [
                "Model", "Server",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Benchmarks/BareFeed", swiftSettings: strict),

        // MARK: Test support (not test targets: shared by them)
        // In-memory services behind the Model protocols, a scripted random source, and the work-tracking trait that lets a
        // test wait for what it started: no UI, no server.
        .target(name: "ServiceFakes", dependencies: ["Model"], path: "Tests/ServiceFakes", swiftSettings: strict),
        // The one place a test starts a real server: 127.0.0.1, an ephemeral port, a fresh SQLite file.
        .target(
            name: "TestSupport",
            dependencies: [
                "Model", "LiveServices", "Server",
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/TestSupport", swiftSettings: strict),
        // The whole app on a headless host over a TestSupport server, as AppTests and SceneSpecs drive it.
        .target(
            name: "AppTestSupport",
            dependencies: [
                "App", "BrowserKit", "Model", "LiveServices", "TerminalKit", "TestSupport", "ServiceFakes",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Tests/AppTestSupport", swiftSettings: strict),

        // MARK: Tests
        .testTarget(name: "ReportTests", dependencies: ["Report"], swiftSettings: strict),
        .testTarget(
            name: "ModelTests", dependencies: ["Model", "LiveServices", "TestSupport", "ServiceFakes"],
            swiftSettings: strict),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "Server", "Model", "LiveServices", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["PostgreSQL"])),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WebHostTests",
            dependencies: [
                "WebHost", "BrowserKit",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "BrowserKitTests",
            dependencies: ["BrowserKit", .product(name: "PropertyBased", package: "swift-property-based")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TerminalKitTests",
            dependencies: [
                "TerminalKit", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MVCTests",
            dependencies: ["MVC", "MVCTerminal", "Model", "TerminalKit", "SceneViews", "ServiceFakes"],
            swiftSettings: strict),
        .testTarget(name: "MVPTests", dependencies: ["MVP", "Model", "ServiceFakes"], swiftSettings: strict),
        .testTarget(name: "MVVMTests", dependencies: ["MVVM", "Model", "ServiceFakes"], swiftSettings: strict),
        .testTarget(name: "TEATests", dependencies: ["TEA", "Model", "ServiceFakes"], swiftSettings: strict),
        .testTarget(name: "VIPERTests", dependencies: ["VIPER", "Model", "ServiceFakes"], swiftSettings: strict),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "Model", "Report", "SceneViews", "TerminalKit", "TestSupport", "AppTestSupport"],
            swiftSettings: strict),
        .testTarget(
            name: "CLITests",
            dependencies: ["mvx", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            swiftSettings: strict),
        .testTarget(
            name: "WebSpecs", dependencies: ["App", "Model", "BrowserKit", "TestSupport", "AppTestSupport"],
            exclude: ["__Snapshots__"], swiftSettings: strict),
        .testTarget(
            name: "SceneSpecs",
            dependencies: ["App", "Model", "LiveServices", "TerminalKit", "TestSupport", "AppTestSupport"],
            exclude: ["__Snapshots__"], swiftSettings: strict),
    ]
)
