import Model
import Testing

/// The Model's virtual time: sleepers wake in deadline order as it moves, never before, and do not count as work
/// while they sleep.
@MainActor
struct VirtualClockTests {
    @Test func aSleeperWakesWhenTheTimeReachesItsDeadline() async throws {
        // Given a task asleep for 2 s
        let clock = VirtualClock()
        var woke = false
        let sleeper = Task { @MainActor in
            try await clock.sleep(for: .seconds(2))
            woke = true
        }
        while clock.sleeperCount == 0 { await Task.yield() }
        // When 1.5 s pass, Then it sleeps on
        clock.advance(by: .milliseconds(1_500))
        await Task.yield()
        #expect(!woke)
        #expect(clock.nextDeadline == VirtualClock.Instant(offset: .seconds(2)))
        // When 0.5 s more pass, Then it wakes
        clock.advance(by: .milliseconds(500))
        try await sleeper.value
        #expect(woke)
        #expect(clock.now == VirtualClock.Instant(offset: .seconds(2)))
    }

    @Test func sleepersWakeInDeadlineOrder() async throws {
        // Given three sleepers with different deadlines
        let clock = VirtualClock()
        var order: [Int] = []
        let sleepers = [3, 1, 2].map { seconds in
            Task { @MainActor in
                try await clock.sleep(for: .seconds(seconds))
                order.append(seconds)
            }
        }
        while clock.sleeperCount < 3 { await Task.yield() }
        // When time passes them all at once
        clock.advance(by: .seconds(5))
        for sleeper in sleepers { try await sleeper.value }
        // Then they woke earliest first
        #expect(order == [1, 2, 3])
    }

    @Test func aDeadlineInThePastReturnsAtOnce() async throws {
        // Given a clock at 1 s, When a task sleeps until 0.5 s, Then it does not wait
        let clock = VirtualClock()
        clock.advance(by: .seconds(1))
        try await clock.sleep(until: VirtualClock.Instant(offset: .milliseconds(500)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func aCancelledSleeperThrowsAndLeaves() async {
        // Given a sleeper
        let clock = VirtualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
        while clock.sleeperCount == 0 { await Task.yield() }
        // When it is cancelled, Then it throws CancellationError and is gone from the clock
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test func aSleeperDoesNotCountAsPendingWorkWhileAsleep() async throws {
        // Given tracked work that sleeps for 1 s
        let clock = VirtualClock()
        let tracker = WorkTracker()
        let task = WorkTracker.$current.withValue(tracker) {
            startTrackedTask { try? await clock.sleep(for: .seconds(1)) }
        }
        while clock.sleeperCount == 0 { await Task.yield() }
        // Then while it sleeps nothing is pending
        #expect(tracker.isIdle)
        // When the clock wakes it, Then it counts again until it ends
        clock.advance(by: .seconds(1))
        #expect(tracker.pending == 1)
        await task.value
        #expect(tracker.isIdle)
    }
}
