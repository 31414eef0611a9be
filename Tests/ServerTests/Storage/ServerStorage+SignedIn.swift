import Foundation

@testable import Server

extension ServerStorage {
    /// A live session of user `userID` (alice, the first seeded user, by default), as a write's claim to one.
    func signedIn(userID: Int = 1, now: Date = Date()) async throws -> SignedIn {
        let tokenHash = "test-session-\(userID)"
        _ = try await sessions.openSession(
            tokenHash: tokenHash, userID: userID, now: now, expiry: now.addingTimeInterval(600), keep: 50)
        return SignedIn(tokenHash: tokenHash, now: now)
    }
}
