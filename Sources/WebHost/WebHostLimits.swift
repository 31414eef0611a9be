/// The bounds the host keeps every tab within, so that one page (or a script posing as one) cannot starve the rest.
public struct WebHostLimits: Sendable, Equatable {
    /// The largest event the page may send, in bytes; a larger one closes its socket with 1009.
    public var maximumFrameBytes: Int
    /// Events a tab may send per second, on average, before its socket is closed with 4429.
    public var eventsPerSecond: Double
    /// Events a tab may send at once, above the average (a token bucket's size).
    public var eventBurst: Int
    /// Tabs open at once; a new tab beyond this closes the longest idle one with 4408.
    public var maximumTabs: Int
    /// Frames waiting to be written to one tab; a tab that falls further behind is closed with 4503.
    public var maximumQueuedFrames: Int
    /// How long a tab whose socket the host closed has to answer the close before the connection is dropped.
    public var closeTimeout: Duration
    /// Tabs made for pages' first responses and not yet claimed by their sockets; a new one beyond this closes the
    /// oldest.
    public var maximumPreparedTabs: Int
    /// How long a tab made for a page's first response waits for its socket before it is closed.
    public var preparedTabLifetime: Duration

    /// Limits with room for a person clicking and typing fast: 16 KiB frames, 50 events a second with bursts of
    /// 100, 64 tabs, 256 queued frames, 5 seconds to answer a close, 32 first responses waiting 10 seconds each.
    public init(
        maximumFrameBytes: Int = 16 * 1024, eventsPerSecond: Double = 50, eventBurst: Int = 100,
        maximumTabs: Int = 64, maximumQueuedFrames: Int = 256, closeTimeout: Duration = .seconds(5),
        maximumPreparedTabs: Int = 32, preparedTabLifetime: Duration = .seconds(10)
    ) {
        self.maximumPreparedTabs = maximumPreparedTabs
        self.preparedTabLifetime = preparedTabLifetime
        self.maximumFrameBytes = maximumFrameBytes
        self.eventsPerSecond = eventsPerSecond
        self.eventBurst = eventBurst
        self.maximumTabs = maximumTabs
        self.maximumQueuedFrames = maximumQueuedFrames
        self.closeTimeout = closeTimeout
    }
}
