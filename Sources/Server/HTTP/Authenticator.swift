import Foundation
import Hummingbird

/// Finds the viewer from `Authorization: Bearer <token>`.
struct Authenticator: Sendable {
    let sessions: LoginService

    private static let howTo = "Log in with POST /auth/login and send Authorization: Bearer <token>."

    /// The viewer for optional-auth reads: `nil` without a header, 401 for a malformed or unknown token.
    func optionalViewer(of request: Request) async throws -> Int? {
        guard let token = try token(of: request) else { return nil }
        guard let userID = try await sessions.userID(forToken: token) else {
            throw APIFailure.unauthorized(
                "The token is not known: it expired, was logged out, or comes from another database. \(Self.howTo)")
        }
        return userID
    }

    /// The bearer token of `Authorization: Bearer <token>`, `nil` without the header, 401 for another scheme.
    func token(of request: Request) throws -> String? {
        guard let header = request.headers[.authorization] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else {
            throw APIFailure.unauthorized("The Authorization header must be \"Bearer <token>\". \(Self.howTo)")
        }
        return parts[1].trimmingCharacters(in: .whitespaces)
    }

    /// The viewer for writes and private reads: 401 without a valid token.
    func viewer(of request: Request) async throws -> Int {
        guard let userID = try await optionalViewer(of: request) else {
            throw APIFailure.unauthorized("This request needs a signed-in user. \(Self.howTo)")
        }
        return userID
    }
}
