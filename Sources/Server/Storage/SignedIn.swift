import Foundation

/// A request's claim to a live session, for a write that needs a signed-in user but not who it is: the storage
/// checks the claim as part of the write it guards (in the write's own transaction on SQLite), so that the request
/// pays one trip to the database, not a session read and then a write.
struct SignedIn: Sendable {
    /// The hash of the request's bearer token: sessions are stored by it.
    let tokenHash: String
    /// When the request came: a session that expired by then does not count.
    let now: Date

    /// What a request whose token names no live session is answered: 401, and how to get a token.
    static let refused = APIFailure.unauthorized(
        "The token is not known: it expired, was logged out, or comes from another database. \(howTo)")

    /// What a request that needs a signed-in user and names no token is answered: 401, and how to get a token.
    static let needed = APIFailure.unauthorized("This request needs a signed-in user. \(howTo)")

    /// What to do about a 401.
    static let howTo = "Log in with POST /auth/login and send Authorization: Bearer <token>."
}
