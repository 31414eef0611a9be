import Foundation
import Logging

/// How to start an MVX server: where it listens, which SQLite file it owns, and how it misbehaves on purpose.
public struct ServerConfiguration: Sendable, Hashable {
    /// The longest ``latency`` the server accepts, in milliseconds: a minute.
    public static let maximumLatencyMilliseconds = 60_000
    /// The bcrypt costs a server accepts: 4 (fast, for tests) to 16 (about 5 s a login on a small machine).
    public static let bcryptCostRange: ClosedRange<UInt8> = 4...16
    /// The bcrypt cost a server uses unless told otherwise.
    public static let defaultBcryptCost: UInt8 = 10
    /// The Host names a loopback server answers by default: DNS rebinding gets a 421.
    public static let loopbackHosts: Set<String> = ["127.0.0.1", "localhost", "::1"]

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
    /// Timeouts and the connection limit.
    public var connections = ConnectionLimits()
    /// The names (without port) a request's Host header may carry; `nil` accepts any.
    ///
    /// The default, ``loopbackHosts``, keeps a web page from reaching this server through a DNS name of its own.
    /// ``host`` is always accepted too.
    public var allowedHosts: Set<String>? = ServerConfiguration.loopbackHosts
    /// The bcrypt cost of new password hashes (seeded users) and of the decoy checked for unknown names.
    ///
    /// 10 by default (1,024 rounds, OWASP's floor); tests lower it to 4.
    public var bcryptCost: UInt8 = Self.defaultBcryptCost
    /// How long a login's token stays valid.
    public var sessionLifetime: Duration = .seconds(30 * 24 * 3600)
    /// Whether bcrypt checks run at the lowest CPU priority (nice 19), so that a login storm takes only the CPU the
    /// other routes leave. Tests, which saturate the machine on purpose, turn it off so logins are not starved.
    public var passwordChecksYield = true
    /// How failed logins are limited.
    public var loginLimits = LoginLimits()
    /// How many SQLite connections may read at once, of each kind: the pool's readers for reads in a transaction
    /// (GRDB's `maximumReaderCount`), and as many read-only connections for reads of one statement; more reads wait
    /// their turn, without holding a thread.
    ///
    /// Tests set it to 1, so that any read that waits for a reader while holding a thread shows up as a hang.
    public var databaseReaders = 5
    /// How long one PostgreSQL call may take, from waiting for a pooled connection to the last row; past it the
    /// request is answered `503` with `Retry-After`. PostgreSQL is told the same (`statement_timeout`,
    /// `lock_timeout`), so that it gives up on a statement the server no longer waits for. On SQLite it bounds the
    /// wait for another process's lock on the file, with the same answer.
    public var databaseTimeout: Duration = .seconds(5)
    /// How long a start on PostgreSQL may take to bring the schema up to date, waiting for another instance's
    /// migration included; past it the start fails (`mvx serve` exits 69).
    public var migrationTimeout: Duration = .seconds(90)
    /// How long a shutdown (SIGTERM, SIGINT, ``RunningServer/stop()``) lets requests in flight finish before the
    /// remaining connections are closed.
    public var shutdownGracePeriod: Duration = .seconds(5)

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

    /// Checks every setting; the message names the first one out of range.
    func validate() throws(ServerError) {
        guard (0...65_535).contains(port) else {
            throw .invalidConfiguration("the port must be between 0 and 65535, got \(port)")
        }
        let maximum = Self.maximumLatencyMilliseconds
        guard latency >= .zero, latency <= .milliseconds(maximum) else {
            throw .invalidConfiguration("the latency must be between 0 and \(maximum) ms")
        }
        guard Self.bcryptCostRange.contains(bcryptCost) else {
            throw .invalidConfiguration("the bcrypt cost must be between 4 and 16, got \(bcryptCost)")
        }
        guard sessionLifetime >= .seconds(1), sessionLifetime <= .seconds(366 * 24 * 3600) else {
            throw .invalidConfiguration("the session lifetime must be between 1 second and 366 days")
        }
        guard (1...64).contains(databaseReaders) else {
            throw .invalidConfiguration("the database readers must be between 1 and 64, got \(databaseReaders)")
        }
        guard databaseTimeout >= .milliseconds(10), databaseTimeout <= .seconds(600) else {
            throw .invalidConfiguration("the database timeout must be between 10 ms and 600 seconds")
        }
        guard migrationTimeout >= .milliseconds(100), migrationTimeout <= .seconds(3600) else {
            throw .invalidConfiguration("the migration timeout must be between 100 ms and 3600 seconds")
        }
        guard shutdownGracePeriod >= .zero, shutdownGracePeriod <= .seconds(600) else {
            throw .invalidConfiguration("the shutdown grace period must be between 0 and 600 seconds")
        }
        for name in allowedHosts ?? [] where !Self.isHostName(name) {
            throw .invalidConfiguration("an allowed host must be a host name or address, got \"\(name.prefix(100))\"")
        }
        try connections.validate()
        try loginLimits.validate()
    }

    /// Whether `name` can be a Host header's name: 1 to 253 letters, digits, `.`, `-`, `_`, or an IPv6 address
    /// (hex digits and `:`, in brackets or not).
    public static func isHostName(_ name: String) -> Bool {
        let bare = name.hasPrefix("[") && name.hasSuffix("]") ? name.dropFirst().dropLast() : Substring(name)
        guard (1...253).contains(bare.utf8.count) else { return false }
        return bare.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII
                && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                    || ".-_:".unicodeScalars.contains(scalar))
        }
    }
}
