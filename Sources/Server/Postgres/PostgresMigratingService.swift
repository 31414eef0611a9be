#if PostgreSQL
    import Logging
    import NIOPosix
    import PostgresNIO
    import ServiceLifecycle

    /// Brings a PostgreSQL database up to date, then runs the app: the port opens only on a migrated, seeded database.
    ///
    /// A database that does not answer within ``timeout`` (not running, wrong host or port, frozen, or another instance
    /// holding the migration lock) or refuses the login is a ``ServerError/postgresUnavailable(url:reason:)`` with the
    /// server's own words, never a hang. A shutdown (SIGTERM) while migrating ends the wait at once: the migration is
    /// rolled back and the app never starts.
    struct PostgresMigratingService<App: Service>: Service {
        let database: PostgresBackend
        let location: PostgresLocation
        let bcryptCost: UInt8
        /// How long migrating may take before the start fails (connecting alone fails within seconds): long enough for a
        /// busy machine, and for instances that start together and migrate in turn.
        let timeout: Duration
        let app: App

        func run() async throws {
            let migrated: Bool = try await cancelWhenGracefulShutdown {
                do {
                    try await migrate()
                    return true
                } catch is CancellationError {
                    return false
                }
            }
            // A shutdown asked for while migrating: the server stops without ever listening.
            guard migrated, !Task.isShuttingDownGracefully else { return }
            try await app.run()
        }

        private func migrate() async throws {
            let timeout = timeout
            let database = database
            let location = location
            let bcryptCost = bcryptCost
            do {
                // The whole migration under one deadline that holds even if a query is stranded (``CallDeadline``).
                try await CallDeadline.run(within: timeout) { _ in
                    try await Self.checkConnection(location, logger: database.logger)
                    try await PostgresSchema.migrate(database, bcryptCost: bcryptCost, statementTimeout: timeout)
                }
            } catch is CancellationError {
                throw CancellationError()
            } catch is CallDeadline.Expired {
                throw ServerError.postgresUnavailable(
                    url: location.redacted,
                    reason: "the schema was not brought up to date within \(timeout.components.seconds) s: PostgreSQL "
                        + "does not answer there, or another instance holds the migration lock")
            } catch let error as ServerError {
                throw error
            } catch {
                throw ServerError.postgresUnavailable(url: location.redacted, reason: Self.reason(error))
            }
        }

        /// Connects once, alone: the pool retries a refused connection quietly, where this fails at once with the reason
        /// (refused, unknown host, wrong password, no such database, no TLS where it is required).
        private static func checkConnection(_ location: PostgresLocation, logger: Logger) async throws {
            let connection = try await PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.next(), configuration: try location.connectionConfiguration(),
                id: 0, logger: logger)
            try await connection.close()
        }

        /// The most telling words about a failure: the server's message if it sent one.
        static func reason(_ error: any Error) -> String {
            if let error = error as? PSQLError {
                if error.code == .sslUnsupported {
                    return
                        "the server does not offer TLS, which the URL's sslmode asks for; nothing was sent in plaintext"
                }
                if let message = error.serverInfo?[.message] { return message }
                if let underlying = error.underlying { return "\(error.code): \(underlying)" }
                return "\(error.code)"
            }
            return "\(error)"
        }
    }
#endif
