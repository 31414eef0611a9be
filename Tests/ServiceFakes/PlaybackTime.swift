import Model

/// Virtual time for a voice player, and the tracker of the work it sets going: a test runs what the user did and
/// lets seconds pass, each time waiting until everything that started has settled — no sleeps.
@MainActor
public struct PlaybackTime {
    /// The clock the player plays on; only ``pass(seconds:)`` moves it.
    public let clock = VirtualClock()
    private let tracker = WorkTracker()

    /// Creates time at zero with nothing running.
    public init() {}

    /// Runs `action` (a tap) under this time's tracker and waits until the work it started has settled.
    public func run(_ action: () -> Void) async {
        WorkTracker.$current.withValue(tracker) { action() }
        await tracker.waitUntilIdle()
    }

    /// Lets `seconds` pass one at a time, waiting after each until the work it set going has settled.
    public func pass(seconds: Int) async {
        for _ in 0..<seconds {
            clock.advance(by: .seconds(1))
            await tracker.waitUntilIdle()
        }
    }
}
