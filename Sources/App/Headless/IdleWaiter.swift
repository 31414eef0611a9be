import Model
import TerminalKit

/// Waits until the app has settled: no request in flight and no work timer due within 50 ms of app time.
///
/// A request that finishes resumes its caller on the main actor a moment later, and that caller may start another
/// request; so the app counts as idle only when the condition holds over several polls a few milliseconds apart,
/// with the main actor free in between, and no request finished meanwhile. Timers due within 50 ms are fired by
/// moving virtual time forward to them.
@MainActor
struct IdleWaiter {
    let host: HeadlessHost
    let activity: NetworkActivity
    var limit: Duration = .seconds(10)
    var horizon: Duration = .milliseconds(50)
    var pollInterval: Duration = .milliseconds(2)
    var quietPollsNeeded = 3

    /// Answers `true` once idle, `false` if still busy after ``limit`` of real time.
    func waitUntilIdle() async -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limit)
        var quietPolls = 0
        var completed = activity.completed
        while clock.now < deadline {
            await Task.yield()
            try? await Task.sleep(for: pollInterval)
            let firedTimers = fireTimersDueSoon()
            host.render()
            let snapshot = activity.snapshot
            if firedTimers || !snapshot.isIdle || snapshot.completed != completed {
                completed = snapshot.completed
                quietPolls = 0
                continue
            }
            quietPolls += 1
            if quietPolls >= quietPollsNeeded { return true }
        }
        return false
    }

    /// Advances virtual time to each work timer due within ``horizon``; answers whether any ran.
    private func fireTimersDueSoon() -> Bool {
        var fired = false
        for _ in 0..<1_000 {
            let scheduler = host.scheduler
            guard let next = scheduler.nextDeadline, next <= scheduler.now + horizon else { break }
            host.advance(by: next - scheduler.now)
            fired = true
        }
        return fired
    }
}
