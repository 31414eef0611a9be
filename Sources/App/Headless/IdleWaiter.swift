import Model
import TerminalKit

/// Bounds in real time what the headless `wait` and `sleep` wait for, so that a script never hangs: once ``limit``
/// passes with no work starting or finishing — a request the server never answers — the wait ends with a note, and
/// the script goes on. A long `sleep` on a busy machine is not cut short: each deadline it passes is progress.
@MainActor
struct IdleWaiter {
    let time: VirtualTime
    var limit: Duration = .seconds(10)
    var horizon: Duration = .milliseconds(50)

    /// The `wait` command: until the app has settled — nothing pending, and nothing scheduled within ``horizon``
    /// of app time (what is due that soon runs first). Answers `false` if still busy after ``limit``.
    func waitUntilIdle() async -> Bool {
        let (time, horizon) = (self.time, self.horizon)
        return await withinLimit {
            repeat {
                await time.settle()
            } while await time.runDue(within: horizon) && !Task.isCancelled
        }
    }

    /// The `sleep MS` command: lets `duration` of app time pass. Answers `false` if it took longer than ``limit``.
    func sleep(for duration: Duration) async -> Bool {
        let time = self.time
        let target = time.now + duration
        return await withinLimit { await time.advance(to: target) }
    }

    /// Until at most `count` pieces of work are pending, without moving app time. Answers `false` if more still
    /// were after ``limit``.
    func waitUntilPending(atMost count: Int) async -> Bool {
        let tracker = time.tracker
        return await withinLimit { await tracker.waitUntilPending(atMost: count) }
    }

    /// Runs `body` while the tracked work makes progress (``runWhileProgressing(limit:tracker:_:)``).
    private func withinLimit(_ body: @escaping @MainActor () async -> Void) async -> Bool {
        await runWhileProgressing(limit: limit, tracker: time.tracker, body)
    }
}
