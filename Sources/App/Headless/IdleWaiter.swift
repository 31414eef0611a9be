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

    /// Runs `body`, cancelling it once ``limit`` of real time passes in which the tracked work did not change;
    /// answers whether it finished without being cancelled.
    private func withinLimit(_ body: @escaping @MainActor () async -> Void) async -> Bool {
        let running = Task { @MainActor in
            await body()
            return !Task.isCancelled
        }
        let timeout = Task { [limit, tracker = time.tracker] in
            var seen = tracker.changes
            while true {
                try await Task.sleep(for: limit)
                let now = tracker.changes
                guard now != seen else { break }
                seen = now
            }
            running.cancel()
        }
        let finished = await running.value
        timeout.cancel()
        return finished
    }
}
