import Foundation
import GRDB
import Model

/// Password hashes and sessions in the SQLite file.
///
/// The GRDB implementation of ``SessionStorage``.
struct SessionStore: SessionStorage {
    let database: SQLiteDatabase

    func credentials(username: String) async throws -> StoredCredentials? {
        try await database.read { db in
            let sql = "SELECT id, password_hash FROM users WHERE username = ?"
            return try Row.fetchOne(db, sql: sql, arguments: [username]).map {
                StoredCredentials(
                    userID: try $0.decode(forColumn: "id"), passwordHash: try $0.decode(forColumn: "password_hash"))
            }
        }
    }

    func openSession(tokenHash: String, userID: Int, now: Date, expiry: Date, keep: Int) async throws -> User {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM sessions WHERE expires_at <= ?", arguments: [now])
            try db.execute(
                sql: "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                arguments: [tokenHash, userID, now, expiry])
            try db.execute(
                sql: """
                    DELETE FROM sessions WHERE user_id = ? AND token_hash NOT IN
                    (SELECT token_hash FROM sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT ?)
                    """,
                arguments: [userID, userID, keep])
            return try UserStore.user(db, id: userID, viewer: userID)
        }
    }

    /// The user of a live session: one statement, read with one hop and no transaction, prepared once per
    /// connection — a signed-in request that needs to know its user pays it before its own work (a read or a share
    /// checks its session inside its write instead, with ``requireLive(_:_:)``).
    func userID(tokenHash: String, now: Date) async throws -> Int? {
        try await database.readStatement { db in try Self.liveUserID(db, tokenHash: tokenHash, now: now) }
    }

    /// The user of the live session whose token hashes to `tokenHash`, read on `db`.
    private static func liveUserID(_ db: Database, tokenHash: String, now: Date) throws -> Int? {
        let statement = try db.cachedStatement(
            sql: "SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?")
        return try Int.fetchOne(statement, arguments: [tokenHash, now])
    }

    /// Throws ``SignedIn/refused`` unless `user`'s session is live: the first statement of a write it guards, in
    /// that write's transaction, so that no write lands for a session that has ended.
    static func requireLive(_ db: Database, _ user: SignedIn) throws {
        guard try liveUserID(db, tokenHash: user.tokenHash, now: user.now) != nil else { throw SignedIn.refused }
    }

    func closeSession(tokenHash: String) async throws -> Bool {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM sessions WHERE token_hash = ?", arguments: [tokenHash])
            return db.changesCount > 0
        }
    }
}
