#if PostgreSQL
    import Foundation
    import Model
    import PostgresNIO

    /// Password hashes and sessions in PostgreSQL, shared by every instance on the database.
    ///
    /// The PostgreSQL implementation of ``SessionStorage``.
    struct PostgresSessionStore: SessionStorage {
        let database: PostgresBackend

        func credentials(username: String) async throws -> StoredCredentials? {
            let rows = try await database.run("SELECT id, password_hash FROM users WHERE username = \(username)")
            for try await (id, hash) in rows.decode((Int, String).self) {
                return StoredCredentials(userID: id, passwordHash: hash)
            }
            return nil
        }

        func openSession(tokenHash: String, userID: Int, now: Date, expiry: Date, keep: Int) async throws -> User {
            try await database.transaction { connection in
                let logger = database.logger
                try await connection.query("DELETE FROM sessions WHERE expires_at <= \(now)", logger: logger)
                try await connection.query(
                    """
                    INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
                    VALUES (\(tokenHash), \(userID), \(now), \(expiry))
                    """, logger: logger)
                try await connection.query(
                    """
                    DELETE FROM sessions WHERE user_id = \(userID) AND token_hash NOT IN
                    (SELECT token_hash FROM sessions WHERE user_id = \(userID) ORDER BY created_at DESC LIMIT \(keep))
                    """, logger: logger)
                return try await PostgresUserStore.user(on: connection, id: userID, viewer: userID, logger: logger)
            }
        }

        func userID(tokenHash: String, now: Date) async throws -> Int? {
            let rows = try await database.run(
                "SELECT user_id FROM sessions WHERE token_hash = \(tokenHash) AND expires_at > \(now)")
            for try await id in rows.decode(Int.self) { return id }
            return nil
        }

        /// Throws ``SignedIn/refused`` unless `user`'s session is live: asked just before the write it guards.
        static func requireLive(_ user: SignedIn, in database: PostgresBackend) async throws {
            let store = PostgresSessionStore(database: database)
            guard try await store.userID(tokenHash: user.tokenHash, now: user.now) != nil else {
                throw SignedIn.refused
            }
        }

        func closeSession(tokenHash: String) async throws -> Bool {
            let rows = try await database.write(
                "DELETE FROM sessions WHERE token_hash = \(tokenHash) RETURNING user_id")
            for try await _ in rows.decode(Int.self) { return true }
            return false
        }
    }
#endif
