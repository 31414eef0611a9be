import HummingbirdBcrypt
import NIOPosix
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs bcrypt checks one at a time on a one-thread pool of its own, at the lowest scheduling priority, so that a
/// login storm takes only the CPU that answering other requests leaves idle.
///
/// Run on SwiftNIO's shared pool at normal priority, each check (tens of milliseconds at cost 10) held a core the
/// other routes needed: the feed's p99 went from 1–2 ms to 30–45 ms during a storm of ~12 logins a second. At most
/// ``queueLimit`` checks wait; past that a login is refused at once (``Full``). Callers await; no Swift concurrency
/// thread ever waits for a check.
final class PasswordChecker: Sendable {
    /// Too many checks are waiting already.
    struct Full: Error {}

    /// The process's checker at the lowest priority: one thread, whatever number of servers run.
    static let yielding = PasswordChecker(queueLimit: 64, yields: true)
    /// The process's checker at normal priority, for servers told not to yield: tests on a saturated machine, where a
    /// nice-19 thread would wait behind every test, and where hundreds of servers share this one thread — bursts of
    /// 64 logins among them — so it lets more checks wait.
    static let normal = PasswordChecker(queueLimit: 1_024, yields: false)

    let queueLimit: Int
    private let yields: Bool
    private let pool: NIOThreadPool
    /// Checks queued or running.
    private let pending = Mutex(0)

    init(queueLimit: Int, yields: Bool = true) {
        self.queueLimit = max(1, queueLimit)
        self.yields = yields
        pool = NIOThreadPool(numberOfThreads: 1)
        pool.start()
    }

    /// Whether `password` matches `hash`, once the checks queued before it are done.
    func verify(_ password: String, hash: String) async throws -> Bool {
        let admitted = pending.withLock { pending in
            // One running plus `queueLimit` waiting.
            guard pending <= queueLimit else { return false }
            pending += 1
            return true
        }
        guard admitted else { throw Full() }
        defer { pending.withLock { $0 -= 1 } }
        let yields = self.yields
        return try await pool.runIfActive {
            if yields { Self.lowerPriority() }
            return Bcrypt.verify(password, hash: hash)
        }
    }

    /// Nice 19 for the calling thread (the pool's only one): the scheduler gives it what the other threads leave.
    private static func lowerPriority() {
        #if os(Linux)
            // On Linux a nice value belongs to a thread, and 0 names the calling one; setting it again is a no-op.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        #endif
    }
}
