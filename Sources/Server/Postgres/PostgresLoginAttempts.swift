import PostgresNIO

/// Failed logins counted in PostgreSQL, so that every instance on the database counts together: two instances
/// still allow ``LoginLimits/failuresPerUser`` failures per name from one address, not twice that.
///
/// The PostgreSQL implementation of ``LoginAttemptStorage``. Windows are timed by the database's clock, so that
/// instances whose clocks differ agree; expired windows are deleted as new failures come in.
struct PostgresLoginAttempts: LoginAttemptStorage {
    let database: PostgresBackend
    let limits: LoginLimits

    /// The window in seconds, as the database's `make_interval` takes it.
    private var windowSeconds: Double { Double(limits.window.components.seconds) }

    func refusal(username: String, client: String) async throws -> LoginRefusal? {
        let pair = LoginThrottle.pairKey(username, client)
        let address = LoginThrottle.clientKey(client)
        let rows = try await database.run(
            """
            SELECT key, failures,
                   EXTRACT(EPOCH FROM window_start + make_interval(secs => \(windowSeconds)) - clock_timestamp())::float8
            FROM login_failures WHERE key IN (\(pair), \(address))
            """)
        var pairRefusal: LoginRefusal?
        var addressRefusal: LoginRefusal?
        for try await (key, failures, remaining) in rows.decode((String, Int, Double).self) {
            let isPair = key == pair
            let limit = isPair ? limits.failuresPerUser : limits.failuresPerClient
            guard failures >= limit, remaining.isFinite, remaining > 0 else { continue }
            // At most the window (a day), so the milliseconds fit.
            let wait = Duration.milliseconds(Int64(min(remaining, windowSeconds) * 1000))
            if isPair {
                pairRefusal = LoginRefusal(
                    retryAfter: wait, reason: "too many failed logins for this username from this address")
            } else {
                addressRefusal = LoginRefusal(retryAfter: wait, reason: "too many failed logins from this address")
            }
        }
        return pairRefusal ?? addressRefusal
    }

    func recordFailure(username: String, client: String) async throws {
        let window = windowSeconds
        try await database.run(
            "DELETE FROM login_failures WHERE window_start < clock_timestamp() - make_interval(secs => \(window))")
        for key in [LoginThrottle.pairKey(username, client), LoginThrottle.clientKey(client)] {
            try await database.run(
                """
                INSERT INTO login_failures AS f (key, window_start, failures) VALUES (\(key), clock_timestamp(), 1)
                ON CONFLICT (key) DO UPDATE SET
                    failures = CASE WHEN f.window_start > clock_timestamp() - make_interval(secs => \(window))
                                    THEN f.failures + 1 ELSE 1 END,
                    window_start = CASE WHEN f.window_start > clock_timestamp() - make_interval(secs => \(window))
                                        THEN f.window_start ELSE clock_timestamp() END
                """)
        }
    }

    func recordSuccess(username: String, client: String) async throws {
        try await database.run("DELETE FROM login_failures WHERE key = \(LoginThrottle.pairKey(username, client))")
    }
}
