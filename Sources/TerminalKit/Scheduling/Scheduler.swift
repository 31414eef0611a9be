/// Runs code on the main actor later: timers for spinners, toasts and anything that waits.
///
/// Two implementations: ``LiveScheduler`` on real time, and ``VirtualScheduler`` whose time moves only when
/// told (``VirtualScheduler/advance(by:)``), so tests and the headless host are deterministic.
@MainActor
public protocol Scheduler: AnyObject {
    /// The time elapsed since the scheduler started.
    var now: Duration { get }

    /// Runs `action` once, `delay` from now; cancel the answer to stop it.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> Cancellable

    /// Runs `action` every `interval` (first after one interval) until cancelled. An `.animation` timer (a
    /// spinner) is cosmetic: waiting for the app to settle ignores it.
    @discardableResult
    func scheduleRepeating(
        every interval: Duration, kind: TimerKind, _ action: @escaping @MainActor () -> Void
    ) -> Cancellable
}

/// What a timer is for: real work the app waits on, or an animation nobody waits for.
public enum TimerKind: Hashable, Sendable {
    /// Work: a toast's countdown, a playback tick, a retry.
    case work
    /// Decoration: a spinner's frames. The headless `wait` does not wait for these.
    case animation
}

extension Scheduler {
    /// Runs `action` every `interval` until cancelled, as work (see ``TimerKind``).
    @discardableResult
    public func scheduleRepeating(every interval: Duration, _ action: @escaping @MainActor () -> Void)
        -> Cancellable
    {
        scheduleRepeating(every: interval, kind: .work, action)
    }
}
