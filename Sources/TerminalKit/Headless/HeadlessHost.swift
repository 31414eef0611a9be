/// The application on an in-memory screen with virtual time: what SceneSpecs and `mvx --headless` drive.
///
/// Every command renders a frame afterwards, as the live run loop would, so ``screenText`` and the counters
/// always reflect what a user would see. Time moves only through ``advance(by:)``.
@MainActor
public final class HeadlessHost {
    /// The application.
    public let application: Application
    /// The virtual clock behind every timer.
    public let scheduler: VirtualScheduler

    /// Creates a host with a screen of `size` (80×24 unless said), optionally showing `rootViewController`.
    public init(size: Size = Size(width: 80, height: 24), rootViewController: ViewController? = nil) {
        scheduler = VirtualScheduler()
        application = Application(size: size, scheduler: scheduler)
        application.rootViewController = rootViewController
        render()
    }

    /// The controller filling the screen.
    public var rootViewController: ViewController? {
        get { application.rootViewController }
        set {
            application.rootViewController = newValue
            render()
        }
    }

    /// Renders a frame if anything changed; answers whether it did.
    @discardableResult
    public func render() -> Bool {
        application.render()
    }

    /// The screen as text (one line per row, trailing spaces trimmed), after rendering what changed.
    public var screenText: String {
        render()
        return application.screen.text
    }

    /// The current frame.
    public var screen: Screen {
        render()
        return application.screen
    }

    /// Sends a key, then renders.
    public func send(_ key: Key) {
        application.send(key)
        render()
    }

    /// Lets `interval` of virtual time pass, running due timers, then renders.
    public func advance(by interval: Duration) {
        scheduler.advance(by: interval)
        render()
    }

    /// Whether a timer is due within `interval` (the `wait` command's "nothing scheduled within 50 ms").
    public func hasDueTimers(within interval: Duration) -> Bool {
        scheduler.hasDueTimers(within: interval)
    }

    /// Jumps to the next timer and runs it, then renders; answers `false` when nothing is scheduled.
    @discardableResult
    public func advanceToNextTimer() -> Bool {
        defer { render() }
        return scheduler.advanceToNextTimer()
    }

    /// Table cells created since launch or the last ``resetCounters()``.
    public var cellsCreated: Int { application.statistics.cellsCreated }
    /// Table rows drawn since launch or the last ``resetCounters()``.
    public var rowsRedrawn: Int { application.statistics.rowsRedrawn }

    /// Renders what is pending, then zeroes the counters, so the next command's effect can be measured alone.
    public func resetCounters() {
        render()
        application.resetCounters()
    }

    /// Runs `body` and answers how many rows it caused to be redrawn (rendering before and after).
    public func rowsRedrawn(by body: () throws -> Void) rethrows -> Int {
        render()
        let before = application.statistics.rowsRedrawn
        try body()
        render()
        return application.statistics.rowsRedrawn - before
    }
}
