import Foundation
import GRDB
import HummingbirdBcrypt
import Model

/// Logins and bearer tokens; sessions live in the database, so they survive a restart.
struct SessionStore: Sendable {
    let database: DatabasePool

    /// Checks the password and opens a session with a fresh random token.
    func login(_ request: LoginRequest) async throws -> LoginResponse {
        let found: (id: Int, hash: String)? = try await database.read { db in
            let sql = "SELECT id, password_hash FROM users WHERE username = ?"
            return try Row.fetchOne(db, sql: sql, arguments: [request.username]).map { ($0["id"], $0["password_hash"]) }
        }
        // Verify even for an unknown name, so that timing does not tell which names exist.
        let matches = Bcrypt.verify(request.password, hash: found?.hash ?? Self.decoyHash)
        guard let userID = found?.id, matches else {
            throw APIFailure.unauthorized("Wrong username or password. Every demo user's password is mvx-demo.")
        }
        let token = Self.newToken()
        return try await database.write { db in
            try db.execute(
                sql: "INSERT INTO sessions (token, user_id, created_at) VALUES (?, ?, ?)",
                arguments: [token, userID, Date()])
            return LoginResponse(token: token, user: try UserStore.user(db, id: userID, viewer: userID))
        }
    }

    /// The user a token belongs to, or `nil` if no session has it.
    func userID(forToken token: String) async throws -> Int? {
        try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT user_id FROM sessions WHERE token = ?", arguments: [token])
        }
    }

    /// 32 random bytes from the system generator, as 64 hex digits.
    private static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            let hex = String(byte, radix: 16)
            return hex.count == 1 ? "0" + hex : hex
        }.joined()
    }

    private static let decoyHash = Bcrypt.hash("decoy-password", cost: Seeder.bcryptCost)
}
