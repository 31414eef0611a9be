#if PostgreSQL
    import HTTPTypes
    import PostgresNIO

    /// What a failed PostgreSQL call answers: the database being away or slow is a `503` with `Retry-After` that says
    /// so, a table or column that is missing names it; never the `500` "this is a bug" meant for the server's own faults.
    enum PostgresFailure {
        /// Seconds a client is told to wait before trying again.
        static let retryAfter = 1

        /// The answer for `error`, thrown by a call in `area` (`news`, `users`, …); errors that are already answers
        /// (``APIFailure``), the server's own (``PostgresStorageError``), cancellation and anything not from the
        /// database are passed on as they are.
        static func answer(for error: any Error, area: String?) -> any Error {
            let place = area.map { " (\($0))" } ?? ""
            switch error {
            case let expired as CallDeadline.Expired:
                return unavailable(
                    code: "database_timeout",
                    "The database did not answer within \(milliseconds(expired.limit)) ms\(place): it is busy, a table "
                        + "is locked, or it is unreachable. Try again in a moment (a change may already have been made)."
                )
            case let error as PSQLError:
                return answer(for: error, place: place) ?? error
            default:
                // The pool's own errors (a tripped connection breaker, a pool shut down) are only reachable by name.
                guard String(reflecting: type(of: error)).hasPrefix("_ConnectionPoolModule.") else { return error }
                return unavailable(
                    code: "database_unavailable",
                    "The server cannot reach its database\(place) (\(error)); try again in a moment.")
            }
        }

        private static func answer(for error: PSQLError, place: String) -> APIFailure? {
            guard error.code == .server else {
                // The connection closed, failed, or was never made: nothing about the request itself.
                return unavailable(
                    code: "database_unavailable",
                    "The connection to the database was lost\(place) (\(error.code)). Try again in a moment (a change "
                        + "may already have been made).")
            }
            let state = error.serverInfo?[.sqlState] ?? ""
            let message = error.serverInfo?[.message] ?? "\(error.code)"
            switch state {
            case "42P01", "42703", "42883":
                // undefined_table, undefined_column, undefined_function: the schema is not the server's.
                return APIFailure(
                    status: .internalServerError, code: "database_schema",
                    message: "The database lacks what the server needs: \(message)\(place). The schema was changed "
                        + "by hand: restore it from a backup, or point --db at another database (a new one is migrated "
                        + "at start).")
            case "57014", "55P03":
                // query_canceled (statement_timeout), lock_not_available (lock_timeout)
                return unavailable(
                    code: "database_timeout",
                    "The database gave up on the request\(place): \(message). A table is probably locked; "
                        + "nothing was changed. Try again in a moment.")
            case _
            where state.hasPrefix("08") || state.hasPrefix("57P") || state.hasPrefix("53") || state == "40001"
                || state == "40P01" || state == "25P03":
                // connection exceptions, shutdown or restart, out of resources, serialization failure, deadlock,
                // idle-in-transaction timeout
                return unavailable(
                    code: "database_unavailable",
                    "The database could not complete the request\(place): \(message). Try again in a moment.")
            default:
                return nil
            }
        }

        private static func unavailable(code: String, _ message: String) -> APIFailure {
            APIFailure(status: .serviceUnavailable, code: code, message: message, retryAfter: retryAfter)
        }

        /// Whole milliseconds of `duration`.
        static func milliseconds(_ duration: Duration) -> Int64 {
            let (seconds, attoseconds) = duration.components
            return seconds * 1000 + attoseconds / 1_000_000_000_000_000
        }
    }
#endif
