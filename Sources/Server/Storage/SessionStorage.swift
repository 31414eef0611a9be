import Foundation
import Model

/// What a login needs from the database: a user's password hash, and sessions stored as the hash of their token.
///
/// Sessions live in the database, not in one process, so that every instance over the same database knows them.
protocol SessionStorage: Sendable {
    /// The id and bcrypt hash of the user named `username` (exact match), or `nil` if there is none.
    func credentials(username: String) async throws -> StoredCredentials?
    /// Stores a session for `userID` until `expiry`, prunes expired sessions and all but the newest `keep` of that
    /// user's, and answers the user as they see themselves.
    func openSession(tokenHash: String, userID: Int, now: Date, expiry: Date, keep: Int) async throws -> User
    /// The user of the live session whose token hashes to `tokenHash`, or `nil`.
    func userID(tokenHash: String, now: Date) async throws -> Int?
    /// Ends the session whose token hashes to `tokenHash`; answers whether there was one.
    func closeSession(tokenHash: String) async throws -> Bool
}
