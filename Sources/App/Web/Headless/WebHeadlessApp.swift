import BrowserKit
import Model

/// The browser front end without a browser: one tab opened by a ``WebTabFactory`` in a ``HeadlessPage``, which
/// applies the tab's frames as the page's script does, driven by the headless script commands — `tap`, `select`,
/// `key`, `type`, `pull`, `more`, `wait`, `sleep`, `screen` — with Model code on a ``VirtualClock`` that moves
/// only with the script.
@MainActor
public final class WebHeadlessApp {
    /// The tab as a browser would show it.
    public let page: HeadlessPage
    /// The Model's clock: virtual, moved by `sleep` and `wait`.
    public let clock = VirtualClock()
    /// The work the tab has under way: what `wait` waits for.
    public let tracker = WorkTracker()
    /// How long a wait may go on with no work starting or finishing before it ends anyway (a request the server
    /// never answers): the script then goes on, and what it checks next says what is missing.
    public var idleLimit: Duration = .seconds(10)
    private let tab: any WebPageTab
    private let defaultVariant: ArchitectureVariant

    /// Opens the tab at `path` (`/mvp/counter`); throws when the path names no page.
    public init(factory: WebTabFactory, path: String) throws(WebHeadlessError) {
        let clock = self.clock
        let made = WorkTracker.$current.withValue(tracker) { factory.makeTab(path: path, clock: clock) }
        guard let tab = made else { throw .noSuchPage(path) }
        self.tab = tab
        defaultVariant = factory.defaultVariant
        page = WorkTracker.$current.withValue(tracker) { HeadlessPage(tab) }
    }

    /// The page's visible text now.
    public var screenText: String { page.screenText }

    /// The page's HTML without ids: the same in every architecture for the same state.
    public var html: String { page.html }

    /// The URL the tab shows.
    public var url: String { page.mirror.history.last ?? "" }

    /// The scene on top of the tab's stack, `nil` on Home.
    public var currentScene: SceneID? { tab.shells.first?.place.levels.last?.scene }

    /// The architecture the tab's scenes run in.
    public var currentVariant: ArchitectureVariant { tab.shells.first?.variant ?? defaultVariant }

    /// The requests the tab's (first) scene has made and finished.
    public var networkActivity: NetworkActivity {
        tab.shells.first?.environment.networkActivity ?? NetworkActivity()
    }

    /// Opens `scene` in the tab's architecture, as a person would by going to its address.
    public func open(_ scene: SceneID) async throws(WebHeadlessError) {
        let place = WebPlace(variant: currentVariant, levels: [WebPlace.Level(scene: scene, place: ScenePlace())])
        let outcome = WorkTracker.$current.withValue(tracker) {
            Result { () throws(HeadlessPageError) in try page.navigate(to: place.path) }
        }
        if case .failure(let error) = outcome { throw .failed(error.description) }
        _ = await runWhileProgressing(limit: idleLimit, tracker: tracker) { await self.letRun() }
    }

    /// Runs one script line; throws with what went wrong, as a person would see it.
    public func run(_ line: String) async throws(WebHeadlessError) {
        let parsed: HeadlessCommand?
        do throws(HeadlessScriptError) {
            parsed = try HeadlessCommand.parse(line)
        } catch {
            throw .badCommand(line, "\(error)")
        }
        guard let command = parsed else { return }
        switch command {
        case .wait:
            _ = await runWhileProgressing(limit: idleLimit, tracker: tracker) { await self.waitUntilIdle() }
        case .sleep(let milliseconds):
            _ = await runWhileProgressing(limit: idleLimit, tracker: tracker) {
                await self.sleep(for: .milliseconds(milliseconds))
            }
        case .screen, .quit:
            break
        default:
            let outcome = WorkTracker.$current.withValue(tracker) {
                Result { () throws(WebHeadlessError) in try perform(command) }
            }
            try outcome.get()
            _ = await runWhileProgressing(limit: idleLimit, tracker: tracker) { await self.letRun() }
        }
    }

    /// Closes the tab; everything it built goes.
    public func close() {
        page.close()
    }

    private func perform(_ command: HeadlessCommand) throws(WebHeadlessError) {
        do throws(HeadlessPageError) {
            switch command {
            case .key(let key): try page.key(key.domName)
            case .tap(let title, let row): try page.tap(title, row: row)
            case .select(let row): try page.select(row: row)
            case .type(let text): try page.type(text)
            case .pull: try page.tap("Refresh")
            case .more: try page.tap("More")
            default: break
            }
        } catch {
            throw .failed(error.description)
        }
    }

    /// Until nothing is pending and nothing is due on the clock within 50 ms.
    private func waitUntilIdle() async {
        repeat {
            await settle()
        } while !Task.isCancelled && runDue(within: .milliseconds(50))
        await settle()
    }

    private func sleep(for duration: Duration) async {
        let target = clock.now.advanced(by: duration)
        while let next = clock.nextDeadline, next <= target, !Task.isCancelled {
            clock.advance(to: next)
            await letRun()
        }
        clock.advance(to: target)
        await letRun()
    }

    private func runDue(within horizon: Duration) -> Bool {
        guard let next = clock.nextDeadline, next <= clock.now.advanced(by: horizon) else { return false }
        clock.advance(to: next)
        return true
    }

    private func settle() async {
        repeat {
            await tracker.waitUntilIdle()
            await Task.yield()
            WorkTracker.$current.withValue(tracker) { tab.page.renderIfNeeded() }
            await Task.yield()
        } while tracker.counts.pending > 0 && !Task.isCancelled
    }

    private func letRun() async {
        repeat {
            await tracker.waitUntilNothingRunnable()
            await Task.yield()
            WorkTracker.$current.withValue(tracker) { tab.page.renderIfNeeded() }
        } while tracker.counts.runnable > 0 && !Task.isCancelled
    }
}
