import Foundation
import GRDB
import Model

/// Logins and bearer tokens. Sessions live in the database (so they survive a restart) as the SHA-256 of their
/// token, with an expiry; expired ones are pruned at each login, and a user keeps at most
/// ``maximumSessionsPerUser``.
struct SessionStore: Sendable {
    /// The newest sessions a user keeps; logging in again drops the oldest beyond this.
    static let maximumSessionsPerUser = 50

    let database: DatabasePool
    let hasher: PasswordHasher
    let throttle: LoginThrottle
    let lifetime: Duration

    /// Checks the password and opens a session with a fresh random token.
    ///
    /// Refused (429) while `client`, or the username from `client`, has too many recent failures; the password is
    /// not even checked.
    func login(_ request: LoginRequest, client: String) async throws -> LoginResponse {
        do {
            try throttle.check(username: request.username, client: client)
        } catch {
            throw APIFailure.tooManyRequests(
                "Too many failed logins (\(error.reason)). Try again in \(Self.seconds(error.retryAfter)) s.",
                retryAfter: Self.seconds(error.retryAfter))
        }
        let found: (id: Int, hash: String)? = try await database.read { db in
            let sql = "SELECT id, password_hash FROM users WHERE username = ?"
            return try Row.fetchOne(db, sql: sql, arguments: [request.username]).map {
                (try $0.decode(Int.self, forColumn: "id"), try $0.decode(String.self, forColumn: "password_hash"))
            }
        }
        // Checked even for an unknown name (against a decoy), so that both answers take the same time.
        let matches = try await hasher.verify(request.password, hash: found?.hash)
        guard let userID = found?.id, matches else {
            throttle.recordFailure(username: request.username, client: client)
            throw APIFailure.unauthorized("Wrong username or password. Every demo user's password is mvx-demo.")
        }
        throttle.recordSuccess(username: request.username, client: client)
        return try await open(userID: userID)
    }

    /// The user a token belongs to, or `nil` if no live session has it.
    func userID(forToken token: String) async throws -> Int? {
        try await database.read { db in
            try Int.fetchOne(
                db, sql: "SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?",
                arguments: [TokenHash.of(token), Date()])
        }
    }

    /// Ends the session holding `token`; answers whether there was one.
    func logout(token: String) async throws -> Bool {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM sessions WHERE token_hash = ?", arguments: [TokenHash.of(token)])
            return db.changesCount > 0
        }
    }

    private func open(userID: Int) async throws -> LoginResponse {
        let token = Self.newToken()
        let now = Date()
        let expiry = now.addingTimeInterval(Double(lifetime.components.seconds))
        return try await database.write { db in
            try db.execute(sql: "DELETE FROM sessions WHERE expires_at <= ?", arguments: [now])
            try db.execute(
                sql: "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)",
                arguments: [TokenHash.of(token), userID, now, expiry])
            try db.execute(
                sql: """
                    DELETE FROM sessions WHERE user_id = ? AND token_hash NOT IN
                    (SELECT token_hash FROM sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT ?)
                    """,
                arguments: [userID, userID, Self.maximumSessionsPerUser])
            return LoginResponse(token: token, user: try UserStore.user(db, id: userID, viewer: userID))
        }
    }

    /// Whole seconds, rounded up, at least 1: what `Retry-After` says.
    private static func seconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        return max(1, Int(seconds) + (attoseconds > 0 ? 1 : 0))
    }

    /// 32 random bytes from the system generator, as 64 hex digits.
    private static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return TokenHash.hex((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
    }
}
