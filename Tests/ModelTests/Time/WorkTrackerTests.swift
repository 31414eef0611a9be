import Model
import Testing

/// What the headless `wait` stands on: pending work counted exactly, and waiters woken when it is done.
@MainActor
struct WorkTrackerTests {
    @Test func waitingWithNothingPendingReturnsAtOnce() async {
        // Given a tracker with nothing under way, When something waits, Then it returns
        await WorkTracker().waitUntilIdle()
    }

    @Test func aWaiterWakesWhenTheLastPieceOfWorkEnds() async {
        // Given two pieces of work under way, and a waiter
        let tracker = WorkTracker()
        tracker.begin()
        tracker.begin()
        var woke = false
        let waiter = Task { @MainActor in
            await tracker.waitUntilIdle()
            woke = true
        }
        // When one ends, Then the waiter still sleeps
        tracker.end()
        await Task.yield()
        #expect(!woke)
        #expect(tracker.pending == 1)
        // When the other ends, Then it wakes
        tracker.end()
        await waiter.value
        #expect(woke)
        #expect(tracker.isIdle)
    }

    @Test func aCancelledWaiterReturns() async {
        // Given work that never ends, and a waiter
        let tracker = WorkTracker()
        tracker.begin()
        let waiter = Task { await tracker.waitUntilIdle() }
        // When the waiter is cancelled, Then it returns
        waiter.cancel()
        await waiter.value
        #expect(tracker.pending == 1)
    }

    @Test func aTrackedTaskCountsUntilItReturns() async {
        // Given a tracker as the current one
        let tracker = WorkTracker()
        let gate = AsyncStream<Void>.makeStream()
        // When a tracked task starts and waits on a gate
        let task = WorkTracker.$current.withValue(tracker) {
            startTrackedTask { for await _ in gate.stream { return } }
        }
        // Then it counts until it returns
        #expect(tracker.pending == 1)
        gate.continuation.yield()
        await task.value
        #expect(tracker.isIdle)
    }

    @Test func untrackedTasksCostNothing() async {
        // Given no current tracker, When a tracked task runs, Then nothing is counted anywhere
        #expect(WorkTracker.current == nil)
        #expect(await startTrackedTask { 42 }.value == 42)
    }
}
