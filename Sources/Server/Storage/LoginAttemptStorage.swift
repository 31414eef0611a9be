/// Counts failed logins and refuses more than ``LoginLimits`` allow, per username from one address and per address.
///
/// The in-memory ``LoginThrottle`` counts for one process; an implementation in a shared database makes several
/// instances count together, so that two of them still allow only the limit, not twice it.
protocol LoginAttemptStorage: Sendable {
    /// The refusal in force for `username` from `client`, or for `client`, or `nil` if a login may be tried.
    func refusal(username: String, client: String) async throws -> LoginRefusal?
    /// Counts a failed login against the username from `client` and against `client`.
    func recordFailure(username: String, client: String) async throws
    /// A successful login clears the failures of that username from that address (not the address's).
    func recordSuccess(username: String, client: String) async throws
}
