import App
import Foundation
import Model
import ServiceFakes
import TerminalKit
import TestSupport
import Testing

/// The app as a spec drives it: a ``HeadlessApp`` logged in on a real server, run through the same headless
/// runner as `mvx --headless`.
@MainActor
public final class SpecApp {
    public let app: HeadlessApp
    public let server: TestServer
    public let log = OutputLog()

    init(
        session: AppSession, server: TestServer, catalog: SceneCatalog, scene: SceneID?, tracker: LifetimeTracker?
    ) throws {
        self.server = server
        let log = self.log
        app = try HeadlessApp(
            environment: session.environment, catalog: catalog, variant: session.options.variant, scene: scene,
            profileUserID: session.profileUserID, size: session.options.size, tracker: tracker,
            output: { log.output += $0 }, errorOutput: { log.errors += $0 })
        // The whole suite saturates the machine on purpose: an answer may take longer than a person would wait.
        app.runner.idleLimit = .seconds(30)
    }

    public var host: HeadlessHost { app.host }
    public var shell: AppShell { app.shell }

    /// Runs script lines through the runner; a failing line fails the test with the runner's message.
    public func run(_ lines: String...) async throws {
        let outcome = await app.run(lines)
        if case .failed(let line, let message) = outcome {
            throw ScriptFailure(description: "script line \(line) (\(lines[line - 1])): \(message)")
        }
    }

    /// Waits until the app has settled (the script's `wait`).
    public func wait() async {
        await app.runner.waitForIdle()
    }

    /// The screen now.
    public var screen: String { app.screenText }

    /// The screen's first line: the top bar.
    public var topBar: String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    /// Table rows drawn by `lines` (and what they caused until the app was idle again).
    public func rowsRedrawn(by lines: String...) async throws -> Int {
        host.resetCounters()
        for line in lines { try await run(line) }
        host.render()
        return host.rowsRedrawn
    }

    /// Requests the app has finished so far.
    public var requestsCompleted: Int { shell.environment.networkActivity.completed }
}

/// What the runner wrote: standard output and standard error, as a script would see them.
@MainActor
public final class OutputLog {
    public var output = ""
    public var errors = ""
}

/// A script line that failed, with the runner's message.
public struct ScriptFailure: Error, CustomStringConvertible {
    public let description: String
}

/// Starts the app on `server` in `variant`, logged in as `user`, opens `scene`, runs `body` with every piece of
/// work it starts tracked (so `wait` waits for it), then waits for the app to settle.
///
/// `answerTimeout` is 300 s: specs hold requests while they look at the app, and on a loaded machine that can
/// outlast a person's 15 s. A test about what a person sees when nothing answers passes a person's timeout.
@MainActor
public func withApp<Result>(
    _ variant: ArchitectureVariant, scene: SceneID?, on server: TestServer, user: String = "alice",
    profile: String? = nil, random: [Int] = [7, 3, 9], size: Size = Size(width: 80, height: 24),
    catalog: SceneCatalog = .standard, answerTimeout: TimeInterval = 300,
    tracker: LifetimeTracker? = nil, _ body: (SpecApp) async throws -> Result
) async throws -> Result {
    var options = LaunchOptions()
    options.variant = variant
    options.username = user
    options.profileName = profile
    options.serverURL = server.baseURL
    options.randomSource = ScriptedRandomSource(random)
    options.timeZone = TimeZone(identifier: "UTC") ?? .current
    options.size = size
    options.answerTimeout = answerTimeout
    let session = try await AppSession.start(options, catalog: catalog)
    let app = try SpecApp(session: session, server: server, catalog: catalog, scene: scene, tracker: tracker)
    return try await app.app.tracking {
        try await run({ try await body(app) }, then: { await app.wait() })
    }
}

/// Starts a fresh server, then the app on it in `variant` with `scene` open.
@MainActor
public func withApp<Result>(
    _ variant: ArchitectureVariant, scene: SceneID?, random: [Int] = [7, 3, 9],
    _ body: (SpecApp) async throws -> Result
) async throws -> Result {
    try await withServer { server in
        try await withApp(variant, scene: scene, on: server, random: random, body)
    }
}

/// Starts a fresh server, then the app on it in `architecture` with `scene` open.
@MainActor
public func withApp<Result>(
    _ architecture: Architecture, scene: SceneID?, random: [Int] = [7, 3, 9],
    _ body: (SpecApp) async throws -> Result
) async throws -> Result {
    try await withApp(ArchitectureVariant(architecture), scene: scene, random: random, body)
}
