/// Counts login attempts and refuses more than ``LoginLimits`` allow, per username from one address and per address.
///
/// An attempt is counted *before* its password is checked (``reserve(username:client:)``) and settled after
/// (``settle(_:username:client:)``), so that guesses sent at the very same moment are counted as they come: of N
/// simultaneous guesses for one name from one address, at most ``LoginLimits/failuresPerUser`` reach the password
/// check. The in-memory ``LoginThrottle`` counts for one process; an implementation in a shared database makes
/// several instances count together, so that two of them still allow only the limit, not twice it.
protocol LoginAttemptStorage: Sendable {
    /// Counts one attempt against `username` from `client` and against `client`, and answers `nil`; or, when either
    /// has used up its attempts (failures and attempts still being checked), counts nothing and answers the refusal.
    func reserve(username: String, client: String) async throws -> LoginRefusal?
    /// Settles an attempt ``reserve(username:client:)`` counted, once its password was checked (or not).
    func settle(_ outcome: LoginOutcome, username: String, client: String) async throws
}

/// How a counted login attempt ended.
enum LoginOutcome: Sendable, Hashable {
    /// The password was wrong: the attempt stays counted as a failure, against the name and the address.
    case failed
    /// The password was right: the name's failures from that address are cleared (attempts still being checked
    /// stay counted), and the address gets this attempt back.
    case succeeded
    /// The password was never checked (the checker was busy, the database failed): the attempt is given back.
    case unchecked
}
