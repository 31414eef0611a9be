/// A scheduler on real time: each timer is a main-actor task sleeping on a continuous clock.
@MainActor
public final class LiveScheduler: Scheduler {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    /// Creates a scheduler whose time starts now.
    public init() {
        start = clock.now
    }

    /// The real time elapsed since creation.
    public var now: Duration { clock.now - start }

    /// Runs `action` once after `delay` of real time.
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Cancellable {
        let clock = clock
        let task = Task { @MainActor in
            try? await Task.sleep(for: delay, clock: clock)
            guard !Task.isCancelled else { return }
            action()
        }
        return Cancellable { task.cancel() }
    }

    /// Runs `action` every `interval` of real time until cancelled (drift-free: deadlines advance by `interval`).
    @discardableResult
    public func scheduleRepeating(
        every interval: Duration, kind: TimerKind, _ action: @escaping @MainActor () -> Void
    ) -> Cancellable {
        let clock = clock
        let step = max(interval, .milliseconds(1))
        let task = Task { @MainActor in
            var deadline = clock.now + step
            while !Task.isCancelled {
                try? await Task.sleep(until: deadline, clock: clock)
                guard !Task.isCancelled else { return }
                action()
                deadline += step
            }
        }
        return Cancellable { task.cancel() }
    }
}
