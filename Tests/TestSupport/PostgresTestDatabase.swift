#if PostgreSQL
    import Foundation
    import Logging
    import PostgresNIO
    import Server
    import Testing

    /// Fresh PostgreSQL databases for tests, made on the server `MVX_TEST_POSTGRES_URL` names (see README, Tests).
    ///
    /// Each test gets a database of its own (`CREATE DATABASE`), dropped afterwards, so tests run in parallel as they
    /// do on fresh SQLite files.
    public enum PostgresTestDatabase {
        /// The variable that turns the PostgreSQL half of the tests on.
        public static let variable = "MVX_TEST_POSTGRES_URL"

        /// The server's URL, or `nil` when the PostgreSQL half is off.
        public static var url: String? {
            guard let url = ProcessInfo.processInfo.environment[variable], !url.isEmpty else { return nil }
            return url
        }

        /// Why the PostgreSQL half is skipped, for the skipped tests' comment.
        public static let skipReason: Comment =
            "PostgreSQL half skipped: set MVX_TEST_POSTGRES_URL=postgres://USER@HOST:PORT/DB (.ci/postgres-start prints one)"

        /// The folder of the cluster's TLS files (`ca.pem`, the CA that signed its certificate, and `other-ca.pem`, one
        /// that did not), from `MVX_TEST_POSTGRES_TLS`; `.ci/postgres-start` makes them.
        public static var tlsDirectory: String? {
            guard let path = ProcessInfo.processInfo.environment["MVX_TEST_POSTGRES_TLS"], !path.isEmpty else {
                return nil
            }
            return path
        }

        /// Why the TLS test is skipped.
        public static let tlsSkipReason: Comment =
            "PostgreSQL TLS test skipped: set MVX_TEST_POSTGRES_TLS to the TLS folder .ci/postgres-start makes"

        /// Runs `body` with the URL of a new, empty database, and drops the database afterwards.
        public static func withFresh<Result>(
            isolation: isolated (any Actor)? = #isolation, _ body: (String) async throws -> Result
        ) async throws -> Result {
            guard let url else { throw TestDatabaseError.notConfigured }
            let location = try PostgresLocation(url: url)
            let name = "mvx_t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
            try await admin(location, "CREATE DATABASE \(name)")
            let fresh =
                "postgres://\(location.username)"
                + (location.password.map { ":\($0)" } ?? "") + "@\(location.host):\(location.port)/\(name)"
            return try await run(
                { try await body(fresh) }, then: { try? await admin(location, "DROP DATABASE \(name) WITH (FORCE)") })
        }

        /// A client for `location`, not yet running.
        public static func client(for location: PostgresLocation) -> PostgresClient {
            let configuration = PostgresClient.Configuration(
                host: location.host, port: location.port, username: location.username, password: location.password,
                database: location.database, tls: .disable)
            return PostgresClient(configuration: configuration, backgroundLogger: Logger(label: "mvx.tests.postgres"))
        }

        /// Runs one statement on the server's own database with a short-lived client.
        private static func admin(_ location: PostgresLocation, _ sql: String) async throws {
            let client = client(for: location)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { await client.run() }
                defer { group.cancelAll() }
                try await client.query(PostgresQuery(unsafeSQL: sql))
            }
        }
    }
#endif
