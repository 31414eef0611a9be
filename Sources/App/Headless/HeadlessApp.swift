import Model
import TerminalKit

/// The whole app on an in-memory screen: the shell in a ``HeadlessHost``, driven by a ``HeadlessRunner``, with
/// Model code on a ``VirtualClock`` that moves only with the script.
///
/// `mvx --headless` and the SceneSpecs both build one of these, so a spec and a script see the same app.
@MainActor
public final class HeadlessApp {
    public let host: HeadlessHost
    public let shell: AppShell
    public let runner: HeadlessRunner
    /// The Model's clock: virtual, moved by `sleep` and `wait` together with the toolkit's timers.
    public let clock = VirtualClock()
    /// The work the app has under way: what `wait` waits for.
    public let tracker = WorkTracker()

    /// Builds the app showing the home menu, with `scene` opened over it if given.
    public init(
        environment: AppEnvironment, catalog: SceneCatalog = .standard, variant: ArchitectureVariant = .mvc,
        scene: SceneID? = nil, profileUserID: Int? = nil, size: Size = Size(width: 80, height: 24),
        tracker: LifetimeTracker? = nil,
        output: @escaping @MainActor (String) -> Void, errorOutput: @escaping @MainActor (String) -> Void
    ) throws(AppError) {
        var environment = environment
        environment.clock = clock
        host = HeadlessHost(size: size)
        shell = AppShell(environment: environment, catalog: catalog, variant: variant, tracker: tracker)
        host.rootViewController = shell.navigationController
        runner = HeadlessRunner(
            host: host, clock: clock, tracker: self.tracker, output: output, errorOutput: errorOutput)
        if let scene {
            let shell = self.shell
            let opened = WorkTracker.$current.withValue(self.tracker) {
                Result { () throws(AppError) in try shell.open(scene, profileUserID: profileUserID) }
            }
            try opened.get()
            host.render()
        }
    }

    /// Runs script lines; see ``HeadlessRunner``.
    public func run(_ lines: [String]) async -> HeadlessRunner.Outcome {
        await runner.run(lines)
    }

    /// Runs script lines from any async sequence, such as standard input.
    public func run(_ lines: some AsyncSequence<String, Never>) async -> HeadlessRunner.Outcome {
        await runner.run(lines)
    }

    /// Runs `body` with the app's work tracked, as every script command is: anything a test does to the app
    /// directly (keys, taps, opening scenes) counts for `wait`.
    public func tracking<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        try await WorkTracker.$current.withValue(tracker) { try await body() }
    }

    /// The screen as text now.
    public var screenText: String { host.screenText }
}
