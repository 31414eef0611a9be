import Foundation
import Logging

/// How to start an MVX server: where it listens, which SQLite file it owns, and how it misbehaves on purpose.
public struct ServerConfiguration: Sendable, Hashable {
    /// The longest ``latency`` the server accepts, in milliseconds: a minute.
    public static let maximumLatencyMilliseconds = 60_000

    /// The address to bind, such as `127.0.0.1` (the default) or `0.0.0.0`.
    public var host: String
    /// The TCP port; `0` asks the system for a free one (read it back from ``RunningServer/port``).
    public var port: Int
    /// The SQLite file; created, migrated and seeded on first start. Its directory must exist and be writable.
    public var databasePath: String
    /// Whether `POST /_faults` and `DELETE /_faults` exist; without it they answer 404.
    public var faultsEnabled: Bool
    /// A delay added to every answer, to show loading states.
    public var latency: Duration
    /// How much the server logs; the default `.warning` keeps an embedded server quiet.
    public var logLevel: Logger.Level

    /// Creates a configuration; only the database path has no default.
    public init(
        host: String = "127.0.0.1", port: Int = 0, databasePath: String, faultsEnabled: Bool = false,
        latency: Duration = .zero, logLevel: Logger.Level = .warning
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.faultsEnabled = faultsEnabled
        self.latency = latency
        self.logLevel = logLevel
    }
}
