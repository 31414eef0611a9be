/// A token bucket: how many events a tab may send now, refilled at a steady rate up to a burst.
struct EventRateLimit {
    private let burst: Double
    private let perSecond: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant?

    /// A full bucket of `burst` events, refilled at `perSecond`.
    init(perSecond: Double, burst: Int) {
        self.burst = Double(max(1, burst))
        self.perSecond = max(0, perSecond)
        self.tokens = self.burst
    }

    /// Takes one event's token at `now`; false when the bucket is empty (the event is over the limit).
    mutating func take(at now: ContinuousClock.Instant) -> Bool {
        if let last {
            let elapsed = now - last
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            tokens = min(burst, tokens + max(0, seconds) * perSecond)
        }
        last = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
