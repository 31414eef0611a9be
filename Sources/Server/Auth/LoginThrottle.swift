import Synchronization

/// Counts failed logins per username from one client address, and per client address, and refuses more than
/// ``LoginLimits`` allow.
///
/// A name is never locked as such: failures for `alice` from one address do not stop `alice` logging in from
/// another, so a stranger cannot lock her out (issue #20); the stranger's own address is refused, first for that
/// name, then for every name.
///
/// Each key's window starts at its first failure; once the limit is reached, logins for that key are refused until
/// the window ends. At most ``LoginLimits/trackedKeys`` keys are kept. To make room, expired keys go first, then the
/// oldest that are not refusing; a refusing key is never dropped early, so a flood of failures from other addresses
/// cannot clear a lock. If every kept key is refusing, a failure from a new key cannot be counted, so new keys are
/// refused until a window ends (fail closed). With bcrypt checked on every attempt, filling the default 10,000
/// keys with refusals takes far more password checks than a small machine can do in one window.
final class LoginThrottle: LoginAttemptStorage {
    /// Refusal: how long until the caller may try again.
    typealias Refusal = LoginRefusal

    private struct Window {
        var start: Duration
        var failures: Int
        let limit: Int
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

    /// Throws a ``Refusal`` if `username` from `client`, or `client` itself, used up its failures in the current
    /// window.
    func check(username: String, client: String) throws(Refusal) {
        let time = now()
        let pair = Self.pairKey(username, client)
        let address = Self.clientKey(client)
        let refusal: Refusal? = windows.withLock { windows in
            if let wait = wait(windows[pair], at: time) {
                return Refusal(retryAfter: wait, reason: "too many failed logins for this username from this address")
            }
            if let wait = wait(windows[address], at: time) {
                return Refusal(retryAfter: wait, reason: "too many failed logins from this address")
            }
            if windows[pair] == nil || windows[address] == nil, windows.count >= limits.trackedKeys,
                let wait = untilRoom(in: windows, at: time)
            {
                return Refusal(retryAfter: wait, reason: "too many failed logins on this server")
            }
            return nil
        }
        if let refusal { throw refusal }
    }

    /// The refusal ``check(username:client:)`` would throw, or `nil`.
    func refusal(username: String, client: String) -> LoginRefusal? {
        do {
            try check(username: username, client: client)
            return nil
        } catch {
            return error
        }
    }

    /// Counts a failed login against the username from `client` and against `client`.
    func recordFailure(username: String, client: String) {
        let time = now()
        let keys = [
            (Self.pairKey(username, client), limits.failuresPerUser),
            (Self.clientKey(client), limits.failuresPerClient),
        ]
        windows.withLock { windows in
            for (key, limit) in keys {
                if var window = windows[key], time - window.start < limits.window {
                    window.failures += 1
                    windows[key] = window
                } else if windows[key] != nil || makeRoom(in: &windows, at: time) {
                    windows[key] = Window(start: time, failures: 1, limit: limit)
                }
            }
        }
    }

    /// A successful login clears the failures of that username from that address (not the address's).
    func recordSuccess(username: String, client: String) {
        _ = windows.withLock { $0.removeValue(forKey: Self.pairKey(username, client)) }
    }

    /// How many keys are tracked now.
    var trackedKeyCount: Int { windows.withLock { $0.count } }

    /// How long `window` still refuses, or `nil` if it does not.
    private func wait(_ window: Window?, at time: Duration) -> Duration? {
        guard let window, window.failures >= window.limit else { return nil }
        let end = window.start + limits.window
        return end > time ? end - time : nil
    }

    /// `nil` if some key could be dropped now; else how long until the first refusal ends.
    private func untilRoom(in windows: [String: Window], at time: Duration) -> Duration? {
        var soonest: Duration?
        for window in windows.values {
            guard let wait = wait(window, at: time) else { return nil }
            soonest = min(soonest ?? wait, wait)
        }
        return soonest
    }

    /// Drops expired keys, then the oldest that are not refusing, until one more fits; answers whether it does.
    private func makeRoom(in windows: inout [String: Window], at time: Duration) -> Bool {
        guard windows.count >= limits.trackedKeys else { return true }
        windows = windows.filter { time - $0.value.start < limits.window }
        while windows.count >= limits.trackedKeys {
            let candidates = windows.filter { wait($0.value, at: time) == nil }
            guard let oldest = candidates.min(by: { $0.value.start < $1.value.start }) else { return false }
            windows.removeValue(forKey: oldest.key)
        }
        return true
    }

    /// Names are case-folded and cut to 64 characters, so a huge name costs no more memory than a short one.
    static func pairKey(_ username: String, _ client: String) -> String {
        "u:" + username.lowercased().prefix(64) + "\u{1F}" + client.prefix(64)
    }
    static func clientKey(_ client: String) -> String { "c:" + client.prefix(64) }
}
