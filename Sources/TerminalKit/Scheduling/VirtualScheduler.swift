/// A scheduler on virtual time: nothing runs until ``advance(by:)`` moves the clock past a deadline.
///
/// Timers due at the same instant run in the order they were scheduled. The headless host uses it, so a test
/// that waits 3 seconds takes microseconds. Animation timers (spinners) run as time passes but are left out of
/// ``nextDeadline`` and ``hasDueTimers(within:)``, so settling never waits on a spinner.
@MainActor
public final class VirtualScheduler: Scheduler {
    private struct Timer {
        var deadline: Duration
        let sequence: Int
        let interval: Duration?
        let kind: TimerKind
        let action: @MainActor () -> Void
    }

    /// The virtual time elapsed since creation.
    public private(set) var now: Duration = .zero
    private var timers: [Int: Timer] = [:]
    private var nextSequence = 0

    /// Creates a scheduler at time zero.
    public init() {}

    /// Runs `action` once when the clock passes `now + delay`.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Cancellable {
        add(deadline: now + max(delay, .zero), interval: nil, kind: .work, action)
    }

    /// Runs `action` at every multiple of `interval` from now until cancelled.
    @discardableResult
    public func scheduleRepeating(
        every interval: Duration, kind: TimerKind, _ action: @escaping @MainActor () -> Void
    ) -> Cancellable {
        let step = max(interval, .milliseconds(1))
        return add(deadline: now + step, interval: step, kind: kind, action)
    }

    private func add(
        deadline: Duration, interval: Duration?, kind: TimerKind, _ action: @escaping @MainActor () -> Void
    ) -> Cancellable {
        let sequence = nextSequence
        nextSequence += 1
        timers[sequence] = Timer(
            deadline: deadline, sequence: sequence, interval: interval, kind: kind, action: action)
        return Cancellable { [weak self] in self?.timers[sequence] = nil }
    }

    /// When the next work timer is due, if any is scheduled (animation timers do not count).
    public var nextDeadline: Duration? { timers.values.filter { $0.kind == .work }.map(\.deadline).min() }

    /// The number of timers scheduled, animations included (repeating ones count once).
    public var pendingCount: Int { timers.count }

    /// The number of work timers scheduled (animations left out).
    public var pendingWorkCount: Int { timers.values.filter { $0.kind == .work }.count }

    /// Whether a work timer is due within `interval` from now.
    public func hasDueTimers(within interval: Duration) -> Bool {
        guard let deadline = nextDeadline else { return false }
        return deadline <= now + interval
    }

    /// Moves the clock forward by `interval`, running every timer that falls due, in deadline order.
    public func advance(by interval: Duration) {
        let target = now + max(interval, .zero)
        while let timer = nextTimer(dueBy: target) {
            now = max(now, timer.deadline)
            fire(timer)
        }
        now = target
    }

    /// Moves the clock to the next work deadline and runs what is due by then (animations included); answers
    /// `false` when no work is scheduled.
    @discardableResult
    public func advanceToNextTimer() -> Bool {
        guard let deadline = nextDeadline else { return false }
        advance(by: deadline - now)
        return true
    }

    private func nextTimer(dueBy target: Duration) -> Timer? {
        timers.values
            .filter { $0.deadline <= target }
            .min { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
    }

    private func fire(_ timer: Timer) {
        if let interval = timer.interval {
            var next = timer
            next.deadline = timer.deadline + interval
            timers[timer.sequence] = next
        } else {
            timers[timer.sequence] = nil
        }
        timer.action()
    }
}
