import TerminalKit

/// The whole app on an in-memory screen: the shell in a ``HeadlessHost``, driven by a ``HeadlessRunner``.
///
/// `mvx --headless` and the SceneSpecs both build one of these, so a spec and a script see the same app.
@MainActor
public final class HeadlessApp {
    public let host: HeadlessHost
    public let shell: AppShell
    public let runner: HeadlessRunner

    /// Builds the app showing the home menu, with `scene` opened over it if given.
    public init(
        environment: AppEnvironment, catalog: SceneCatalog = .standard, variant: ArchitectureVariant = .mvc,
        scene: SceneID? = nil, size: Size = Size(width: 80, height: 24), tracker: LifetimeTracker? = nil,
        output: @escaping @MainActor (String) -> Void, errorOutput: @escaping @MainActor (String) -> Void
    ) throws(AppError) {
        host = HeadlessHost(size: size)
        shell = AppShell(environment: environment, catalog: catalog, variant: variant, tracker: tracker)
        host.rootViewController = shell.navigationController
        runner = HeadlessRunner(
            host: host, activity: environment.networkActivity, output: output, errorOutput: errorOutput)
        if let scene {
            try shell.open(scene)
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

    /// The screen as text now.
    public var screenText: String { host.screenText }
}
