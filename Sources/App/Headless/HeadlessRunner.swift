import Model
import TerminalKit

/// Runs a headless script against a ``HeadlessHost``: one command a line in, screens out.
///
/// `mvx --headless` feeds it standard input; the SceneSpecs feed it arrays of lines. Output goes through the
/// two closures (standard output and standard error in the executable), so tests read exactly what a script sees.
@MainActor
public final class HeadlessRunner {
    /// How a run ended.
    public enum Outcome: Hashable, Sendable {
        /// The input ran out; the screen was printed once more.
        case endOfInput
        /// `quit`, or the app quit (key `q`).
        case quit
        /// A line failed: `line N: message` went to the error output.
        case failed(line: Int, message: String)

        /// The process exit status: 0, or 2 for a failed line.
        public var exitStatus: Int32 {
            if case .failed = self { return 2 }
            return 0
        }
    }

    /// The most pieces of work left under way before the next command is read. Past it the runner waits until
    /// half of them are done: commands that arrive faster than the app can carry them out (100,000 `tap +` piped
    /// in at once) would otherwise each leave tasks behind — a save and its follow-up per tap — without bound.
    public static let maximumPendingWork = 256

    public let host: HeadlessHost
    /// The work the app has under way; every command runs with it as ``WorkTracker/current``.
    public let tracker: WorkTracker
    private let time: VirtualTime
    /// How long `wait` and `sleep` go on with nothing starting or finishing before they end with a note: 10 s.
    /// Tests that saturate the machine on purpose allow more.
    public var idleLimit: Duration = .seconds(10)
    private let output: @MainActor (String) -> Void
    private let errorOutput: @MainActor (String) -> Void
    private var appQuit = false

    /// Creates a runner over `host`, whose Model code runs on `clock` and reports its work to `tracker`; `output`
    /// and `errorOutput` receive whole lines, each ending in a newline.
    public init(
        host: HeadlessHost, clock: VirtualClock, tracker: WorkTracker, output: @escaping @MainActor (String) -> Void,
        errorOutput: @escaping @MainActor (String) -> Void
    ) {
        self.host = host
        self.tracker = tracker
        self.time = VirtualTime(host: host, clock: clock, tracker: tracker)
        self.output = output
        self.errorOutput = errorOutput
        host.application.onQuit = { [weak self] in self?.appQuit = true }
    }

    /// Runs every line of `lines` until the end, `quit`, or the first failing line.
    public func run(_ lines: some AsyncSequence<String, Never>) async -> Outcome {
        var number = 0
        for await line in lines {
            number += 1
            await waitForRoom()
            switch await runLine(line, number: number) {
            case .some(let outcome): return outcome
            case .none: continue
            }
        }
        printScreen()
        return .endOfInput
    }

    /// Before a command: if more than ``maximumPendingWork`` pieces of work are under way, waits until half of them
    /// are done (or 10 s pass with no work starting or finishing; then a note, and on), so that unpaced input holds
    /// bounded memory.
    private func waitForRoom() async {
        guard tracker.pending > Self.maximumPendingWork else { return }
        let limit = Self.maximumPendingWork / 2
        guard !(await IdleWaiter(time: time, limit: idleLimit).waitUntilPending(atMost: limit)) else { return }
        errorOutput(stillBusy(tracker.pending))
    }

    /// Runs the lines of an array (a script in a test).
    public func run(_ lines: [String]) async -> Outcome {
        await run(
            AsyncStream { continuation in
                for line in lines { continuation.yield(line) }
                continuation.finish()
            })
    }

    /// Runs one command; answers the outcome when the run is over (quit or failure), `nil` to go on.
    private func runLine(_ line: String, number: Int) async -> Outcome? {
        do throws(HeadlessScriptError) {
            guard let command = try HeadlessCommand.parse(line) else { return nil }
            if command == .quit { return .quit }
            try await perform(command)
        } catch {
            errorOutput("line \(number): \(error.description)\n")
            return .failed(line: number, message: error.description)
        }
        return appQuit ? .quit : nil
    }

    /// Carries out one command, tracking the work it starts.
    public func perform(_ command: HeadlessCommand) async throws(HeadlessScriptError) {
        let result = await WorkTracker.$current.withValue(tracker) { await performTracked(command) }
        try result.get()
    }

    private func performTracked(_ command: HeadlessCommand) async -> Result<Void, HeadlessScriptError> {
        do throws(HeadlessError) {
            switch command {
            case .key(let key): host.send(key)
            case .tap(let title, nil): try host.tap(title)
            case .tap(let title, .some(let row)): try host.tap(title, row: row)
            case .select(let row): try host.select(row: row)
            case .type(let text): try host.type(text)
            case .pull: try host.pull()
            case .more: try host.more()
            case .wait: await waitForIdle()
            case .sleep(let milliseconds): await sleep(milliseconds)
            case .screen: printScreen()
            case .quit: break
            }
        } catch {
            return .failure(.notOnScreen(error))
        }
        return .success(())
    }

    /// The `wait` command: until the app is idle, or 10 s pass with nothing changing; then a note on the error output.
    public func waitForIdle() async {
        let waiter = IdleWaiter(time: time, limit: idleLimit)
        let settled = await WorkTracker.$current.withValue(tracker) { await waiter.waitUntilIdle() }
        guard !settled else { return }
        errorOutput("wait: " + stillBusy(tracker.pending))
    }

    /// The `sleep MS` command: lets `milliseconds` of app time pass, deadline by deadline.
    private func sleep(_ milliseconds: Int) async {
        guard !(await IdleWaiter(time: time, limit: idleLimit).sleep(for: .milliseconds(milliseconds))) else { return }
        errorOutput("sleep: " + stillBusy(tracker.pending))
    }

    /// The note for a wait the watchdog ended.
    private func stillBusy(_ pending: Int) -> String {
        "the app was still busy, nothing having changed for \(idleLimit.components.seconds) s (\(pending) pieces of "
            + "work under way); going on\n"
    }

    /// The screen between `--- screen ---` and `--- end ---`.
    public func printScreen() {
        output("--- screen ---\n\(host.screenText)\n--- end ---\n")
    }
}
