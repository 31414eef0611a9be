import Dispatch
import Foundation
import HummingbirdBcrypt
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs bcrypt checks one at a time on a thread of its own, at the lowest scheduling priority, so that a login
/// storm takes only the CPU that answering other requests leaves idle (issue #27).
///
/// Run on SwiftNIO's thread pool at normal priority, each check (tens of milliseconds at cost 10) held a core the
/// other routes needed: the feed's p99 went from 1–2 ms to 30–45 ms during a storm of ~12 logins a second. At most
/// ``queueLimit`` checks wait; past that a login is refused at once (``Full``). The thread waits on a semaphore,
/// which is fine there: it is not one of Swift's cooperative threads.
final class PasswordChecker: Sendable {
    /// Too many checks are waiting already.
    struct Full: Error {}

    private struct Job: Sendable {
        let password: String
        let hash: String
        let continuation: CheckedContinuation<Bool, any Error>
    }

    /// The process's checker at the lowest priority: one thread, whatever number of servers run.
    static let yielding = PasswordChecker(queueLimit: 64, yields: true)
    /// The process's checker at normal priority, for servers told not to yield (tests on a saturated machine,
    /// where a nice-19 thread would wait behind every test).
    static let normal = PasswordChecker(queueLimit: 64, yields: false)

    let queueLimit: Int
    private let jobs = Mutex<[Job]>([])
    private let available = DispatchSemaphore(value: 0)

    init(queueLimit: Int, yields: Bool = true) {
        self.queueLimit = max(1, queueLimit)
        let thread = Thread { [self] in
            if yields { Self.lowerPriority() }
            while true {
                available.wait()
                guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { continue }
                job.continuation.resume(returning: Bcrypt.verify(job.password, hash: job.hash))
            }
        }
        thread.name = "mvx.bcrypt"
        thread.start()
    }

    /// Whether `password` matches `hash`, once the checks queued before it are done.
    func verify(_ password: String, hash: String) async throws -> Bool {
        try await withCheckedThrowingContinuation { continuation in
            let queued = jobs.withLock { jobs in
                guard jobs.count < queueLimit else { return false }
                jobs.append(Job(password: password, hash: hash, continuation: continuation))
                return true
            }
            if queued {
                available.signal()
            } else {
                continuation.resume(throwing: Full())
            }
        }
    }

    /// Nice 19 for the calling thread: the scheduler gives it what the other threads leave.
    private static func lowerPriority() {
        #if os(Linux)
            // On Linux a nice value belongs to a thread, and 0 names the calling one.
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        #endif
    }
}
