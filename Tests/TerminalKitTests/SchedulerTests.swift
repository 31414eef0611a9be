import Testing

@testable import TerminalKit

@MainActor
@Suite("Schedulers: virtual time, spinners, toasts")
struct SchedulerTests {
    @Test("timers run in deadline order, ties in scheduling order, only when time passes them")
    func order() {
        let scheduler = VirtualScheduler()
        var fired: [String] = []
        scheduler.schedule(after: .milliseconds(30)) { fired.append("c") }
        scheduler.schedule(after: .milliseconds(10)) { fired.append("a") }
        scheduler.schedule(after: .milliseconds(10)) { fired.append("b") }
        scheduler.advance(by: .milliseconds(9))
        #expect(fired.isEmpty)
        #expect(scheduler.nextDeadline == .milliseconds(10))
        scheduler.advance(by: .milliseconds(21))
        #expect(fired == ["a", "b", "c"])
        #expect(scheduler.now == .milliseconds(30))
    }

    @Test("a repeating timer fires once per interval until cancelled")
    func repeating() {
        let scheduler = VirtualScheduler()
        var ticks = 0
        let timer = scheduler.scheduleRepeating(every: .milliseconds(100)) { ticks += 1 }
        scheduler.advance(by: .milliseconds(350))
        #expect(ticks == 3)
        timer.cancel()
        scheduler.advance(by: .seconds(1))
        #expect(ticks == 3)
        #expect(scheduler.pendingCount == 0)
    }

    @Test("a timer scheduled by a timer runs in the same advance if it falls due")
    func nested() {
        let scheduler = VirtualScheduler()
        var fired: [Duration] = []
        scheduler.schedule(after: .milliseconds(10)) {
            fired.append(scheduler.now)
            scheduler.schedule(after: .milliseconds(10)) { fired.append(scheduler.now) }
        }
        scheduler.advance(by: .milliseconds(25))
        #expect(fired == [.milliseconds(10), .milliseconds(20)])
    }

    @Test("the activity indicator spins while animating and on screen, and stops cleanly")
    func spinner() {
        // Given
        let screen = ViewController()
        let spinner = ActivityIndicator(text: "Loading…")
        spinner.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        screen.view.addSubview(spinner)
        let host = HeadlessHost(rootViewController: screen)
        #expect(host.screenText.isEmpty || !host.screenText.contains("Loading"))
        // When
        spinner.startAnimating()
        // Then
        #expect(host.screen.lines[0] == "⠋ Loading…")
        host.advance(by: .milliseconds(250))
        #expect(host.screen.lines[0] == "⠹ Loading…")
        spinner.stopAnimating()
        #expect(!host.screenText.contains("Loading"))
        #expect(host.scheduler.pendingCount == 0)
    }

    @Test("spinners do not count as pending work: settling never waits on an animation")
    func animationsAreNotWork() {
        let scheduler = VirtualScheduler()
        var frames = 0
        scheduler.scheduleRepeating(every: .milliseconds(10), kind: .animation) { frames += 1 }
        #expect(!scheduler.hasDueTimers(within: .seconds(1)))
        #expect(scheduler.nextDeadline == nil)
        #expect(!scheduler.advanceToNextTimer())
        scheduler.schedule(after: .milliseconds(35)) {}
        #expect(scheduler.advanceToNextTimer())
        #expect(frames == 3)
        #expect(scheduler.pendingWorkCount == 0 && scheduler.pendingCount == 1)
    }

    @Test("a HUD shows a boxed message over the screen until hidden")
    func hud() {
        let screen = ButtonsViewController(titles: ["ok"])
        let host = HeadlessHost(rootViewController: screen)
        screen.showHUD("Loading blogs…")
        #expect(host.screenText.contains("│ ⠋ Loading blogs… │"))
        screen.hideHUD()
        #expect(!host.screenText.contains("Loading"))
        #expect(host.scheduler.pendingCount == 0)
    }
}
