import Foundation
import Synchronization

/// A clock whose time moves only when told: what the headless app and the tests give the Model instead of the
/// wall clock, so that "a second of app time" passes in microseconds and always the same way.
///
/// A task asleep on it (``sleep(until:tolerance:)``) wakes when ``advance(to:)`` moves the time past its deadline,
/// in deadline order. While asleep it does not count as pending work for ``WorkTracker/current``: a voice playing
/// for ten virtual seconds does not keep a headless `wait` waiting.
public final class VirtualClock: Clock, Sendable {
    /// A point in virtual time: how long after the clock's start.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// The time since the clock started.
        public var offset: Duration

        /// Creates an instant `offset` after the start.
        public init(offset: Duration) { self.offset = offset }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }

        /// Whether `lhs` comes first.
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
        let tracker: WorkTracker?
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID = 0
        var sleepers: [Int: Sleeper] = [:]
    }

    private let state = Mutex(State())

    /// Creates a clock at its start, with nobody asleep.
    public init() {}

    /// The current virtual time.
    public var now: Instant { state.withLock { $0.now } }

    /// Virtual time has no grain.
    public var minimumResolution: Duration { .zero }

    /// When the earliest sleeper wakes, if anyone sleeps.
    public var nextDeadline: Instant? { state.withLock { $0.sleepers.values.map(\.deadline).min() } }

    /// How many tasks are asleep on the clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until the clock reaches `deadline` (at once if it has), or throws `CancellationError` when the
    /// calling task is cancelled first.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let tracker = WorkTracker.current
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation, tracker: tracker)
                    return nil
                }
                if let outcome {
                    continuation.resume(with: outcome)
                } else {
                    tracker?.end()
                }
            }
        } onCancel: {
            guard let sleeper = state.withLock({ $0.sleepers.removeValue(forKey: id) }) else { return }
            sleeper.tracker?.begin()
            sleeper.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the time to `instant` (never backwards), waking every sleeper due by then, earliest first. Each woken
    /// task counts as pending work again before it resumes.
    public func advance(to instant: Instant) {
        let woken = state.withLock { state -> [Sleeper] in
            state.now = max(state.now, instant)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
                .sorted { ($0.value.deadline, $0.key) < ($1.value.deadline, $1.key) }
            for (id, _) in due { state.sleepers[id] = nil }
            return due.map(\.value)
        }
        for sleeper in woken {
            sleeper.tracker?.begin()
            sleeper.continuation.resume()
        }
    }

    /// Moves the time forward by `duration`, waking every sleeper due by then.
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: max(duration, .zero)))
    }
}
