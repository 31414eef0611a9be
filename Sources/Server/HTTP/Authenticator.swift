import Foundation
import Hummingbird

/// Finds the viewer from `Authorization: Bearer <token>`.
struct Authenticator: Sendable {
    let sessions: LoginService

    /// The viewer for optional-auth reads: `nil` without a header, 401 for a malformed or unknown token.
    func optionalViewer(of request: Request) async throws -> Int? {
        guard let token = try token(of: request) else { return nil }
        guard let userID = try await sessions.userID(forToken: token) else { throw SignedIn.refused }
        return userID
    }

    /// The claim of a write that needs a signed-in user but not who it is: 401 without a token, with a malformed
    /// header or with a token the server never issued; the storage checks the session as part of the write.
    func signedIn(_ request: Request) throws -> SignedIn {
        guard let token = try token(of: request) else { throw SignedIn.needed }
        return sessions.claim(forToken: token)
    }

    /// The bearer token of `Authorization: Bearer <token>`, `nil` without the header; 401 for another scheme, and
    /// for a token of a shape the server never issues (it names no session, and the database is not asked).
    func token(of request: Request) throws -> String? {
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw APIFailure.unauthorized("The Authorization header must be \"Bearer <token>\". \(SignedIn.howTo)")
        }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        guard TokenHash.isWellFormed(token) else { throw SignedIn.refused }
        return token
    }

    /// The viewer for writes and private reads: 401 without a valid token.
    func viewer(of request: Request) async throws -> Int {
        guard let userID = try await optionalViewer(of: request) else { throw SignedIn.needed }
        return userID
    }
}
