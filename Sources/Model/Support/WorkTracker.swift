import Foundation
import Synchronization

/// Counts the work the app has started and not yet finished applying, so that a headless host can wait until the
/// app is idle without polling.
///
/// A piece of work counts from the moment it starts (a page load, a save, a playback step) until its result has
/// changed the state the screen shows; time spent asleep on a ``VirtualClock`` does not count. While it waits for
/// the network (``waitingForNetwork(_:)``, which `APIClient` uses), it is pending but not *runnable*: the headless
/// `sleep` lets app time pass once nothing is runnable, and `wait` once nothing is pending.
///
/// The tracker travels as a task-local value: the headless runner runs each command inside
/// `WorkTracker.$current.withValue(tracker)`, and every task started from there through ``startTrackedTask(_:)`` — by
/// a presenter, a view model, a ``PagedList`` — inherits it. Outside such a scope (the live app, most unit tests)
/// ``current`` is `nil` and tracking costs nothing.
public final class WorkTracker: Sendable {
    /// The tracker of the work being done now, if anyone is tracking it.
    @TaskLocal public static var current: WorkTracker?

    /// The counts, read together.
    public struct Counts: Hashable, Sendable {
        /// Pieces of work started and not finished (asleep on a virtual clock counts as not started).
        public var pending = 0
        /// Of those, how many are waiting for an answer from the network.
        public var waitingForNetwork = 0

        /// Pending work that is not waiting for the network: it will run as soon as the main actor lets it.
        public var runnable: Int { pending - waitingForNetwork }
    }

    private struct Waiter {
        let isSatisfied: @Sendable (Counts) -> Bool
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct State {
        var counts = Counts()
        var changes = 0
        var nextWaiter = 0
        var waiters: [Int: Waiter] = [:]
    }

    private let state = Mutex(State())

    /// Creates a tracker with nothing pending.
    public init() {}

    /// Both counts at one instant.
    public var counts: Counts { state.withLock { $0.counts } }

    /// Pieces of work started and not yet finished.
    public var pending: Int { counts.pending }

    /// Whether no work is pending.
    public var isIdle: Bool { pending == 0 }

    /// How many times the counts have changed since the tracker was made: a watchdog that sees it stand still for a
    /// while knows that nothing started, finished or heard from the network meanwhile.
    public var changes: Int { state.withLock { $0.changes } }

    /// Records that a piece of work started.
    public func begin() {
        change { $0.pending += 1 }
    }

    /// Records that a piece of work finished.
    public func end() {
        change { counts in
            assert(counts.pending > 0, "WorkTracker.end() without a matching begin()")
            counts.pending = max(0, counts.pending - 1)
        }
    }

    /// Runs `operation` — a request the current piece of work sends — counted as waiting for the network.
    public func waitingForNetwork<Result, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation, _ operation: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        change { $0.waitingForNetwork += 1 }
        defer { change { $0.waitingForNetwork = max(0, $0.waitingForNetwork - 1) } }
        return try await operation()
    }

    /// Returns once no work is pending (at once if none is), or when the calling task is cancelled.
    public func waitUntilIdle() async {
        await waitUntil { $0.pending == 0 }
    }

    /// Returns once at most `count` pieces of work are pending (at once if no more are), or when the calling task is
    /// cancelled.
    public func waitUntilPending(atMost count: Int) async {
        await waitUntil { $0.pending <= count }
    }

    /// Returns once no pending work is runnable — all of it waits for the network, or there is none — or when the
    /// calling task is cancelled.
    public func waitUntilNothingRunnable() async {
        await waitUntil { $0.runnable <= 0 }
    }

    private func waitUntil(_ isSatisfied: @escaping @Sendable (Counts) -> Bool) async {
        let id = state.withLock { state in
            defer { state.nextWaiter += 1 }
            return state.nextWaiter
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = state.withLock { state in
                    guard !isSatisfied(state.counts), !Task.isCancelled else { return true }
                    state.waiters[id] = Waiter(isSatisfied: isSatisfied, continuation: continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.waiters.removeValue(forKey: id) }?.continuation.resume()
        }
    }

    private func change(_ body: (inout Counts) -> Void) {
        let woken = state.withLock { state -> [Waiter] in
            body(&state.counts)
            state.changes &+= 1
            let counts = state.counts
            let satisfied = state.waiters.filter { $0.value.isSatisfied(counts) }
            for id in satisfied.keys { state.waiters[id] = nil }
            return Array(satisfied.values)
        }
        woken.forEach { $0.continuation.resume() }
    }
}

/// Starts `operation` on the main actor as tracked work: ``WorkTracker/current``, if any, counts it from now until
/// it returns.
@MainActor
@discardableResult
public func startTrackedTask<Success: Sendable>(
    _ operation: @escaping @MainActor () async -> Success
) -> Task<Success, Never> {
    let tracker = WorkTracker.current
    tracker?.begin()
    return Task { @MainActor in
        defer { tracker?.end() }
        return await operation()
    }
}
