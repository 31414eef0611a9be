import Synchronization

/// Counts login attempts per username from one client address, and per client address, and refuses more than
/// ``LoginLimits`` allow.
///
/// A name is never locked as such: failures for `alice` from one address do not stop `alice` logging in from
/// another, so a stranger cannot lock her out; the stranger's own address is refused, first for that
/// name, then for every name.
///
/// Each key's window starts at its first counted attempt. An attempt is counted before its password is checked and
/// settled after it (``LoginAttemptStorage``), so a burst of simultaneous guesses cannot all pass the check; once the
/// failures reach the limit, logins for that key are refused until the window ends. At most ``LoginLimits/trackedKeys`` keys are kept. To make room, expired keys go first, then the
/// oldest that are not refusing; a refusing key is never dropped early, so a flood of failures from other addresses
/// cannot clear a lock, and neither is a key with attempts still being checked. If every kept key is refusing, a failure from a new key cannot be counted, so new keys are
/// refused until a window ends (fail closed). With bcrypt checked on every attempt, filling the default 10,000
/// keys with refusals takes far more password checks than a small machine can do in one window.
final class LoginThrottle: LoginAttemptStorage {
    /// Refusal: how long until the caller may try again.
    typealias Refusal = LoginRefusal

    private struct Window {
        var start: Duration
        /// Attempts whose password was wrong.
        var failures: Int
        /// Attempts counted whose password is still being checked.
        var pending: Int
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

    /// Throws the ``Refusal`` ``reserve(username:client:)`` would answer now, without counting anything.
    func check(username: String, client: String) throws(Refusal) {
        let time = now()
        let keys = [Self.pairKey(username, client), Self.clientKey(client)]
        if let refusal = windows.withLock({ refusal(for: keys, in: $0, at: time) }) { throw refusal }
    }

    func reserve(username: String, client: String) -> LoginRefusal? {
        let time = now()
        let keys = [
            (Self.pairKey(username, client), limits.failuresPerUser),
            (Self.clientKey(client), limits.failuresPerClient),
        ]
        return windows.withLock { windows in
            if let refusal = refusal(for: keys.map(\.0), in: windows, at: time) { return refusal }
            makeRoom(for: keys.map(\.0), in: &windows, at: time)
            for (key, limit) in keys {
                if var window = windows[key], time - window.start < limits.window {
                    window.pending += 1
                    windows[key] = window
                } else {
                    windows[key] = Window(start: time, failures: 0, pending: 1, limit: limit)
                }
            }
            return nil
        }
    }

    func settle(_ outcome: LoginOutcome, username: String, client: String) {
        let time = now()
        let pair = Self.pairKey(username, client)
        let keys = [(pair, limits.failuresPerUser), (Self.clientKey(client), limits.failuresPerClient)]
        windows.withLock { windows in
            for (key, limit) in keys {
                guard var window = windows[key], time - window.start < limits.window else {
                    // The window ended while the password was checked: a failure opens the next one.
                    guard outcome == .failed else { continue }
                    makeRoom(for: [key], in: &windows, at: time)
                    if windows[key] != nil || windows.count < limits.trackedKeys {
                        windows[key] = Window(start: time, failures: 1, pending: 0, limit: limit)
                    }
                    continue
                }
                window.pending = max(0, window.pending - 1)
                switch outcome {
                case .failed: window.failures += 1
                case .succeeded where key == pair: window.failures = 0
                case .succeeded, .unchecked: break
                }
                if window.failures == 0, window.pending == 0 {
                    windows.removeValue(forKey: key)
                } else {
                    windows[key] = window
                }
            }
        }
    }

    /// Counts one failed login against the username from `client` and against `client`, as a wrong password does;
    /// answers the refusal instead when none can be counted.
    @discardableResult
    func recordFailure(username: String, client: String) -> LoginRefusal? {
        if let refusal = reserve(username: username, client: client) { return refusal }
        settle(.failed, username: username, client: client)
        return nil
    }

    /// How many keys are tracked now.
    var trackedKeyCount: Int { windows.withLock { $0.count } }

    /// The refusal in force for `keys` (the pair's, then the address's), or for lack of room to count them.
    private func refusal(for keys: [String], in windows: [String: Window], at time: Duration) -> Refusal? {
        for (index, key) in keys.enumerated() {
            guard let wait = busy(windows[key], at: time) else { continue }
            let full = windows[key].map { $0.failures >= $0.limit } ?? false
            let reason = index == 0 ? LoginRefusal.userReason : LoginRefusal.clientReason
            return Refusal(retryAfter: wait, reason: full ? reason : reason + " (attempts still being checked)")
        }
        if let wait = roomWait(for: keys, in: windows, at: time) {
            return Refusal(retryAfter: wait, reason: "too many failed logins on this server")
        }
        return nil
    }

    /// How long `window` still refuses new attempts, or `nil` if it does not: until its end once the failures reach
    /// the limit, a moment while attempts being checked fill it.
    private func busy(_ window: Window?, at time: Duration) -> Duration? {
        guard let window else { return nil }
        let end = window.start + limits.window
        guard end > time else { return nil }
        if window.failures >= window.limit { return end - time }
        if window.failures + window.pending >= window.limit { return min(LoginRefusal.inFlightWait, end - time) }
        return nil
    }

    /// Whether a window must be kept: refusing, or with attempts being checked.
    private func isHeld(_ window: Window, at time: Duration) -> Bool {
        time - window.start < limits.window && (window.pending > 0 || busy(window, at: time) != nil)
    }

    /// `nil` if `keys` fit, dropping windows that are not held if need be; else how long until the first held one
    /// ends.
    private func roomWait(for keys: [String], in windows: [String: Window], at time: Duration) -> Duration? {
        let needed = keys.filter { windows[$0] == nil }.count
        guard needed > 0, windows.count + needed > limits.trackedKeys else { return nil }
        var free = limits.trackedKeys - windows.count
        var soonest: Duration?
        for (key, window) in windows where !keys.contains(key) {
            if isHeld(window, at: time) {
                let wait = busy(window, at: time) ?? LoginRefusal.inFlightWait
                soonest = min(soonest ?? wait, wait)
            } else {
                free += 1
                if free >= needed { return nil }
            }
        }
        return soonest ?? LoginRefusal.inFlightWait
    }

    /// Drops expired windows, then the oldest that are not held, until `keys` fit.
    private func makeRoom(for keys: [String], in windows: inout [String: Window], at time: Duration) {
        let needed = keys.filter { windows[$0] == nil }.count
        guard windows.count + needed > limits.trackedKeys else { return }
        windows = windows.filter { keys.contains($0.key) || time - $0.value.start < limits.window }
        while windows.count + keys.filter({ windows[$0] == nil }).count > limits.trackedKeys {
            let candidates = windows.filter { !keys.contains($0.key) && !isHeld($0.value, at: time) }
            guard let oldest = candidates.min(by: { $0.value.start < $1.value.start }) else { return }
            windows.removeValue(forKey: oldest.key)
        }
    }

    /// Names are case-folded and cut to 64 characters, so a huge name costs no more memory than a short one.
    static func pairKey(_ username: String, _ client: String) -> String {
        "u:" + username.lowercased().prefix(64) + "\u{1F}" + client.prefix(64)
    }
    static func clientKey(_ client: String) -> String { "c:" + client.prefix(64) }
}
