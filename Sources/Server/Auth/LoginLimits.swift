/// How many failed logins the server takes before it answers `429 Too Many Requests` with `Retry-After`.
///
/// Failures are counted per username from one client address, and per client address, in a window that starts at
/// the first failure; a success clears the count of that name from that address. No count covers a name from every
/// address, so that nobody can lock another user out.
public struct LoginLimits: Sendable, Hashable {
    /// Failed logins allowed for one username from one client address within ``window``.
    public var failuresPerUser = 5
    /// Failed logins allowed from one client address within ``window``, whatever the names.
    public var failuresPerClient = 20
    /// How long failures are remembered, and so the longest a client waits.
    public var window: Duration = .seconds(60)
    /// How many names and addresses are tracked at once; the oldest are forgotten first, so memory stays bounded.
    public var trackedKeys = 10_000

    /// The defaults.
    public init() {}

    func validate() throws(ServerError) {
        guard (1...1_000_000).contains(failuresPerUser), (1...1_000_000).contains(failuresPerClient) else {
            throw .invalidConfiguration("failed-login limits must be between 1 and 1000000")
        }
        guard window >= .seconds(1), window <= .seconds(24 * 3600) else {
            throw .invalidConfiguration("the failed-login window must be between 1 second and a day")
        }
        guard (1...1_000_000).contains(trackedKeys) else {
            throw .invalidConfiguration("the tracked login keys must be between 1 and 1000000")
        }
    }
}
