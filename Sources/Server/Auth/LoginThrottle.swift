import Synchronization

/// Counts failed logins per username and per client address, and refuses more than ``LoginLimits`` allow.
///
/// Each key's window starts at its first failure; once the limit is reached, logins for that key are refused until
/// the window ends. At most ``LoginLimits/trackedKeys`` keys are kept: expired ones go first, then the oldest.
final class LoginThrottle: Sendable {
    /// Refusal: how long until the caller may try again.
    struct Refusal: Error, Equatable {
        let retryAfter: Duration
        let reason: String
    }

    private struct Window {
        var start: Duration
        var failures: Int
    }

    private let limits: LoginLimits
    private let now: @Sendable () -> Duration
    private let windows = Mutex<[String: Window]>([:])

    /// `now` is the time elapsed since any fixed origin; the default reads a continuous clock.
    init(limits: LoginLimits, now: (@Sendable () -> Duration)? = nil) {
        self.limits = limits
        let origin = ContinuousClock.now
        self.now = now ?? { ContinuousClock.now - origin }
    }

    /// Throws a ``Refusal`` if `username` or `client` used up its failures in the current window.
    func check(username: String, client: String) throws(Refusal) {
        let time = now()
        let blocked: (Duration, String)? = windows.withLock { windows in
            if let wait = Self.wait(windows[Self.userKey(username)], limit: limits.failuresPerUser, at: time, limits) {
                return (wait, "too many failed logins for this username")
            }
            if let wait = Self.wait(windows[Self.clientKey(client)], limit: limits.failuresPerClient, at: time, limits)
            {
                return (wait, "too many failed logins from this address")
            }
            return nil
        }
        if let (wait, reason) = blocked {
            throw Refusal(retryAfter: wait, reason: reason)
        }
    }

    /// Counts a failed login against both the username and the client.
    func recordFailure(username: String, client: String) {
        let time = now()
        windows.withLock { windows in
            for key in [Self.userKey(username), Self.clientKey(client)] {
                if var window = windows[key], time - window.start < limits.window {
                    window.failures += 1
                    windows[key] = window
                } else {
                    makeRoom(in: &windows, at: time)
                    windows[key] = Window(start: time, failures: 1)
                }
            }
        }
    }

    /// A successful login clears the username's failures (not the client's).
    func recordSuccess(username: String) {
        _ = windows.withLock { $0.removeValue(forKey: Self.userKey(username)) }
    }

    /// How many keys are tracked now.
    var trackedKeyCount: Int { windows.withLock { $0.count } }

    private static func wait(_ window: Window?, limit: Int, at time: Duration, _ limits: LoginLimits) -> Duration? {
        guard let window, window.failures >= limit else { return nil }
        let end = window.start + limits.window
        return end > time ? end - time : nil
    }

    private func makeRoom(in windows: inout [String: Window], at time: Duration) {
        guard windows.count >= limits.trackedKeys else { return }
        windows = windows.filter { time - $0.value.start < limits.window }
        while windows.count >= limits.trackedKeys, let oldest = windows.min(by: { $0.value.start < $1.value.start }) {
            windows.removeValue(forKey: oldest.key)
        }
    }

    /// Names are case-folded and cut to 64 characters, so a huge name costs no more memory than a short one.
    private static func userKey(_ username: String) -> String { "u:" + username.lowercased().prefix(64) }
    private static func clientKey(_ client: String) -> String { "c:" + client.prefix(64) }
}
