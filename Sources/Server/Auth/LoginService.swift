import Foundation
import Model

/// Logins and bearer tokens over any ``SessionStorage`` and ``LoginAttemptStorage``.
///
/// Sessions are stored as the SHA-256 of their token, with an expiry; expired ones are pruned at each login, and a
/// user keeps at most ``maximumSessionsPerUser``.
struct LoginService: Sendable {
    /// The newest sessions a user keeps; logging in again drops the oldest beyond this.
    static let maximumSessionsPerUser = 50

    let storage: any SessionStorage
    let attempts: any LoginAttemptStorage
    let hasher: PasswordHasher
    let lifetime: Duration

    /// Checks the password and opens a session with a fresh random token.
    ///
    /// The attempt is counted before the password is checked and settled after, so that of many simultaneous
    /// guesses at most the limit are checked. Refused (429) while `client`, or the username from `client`, has used
    /// up its attempts; the password is not even checked.
    func login(_ request: LoginRequest, client: String) async throws -> LoginResponse {
        if let refusal = try await attempts.reserve(username: request.username, client: client) {
            let seconds = Self.seconds(refusal.retryAfter)
            throw APIFailure.tooManyRequests(
                "Too many failed logins (\(refusal.reason)). Try again in \(seconds) s.", retryAfter: seconds)
        }
        let found: StoredCredentials?
        let matches: Bool
        do {
            found = try await storage.credentials(username: request.username)
            // Checked even for an unknown name (against a decoy), so that both answers take the same time.
            matches = try await hasher.verify(request.password, hash: found?.passwordHash)
        } catch {
            try? await attempts.settle(.unchecked, username: request.username, client: client)
            throw error
        }
        guard let userID = found?.userID, matches else {
            try await attempts.settle(.failed, username: request.username, client: client)
            throw APIFailure.unauthorized("Wrong username or password. Every demo user's password is mvx-demo.")
        }
        try await attempts.settle(.succeeded, username: request.username, client: client)
        let token = Self.newToken()
        let now = Date()
        let user = try await storage.openSession(
            tokenHash: TokenHash.of(token), userID: userID, now: now,
            expiry: now.addingTimeInterval(Double(lifetime.components.seconds)), keep: Self.maximumSessionsPerUser)
        return LoginResponse(token: token, user: user)
    }

    /// The user a token belongs to, or `nil` if no live session has it.
    func userID(forToken token: String) async throws -> Int? {
        try await storage.userID(tokenHash: TokenHash.of(token), now: Date())
    }

    /// The claim that `token` holds a live session now, for the storage to check as part of a write.
    func claim(forToken token: String) -> SignedIn {
        SignedIn(tokenHash: TokenHash.of(token), now: Date())
    }

    /// Ends the session holding `token`; answers whether there was one.
    func logout(token: String) async throws -> Bool {
        try await storage.closeSession(tokenHash: TokenHash.of(token))
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
