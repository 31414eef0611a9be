import Testing

@testable import WebHost

/// The per-tab event budget: a burst at once, then a steady rate.
@Suite("Event rate limit")
struct EventRateLimitTests {
    @Test("a burst passes at once, the next event waits for the refill")
    func burstThenRefill() {
        // Given a bucket of 3 events refilled at 2 a second
        var limit = EventRateLimit(perSecond: 2, burst: 3)
        let start = ContinuousClock.now

        // When 4 events come at once, then one more after half a second, then one more at once
        let burst = (0..<4).map { _ in limit.take(at: start) }
        let afterHalfASecond = limit.take(at: start + .milliseconds(500))
        let rightAfter = limit.take(at: start + .milliseconds(500))

        // Then the burst passes but its fourth, the refill lets one through, and the one after it waits again
        #expect(burst == [true, true, true, false])
        #expect(afterHalfASecond)
        #expect(!rightAfter)
    }

    @Test("a long pause refills no more than the burst")
    func refillIsCapped() {
        // Given a bucket of 2 events refilled at 10 a second, emptied
        var limit = EventRateLimit(perSecond: 10, burst: 2)
        let start = ContinuousClock.now
        _ = limit.take(at: start)
        _ = limit.take(at: start)

        // When a minute passes and 3 events come at once
        let later = (0..<3).map { _ in limit.take(at: start + .seconds(60)) }

        // Then only the burst passes
        #expect(later == [true, true, false])
    }
}
