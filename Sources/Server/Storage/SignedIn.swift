import Foundation

/// A request's claim to a live session, for a write that needs a signed-in user but not who it is: the storage
/// checks the claim as part of the write it guards. On SQLite the check is the first statement of the write's own
/// transaction — one trip to the database instead of a session read and then a write, and no count lands for a
/// session that has ended; on PostgreSQL it is a query just before the write.
///
/// The price: a request with a token of the right shape that names no session takes its turn at SQLite's one
/// writer before it is refused (a token of another shape is refused before the database is asked).
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
