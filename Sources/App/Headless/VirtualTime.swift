import Model
import TerminalKit

/// The headless app's time: the toolkit's timers (``VirtualScheduler``) and the Model's clock (``VirtualClock``),
/// moved together so that both always read the same instant.
///
/// Time moves only when a script says so (`sleep MS`, or `wait` running what is due within 50 ms), and it moves
/// from one deadline to the next, letting the work each deadline starts run before the next one — up to the point
/// where it waits for the network, which takes real time, not app time.
@MainActor
struct VirtualTime {
    let host: HeadlessHost
    let clock: VirtualClock
    let tracker: WorkTracker

    /// The time elapsed since the app started.
    var now: Duration { host.scheduler.now }

    /// The earliest deadline of a work timer or of a task asleep on the clock, if any. Spinner frames do not count.
    var nextDeadline: Duration? {
        [host.scheduler.nextDeadline, clock.nextDeadline?.offset].compactMap { $0 }.min()
    }

    /// Moves the time to `target`, deadline by deadline, letting what each one starts run.
    func advance(to target: Duration) async {
        while let next = nextDeadline, next <= target, !Task.isCancelled {
            step(to: next)
            await letRun()
        }
        step(to: target)
        await letRun()
    }

    /// Runs what is due within `horizon` of now, deadline by deadline; answers whether anything was due.
    func runDue(within horizon: Duration) async -> Bool {
        var ran = false
        while let next = nextDeadline, next <= now + horizon, !Task.isCancelled {
            step(to: next)
            await letRun()
            ran = true
        }
        return ran
    }

    /// Waits until no tracked work is pending at all, requests included.
    func settle() async {
        await drain(untilIdle: true)
    }

    /// Waits until no pending work can run without an answer from the network.
    func letRun() async {
        await drain(untilIdle: false)
    }

    private func drain(untilIdle: Bool) async {
        repeat {
            repeat {
                if untilIdle {
                    await tracker.waitUntilIdle()
                } else {
                    await tracker.waitUntilNothingRunnable()
                }
                // Work ends by changing state on the main actor; observation bindings deliver that change in a
                // main-actor turn queued before this one resumes. One yield lets them run; anything they start is
                // tracked work.
                await Task.yield()
            } while busy(untilIdle: untilIdle) && !Task.isCancelled
            // A render may start work of its own (the shell restoring a scene's place as its rows arrive).
            host.render()
        } while busy(untilIdle: untilIdle) && !Task.isCancelled
    }

    private func busy(untilIdle: Bool) -> Bool {
        (untilIdle ? tracker.counts.pending : tracker.counts.runnable) > 0
    }

    private func step(to instant: Duration) {
        let target = max(instant, now)
        host.advance(by: target - now)
        clock.advance(to: VirtualClock.Instant(offset: target))
    }
}
