import Logging
import PostgresNIO

/// The `PostgresClient` every PostgreSQL store shares, and the helpers they query it with.
///
/// The client is a `Service`: the server's `ServiceGroup` runs it (its connection pool) beside the HTTP app, and
/// every query is awaited on the client's event loops, never waited for on a Swift concurrency thread.
struct PostgresBackend: Sendable {
    /// The pooled client.
    let client: PostgresClient
    /// The logger queries report to.
    let logger: Logger

    /// A query of `sql`, whose `$1`, `$2`, … are `binds` in order.
    static func query(_ sql: String, _ binds: PostgresBindings) -> PostgresQuery {
        PostgresQuery(unsafeSQL: sql, binds: binds)
    }

    /// Runs one statement on a pooled connection.
    @discardableResult
    func run(_ query: PostgresQuery) async throws -> PostgresRowSequence {
        try await client.query(query, logger: logger)
    }

    /// Runs `work` in one transaction on one leased connection: committed if it returns, rolled back if it throws,
    /// and then its own error (an ``APIFailure``, say) is rethrown unwrapped.
    func transaction<T: Sendable>(_ work: (PostgresConnection) async throws -> T) async throws -> T {
        try await client.withConnection { connection in
            try await connection.query("BEGIN", logger: logger)
            do {
                let value = try await work(connection)
                try await connection.query("COMMIT", logger: logger)
                return value
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: logger)
                throw error
            }
        }
    }
}

/// Bindings built in one expression.
extension PostgresBindings {
    /// Bindings for integers, in order.
    static func integers(_ values: Int?...) -> PostgresBindings {
        var binds = PostgresBindings(capacity: values.count)
        for value in values { binds.append(value) }
        return binds
    }
}
