import Foundation
import LiveServices
import Model
import Server
import TerminalKit

/// How to start the app: the `mvx` command's options, checked.
public struct LaunchOptions: Sendable {
    /// The architecture scenes open in.
    public var variant: ArchitectureVariant = .mvc
    /// The scene to open on start (over the home menu), if any.
    public var scene: SceneID?
    /// Whose profile `--scene profile` opens (a user name); the viewer's own when `nil`.
    public var profileName: String?
    /// Who logs in, with the demo password.
    public var username = "alice"
    /// A server already running; `nil` starts one embedded on 127.0.0.1, on an ephemeral port.
    public var serverURL: URL?
    /// Where the embedded server keeps its database.
    public var dataDirectory = LaunchOptions.defaultDataDirectory
    /// Whether the login token is kept in ``dataDirectory`` and reused on the next start (`mvx` does; tests
    /// that start many apps against many servers do not).
    public var keepsSession = false
    /// Fault injection on the embedded server.
    public var faults = false
    /// A delay the embedded server adds to every answer.
    public var latency: Duration = .zero
    /// How many seconds the app waits for each answer of the server before it shows "no answer in time": 15, as a
    /// person would. Tests that hold a request on purpose while they look at the app raise it, so that a loaded
    /// machine's slowness is not taken for the server's.
    public var answerTimeout: TimeInterval = HTTPExchange.defaultAnswerTimeout
    /// The bcrypt cost at which the embedded server hashes the demo users' passwords when it creates its database:
    /// the server's own default. Tests inject ``fastestBcryptCost``, as they inject the clock and the random source,
    /// so that a loaded test machine does not spend an answer's timeout hashing demo passwords.
    public var embeddedServerBcryptCost = ServerConfiguration.defaultBcryptCost
    /// The lowest bcrypt cost the server takes.
    public static let fastestBcryptCost = ServerConfiguration.bcryptCostRange.lowerBound
    /// The headless screen's size.
    public var size = Size(width: 80, height: 24)
    public var randomSource: any RandomSource = SystemRandomSource()
    public var timeZone: TimeZone = .current

    public init() {}

    /// `$XDG_DATA_HOME/mvx`, or `$HOME/.local/share/mvx`, as the XDG base directory rules say.
    public static var defaultDataDirectory: URL {
        defaultDataDirectory(environment: ProcessInfo.processInfo.environment)
    }

    /// The default data directory for these environment variables; a relative `XDG_DATA_HOME` is ignored, and
    /// without `HOME` the account's home directory is used.
    public static func defaultDataDirectory(environment: [String: String]) -> URL {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("mvx", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
        return (home ?? FileManager.default.homeDirectoryForCurrentUser)
            .appendingPathComponent(".local/share/mvx", isDirectory: true)
    }

    /// The embedded server's SQLite file.
    public var databaseURL: URL { dataDirectory.appendingPathComponent("mvx.sqlite") }

    /// The password of every seeded user (demo data).
    public static let demoPassword = "mvx-demo"

    /// The headless screen sizes accepted: from 20x6 to 1000x1000.
    static let sizeRange = SizeRange(min: Size(width: 20, height: 6), max: Size(width: 1_000, height: 1_000))

    struct SizeRange {
        let min: Size
        let max: Size

        func contains(_ size: Size) -> Bool {
            (min.width...max.width).contains(size.width) && (min.height...max.height).contains(size.height)
        }
    }

    /// Checks that the options fit together before anything starts.
    @MainActor
    public func validate(catalog: SceneCatalog) throws(LaunchError) {
        if let scene, !catalog.contains(scene, in: variant) {
            throw .app(.sceneUnavailable(scene, variant, builtIn: catalog.variants(of: scene)))
        }
        if serverURL != nil, faults || latency > .zero {
            throw .embeddedOnly
        }
        if !Self.sizeRange.contains(size) {
            throw .badSize(size.description)
        }
    }
}
