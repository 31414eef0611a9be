#if PostgreSQL
    import Logging
    import PostgresNIO

    /// The `PostgresClient` every PostgreSQL store shares, and the helpers they query it with.
    ///
    /// The client is a `Service`: the server's `ServiceGroup` runs it (its connection pool) beside the HTTP app, and
    /// every query is awaited on the client's event loops, never waited for on a Swift concurrency thread.
    ///
    /// Every call has a deadline (``timeout``) covering the wait for a connection, the statements and the rows; past
    /// it, or when the connection drops or the database is down, the call fails with a `503` that says so
    /// (``PostgresFailure``), whatever postgres-nio does with the query meanwhile (``CallDeadline``). Each storage area
    /// queries through a ``PostgresLane`` of its own, so that one stuck table cannot take the whole pool.
    struct PostgresBackend: Sendable {
        /// The pooled client.
        let client: PostgresClient
        /// The logger queries report to.
        let logger: Logger
        /// The longest one call may take, from asking for a connection to the last row.
        var timeout: Duration = .seconds(5)
        /// The area's share of the pool, or `nil` for none (migrations, tests).
        var lane: PostgresLane?

        /// A query of `sql`, whose `$1`, `$2`, … are `binds` in order.
        static func query(_ sql: String, _ binds: PostgresBindings) -> PostgresQuery {
            PostgresQuery(unsafeSQL: sql, binds: binds)
        }

        /// The same client, with calls limited to `width` at once in a lane named `name`.
        func inLane(_ name: String, width: Int) -> PostgresBackend {
            var backend = self
            backend.lane = PostgresLane(name: name, width: width)
            return backend
        }

        /// Runs one statement on a pooled connection, and reads every row it answers.
        @discardableResult
        func run(_ query: PostgresQuery) async throws -> PostgresRows {
            let client = client
            let logger = logger
            return try await call { try await PostgresRows(client.query(query, logger: logger).collect()) }
        }

        /// Runs one statement that changes data, between `BEGIN` and `COMMIT`, and reads every row it answers.
        ///
        /// Alone, a statement is committed only at the protocol's `Sync`, after its rows and its completion were sent:
        /// a connection dropped in between (`pg_terminate_backend`, a restart) rolls it back although the client saw
        /// it succeed. Within a transaction, the rows are returned only once `COMMIT` has completed, so an answered
        /// write is a committed one.
        @discardableResult
        func write(_ query: PostgresQuery) async throws -> PostgresRows {
            let logger = logger
            return try await transaction { connection in
                try await PostgresRows(connection.query(query, logger: logger).collect())
            }
        }

        /// Runs `work` in one transaction on one leased connection: committed if it returns, rolled back if it throws,
        /// and then its own error (an ``APIFailure``, say) is rethrown unwrapped.
        ///
        /// A transaction whose deadline passed is rolled back, not committed, if it gets as far as its `COMMIT`.
        func transaction<T: Sendable>(_ work: @escaping @Sendable (PostgresConnection) async throws -> T) async throws
            -> T
        {
            let client = client
            let logger = logger
            return try await call {
                try await client.withConnection { connection in
                    try await Self.inTransaction(on: connection, logger: logger, work)
                }
            }
        }

        /// `work` between `BEGIN` and `COMMIT` on `connection`; rolled back if it throws or its task was cancelled.
        static func inTransaction<T: Sendable>(
            on connection: PostgresConnection, logger: Logger, _ work: (PostgresConnection) async throws -> T
        ) async throws -> T {
            try await connection.query("BEGIN", logger: logger)
            do {
                let value = try await work(connection)
                try Task.checkCancellation()
                try await connection.query("COMMIT", logger: logger)
                return value
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: logger)
                throw error
            }
        }

        /// `operation` within the deadline and the lane, its database errors turned into answers.
        private func call<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
            let lane = lane
            do {
                return try await CallDeadline.run(within: timeout) { race in
                    if let lane {
                        try await lane.acquire()
                        // The place is given back when the race is decided, even if `operation` never ends.
                        race.onFinish { lane.release() }
                    }
                    return try await operation()
                }
            } catch {
                throw PostgresFailure.answer(for: error, area: lane?.name)
            }
        }
    }

    /// Every row a statement answered, read before its connection went back to the pool; decoded as
    /// `PostgresRowSequence` is (`rows.decode((Int, String).self)`).
    struct PostgresRows: AsyncSequence, Sendable {
        typealias Element = PostgresRow
        typealias Failure = any Error

        /// The rows, in order.
        let rows: [PostgresRow]

        init(_ rows: [PostgresRow]) { self.rows = rows }

        func makeAsyncIterator() -> Iterator { Iterator(rows: rows) }

        /// Yields the rows one by one.
        struct Iterator: AsyncIteratorProtocol {
            typealias Element = PostgresRow
            typealias Failure = any Error

            let rows: [PostgresRow]
            var index = 0

            mutating func next() async throws -> PostgresRow? {
                guard index < rows.count else { return nil }
                defer { index += 1 }
                return rows[index]
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
#endif
