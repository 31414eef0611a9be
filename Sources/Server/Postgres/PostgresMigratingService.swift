import Logging
import NIOPosix
import PostgresNIO
import ServiceLifecycle

/// Brings a PostgreSQL database up to date, then runs the app: the port opens only on a migrated, seeded database.
///
/// A database that does not answer within ``timeout`` (not running, wrong host or port) or refuses the login is a
/// ``ServerError/postgresUnavailable(url:reason:)`` with the server's own words, never a hang.
struct PostgresMigratingService<App: Service>: Service {
    /// How long migrating may take before the start fails (connecting alone fails within seconds): long enough for a
    /// busy machine, and for instances that start together and migrate in turn.
    static var timeout: Duration { .seconds(90) }

    let database: PostgresBackend
    let location: PostgresLocation
    let bcryptCost: UInt8
    let app: App

    func run() async throws {
        try await migrate()
        try await app.run()
    }

    private func migrate() async throws(ServerError) {
        let timeout = Self.timeout
        do {
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    try await checkConnection()
                    try await PostgresSchema.migrate(database, bcryptCost: bcryptCost)
                }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    throw ServerError.postgresUnavailable(
                        url: location.redacted,
                        reason: "no answer within \(timeout.components.seconds) s; is PostgreSQL running there?")
                }
                try await group.next()
                group.cancelAll()
            }
        } catch let error as ServerError {
            throw error
        } catch {
            throw .postgresUnavailable(url: location.redacted, reason: Self.reason(error))
        }
    }

    /// Connects once, alone: the pool retries a refused connection quietly, where this fails at once with the reason
    /// (refused, unknown host, wrong password, no such database).
    private func checkConnection() async throws {
        var configuration = PostgresConnection.Configuration(
            host: location.host, port: location.port, username: location.username, password: location.password,
            database: location.database, tls: .disable)
        configuration.options.connectTimeout = .seconds(5)
        let connection = try await PostgresConnection.connect(
            on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: 0,
            logger: database.logger)
        try await connection.close()
    }

    /// The most telling words about a failure: the server's message if it sent one.
    static func reason(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            if let underlying = error.underlying { return "\(error.code): \(underlying)" }
            return "\(error.code)"
        }
        return "\(error)"
    }
}
