#if PostgreSQL
    import PostgresNIO

    /// Login attempts counted in PostgreSQL, so that every instance on the database counts together: two instances
    /// still allow ``LoginLimits/failuresPerUser`` failures per name from one address, not twice that.
    ///
    /// The PostgreSQL implementation of ``LoginAttemptStorage``. A reservation locks the name's and the address's rows
    /// (`SELECT … FOR UPDATE`, always in the same order) and counts the attempt in the same statement, so simultaneous
    /// attempts on any number of instances take turns and at most the limit reach the password check. Windows are timed
    /// by the database's clock, so that instances whose clocks differ agree; expired windows are deleted as new
    /// failures come in.
    struct PostgresLoginAttempts: LoginAttemptStorage {
        let database: PostgresBackend
        let limits: LoginLimits

        /// The window in seconds, as the database's `make_interval` takes it.
        private var windowSeconds: Double { Double(limits.window.components.seconds) }

        func reserve(username: String, client: String) async throws -> LoginRefusal? {
            let pair = LoginThrottle.pairKey(username, client)
            let address = LoginThrottle.clientKey(client)
            let window = windowSeconds
            // Both rows exist, committed, before they are locked: rows inserted in the locking statement's transaction
            // made simultaneous reservations wait for each other's inserts, and deadlock.
            try await database.run(
                """
                INSERT INTO login_failures (key, window_start, failures, pending)
                VALUES (\(address), clock_timestamp(), 0, 0), (\(pair), clock_timestamp(), 0, 0)
                ON CONFLICT (key) DO NOTHING
                """)
            // One statement locks both rows ("c:…" sorts before "u:…", so every instance locks them in the same order),
            // decides, and counts the attempt on both or on neither; the locks last that one statement.
            let counted = try await database.run(
                """
                WITH locked AS (
                    SELECT key, failures, pending,
                           window_start > clock_timestamp() - make_interval(secs => \(window)) AS live
                    FROM login_failures WHERE key IN (\(address), \(pair)) ORDER BY key FOR UPDATE
                ), admitted AS (
                    SELECT count(*) = 2 AND COALESCE(bool_and(NOT live OR failures + pending
                        < CASE WHEN key = \(pair) THEN \(limits.failuresPerUser) ELSE \(limits.failuresPerClient) END), FALSE)
                        AS yes
                    FROM locked
                )
                UPDATE login_failures SET
                    failures = CASE WHEN window_start > clock_timestamp() - make_interval(secs => \(window))
                                    THEN failures ELSE 0 END,
                    pending = CASE WHEN window_start > clock_timestamp() - make_interval(secs => \(window))
                                   THEN pending + 1 ELSE 1 END,
                    window_start = CASE WHEN window_start > clock_timestamp() - make_interval(secs => \(window))
                                        THEN window_start ELSE clock_timestamp() END
                WHERE key IN (\(address), \(pair)) AND (SELECT yes FROM admitted)
                RETURNING key
                """)
            guard counted.rows.count < 2 else { return nil }
            return try await refusal(pair: pair, address: address)
        }

        /// Why a reservation was refused, read after the fact; a short wait if the rows changed meanwhile.
        private func refusal(pair: String, address: String) async throws -> LoginRefusal {
            let window = windowSeconds
            let rows = try await database.run(
                """
                SELECT key, failures, pending,
                       EXTRACT(EPOCH FROM window_start + make_interval(secs => \(window)) - clock_timestamp())::float8
                FROM login_failures WHERE key IN (\(address), \(pair))
                """)
            var pairRefusal: LoginRefusal?
            var addressRefusal: LoginRefusal?
            for try await (key, failures, pending, remaining) in rows.decode((String, Int, Int, Double).self) {
                // An ended window counts nothing, attempts in flight included (a crashed instance's never settle).
                guard remaining.isFinite, remaining > 0 else { continue }
                let isPair = key == pair
                let limit = isPair ? limits.failuresPerUser : limits.failuresPerClient
                guard failures + pending >= limit else { continue }
                // At most the window (a day), so the milliseconds fit.
                let end = Duration.milliseconds(Int64(min(remaining, window) * 1000))
                let reason = isPair ? LoginRefusal.userReason : LoginRefusal.clientReason
                let refusal =
                    failures >= limit
                    ? LoginRefusal(retryAfter: end, reason: reason)
                    : LoginRefusal(
                        retryAfter: min(end, LoginRefusal.inFlightWait),
                        reason: reason + " (attempts still being checked)")
                if isPair { pairRefusal = refusal } else { addressRefusal = refusal }
            }
            return pairRefusal ?? addressRefusal
                ?? LoginRefusal(
                    retryAfter: LoginRefusal.inFlightWait, reason: LoginRefusal.userReason + " (just settled)")
        }

        func settle(_ outcome: LoginOutcome, username: String, client: String) async throws {
            let pair = LoginThrottle.pairKey(username, client)
            let address = LoginThrottle.clientKey(client)
            let window = windowSeconds
            switch outcome {
            case .failed:
                try await database.run(
                    """
                    DELETE FROM login_failures
                    WHERE window_start < clock_timestamp() - make_interval(secs => \(window)) AND key NOT IN (\(pair), \(address))
                    """)
                try await database.run(
                    """
                    INSERT INTO login_failures AS f (key, window_start, failures, pending)
                    VALUES (\(pair), clock_timestamp(), 1, 0), (\(address), clock_timestamp(), 1, 0)
                    ON CONFLICT (key) DO UPDATE SET
                        failures = CASE WHEN f.window_start > clock_timestamp() - make_interval(secs => \(window))
                                        THEN f.failures + 1 ELSE 1 END,
                        pending = CASE WHEN f.window_start > clock_timestamp() - make_interval(secs => \(window))
                                       THEN GREATEST(f.pending - 1, 0) ELSE 0 END,
                        window_start = CASE WHEN f.window_start > clock_timestamp() - make_interval(secs => \(window))
                                            THEN f.window_start ELSE clock_timestamp() END
                    """)
            case .succeeded, .unchecked:
                let clearsPair = outcome == .succeeded
                try await database.run(
                    """
                    UPDATE login_failures SET
                        failures = CASE WHEN key = \(pair) AND \(clearsPair) THEN 0 ELSE failures END,
                        pending = GREATEST(pending - 1, 0)
                    WHERE key IN (\(pair), \(address))
                    """)
                try await database.run(
                    "DELETE FROM login_failures WHERE key IN (\(pair), \(address)) AND failures = 0 AND pending = 0")
            }
        }
    }
#endif
