import App
import BrowserKit
import Foundation
import Model
import ServiceFakes
import TerminalKit
import TestSupport
import Testing

/// Which front end a spec drives: the terminal app, or a browser tab.
public enum FrontEnd: String, CaseIterable, Sendable {
    case terminal, browser
}

/// One case of a scene spec: an architecture variant in a front end.
public struct SpecCase: Sendable, CustomTestStringConvertible {
    /// The architecture, or a "before" picture.
    public let variant: ArchitectureVariant
    /// Where the scene runs.
    public let frontEnd: FrontEnd

    public init(_ variant: ArchitectureVariant, in frontEnd: FrontEnd) {
        self.variant = variant
        self.frontEnd = frontEnd
    }

    public var testDescription: String { "\(variant.rawValue), \(frontEnd.rawValue)" }
}

/// The app as a spec drives it, logged in on a real server: the terminal's ``HeadlessApp``, run through the same
/// headless runner as `mvx --headless`, or a browser tab's ``WebHeadlessApp``; the same script commands and the same
/// questions (the screen, the rows, the rows redrawn) in both.
@MainActor
public final class SpecApp {
    public let frontEnd: FrontEnd
    public let server: TestServer
    public let log = OutputLog()
    private let terminal: HeadlessApp?
    private let browser: WebHeadlessApp?

    init(
        session: AppSession, server: TestServer, catalog: SceneCatalog, scene: SceneID?, tracker: LifetimeTracker?
    ) throws {
        frontEnd = .terminal
        self.server = server
        let log = self.log
        let app = try HeadlessApp(
            environment: session.environment, catalog: catalog, variant: session.options.variant, scene: scene,
            profileUserID: session.profileUserID, size: session.options.size, tracker: tracker,
            output: { log.output += $0 }, errorOutput: { log.errors += $0 })
        // The whole suite saturates the machine on purpose: an answer may take longer than a person would wait.
        app.runner.idleLimit = .seconds(30)
        terminal = app
        browser = nil
    }

    init(browser: WebHeadlessApp, server: TestServer) {
        // As the terminal's runner: the whole suite saturates the machine, and an answer may take a while.
        browser.idleLimit = .seconds(30)
        frontEnd = .browser
        self.server = server
        self.browser = browser
        terminal = nil
    }

    /// The terminal app (terminal specs only).
    public var app: HeadlessApp {
        guard let terminal else { preconditionFailure("a terminal-only question asked of the browser") }
        return terminal
    }

    /// The browser tab (browser specs only).
    public var tab: WebHeadlessApp {
        guard let browser else { preconditionFailure("a browser-only question asked of the terminal") }
        return browser
    }

    public var host: HeadlessHost { app.host }
    public var shell: AppShell { app.shell }

    /// Runs script lines; a failing line fails the test with the runner's message (and, in the browser, the page).
    public func run(_ lines: String...) async throws {
        try await run(lines)
    }

    /// Runs script lines; a failing line fails the test with the runner's message (and, in the browser, the page).
    public func run(_ lines: [String]) async throws {
        if let browser {
            for line in lines {
                do throws(WebHeadlessError) {
                    try await browser.run(line)
                } catch {
                    throw ScriptFailure(description: "\(line): \(error)\n--- page ---\n\(browser.screenText)")
                }
            }
            return
        }
        let outcome = await app.run(lines)
        if case .failed(let line, let message) = outcome {
            throw ScriptFailure(description: "script line \(line) (\(lines[line - 1])): \(message)")
        }
    }

    /// Waits until the app has settled (the script's `wait`).
    public func wait() async {
        if let browser {
            try? await browser.run("wait")
        } else {
            await app.runner.waitForIdle()
        }
    }

    /// The screen now: the terminal's text, or the page's visible text (a button written `[ Title ]`).
    public var screen: String { browser?.screenText ?? app.screenText }

    /// The screen's first line: the top bar.
    public var topBar: String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    /// Table rows drawn by `lines` (and what they caused until the app was idle again): in the browser, the list
    /// rows the page was sent a change in.
    public func rowsRedrawn(by lines: String...) async throws -> Int {
        startCountingRedraws()
        for line in lines { try await run(line) }
        return rowsRedrawnSoFar
    }

    /// Starts counting the rows drawn again from none.
    public func startCountingRedraws() {
        if let browser {
            browser.page.mirror.resetRowsDrawn()
        } else {
            host.resetCounters()
        }
    }

    /// The rows drawn again since ``startCountingRedraws()``: in the browser, the list rows the page was sent a change
    /// in.
    public var rowsRedrawnSoFar: Int {
        if let browser { return browser.page.mirror.rowsDrawn.count }
        host.render()
        return host.rowsRedrawn
    }

    /// Requests the app has finished so far.
    public var requestsCompleted: Int {
        (browser?.networkActivity ?? shell.environment.networkActivity).completed
    }

    /// The scene on top, `nil` on Home.
    public var currentScene: SceneID? { browser.map(\.currentScene) ?? shell.currentScene }

    /// The architecture the scene on top runs in.
    public var currentVariant: ArchitectureVariant? { browser.map(\.currentVariant) ?? shell.currentSceneVariant }

    /// Opens `scene` in the same architecture, as Home or the address bar would.
    public func open(_ scene: SceneID) async throws {
        if let browser {
            do throws(WebHeadlessError) {
                try await browser.open(scene)
            } catch {
                throw ScriptFailure(description: "open \(scene): \(error)")
            }
        } else {
            try shell.open(scene)
        }
    }

    /// The variant key `a` moves `scene` to after `variant`, in this front end's catalog.
    public func nextVariant(of scene: SceneID, after variant: ArchitectureVariant) -> ArchitectureVariant {
        if frontEnd == .browser { return WebSceneCatalog.standard.nextVariant(of: [scene], after: variant) }
        return shell.catalog.nextVariant(of: scene, after: variant)
    }

    /// Whether the screen shows a segmented control of `titles`, first selected or not: the terminal draws
    /// `Blogs │ Drafts │ Trash`, the page has a button a segment.
    public func showsSegments(_ titles: [String]) -> Bool {
        if frontEnd == .browser { return screen.contains(titles.map { "[ \($0) ]" }.joined(separator: " ")) }
        return screen.contains(titles.joined(separator: " │ "))
    }

    /// The Model's virtual clock.
    public var clock: VirtualClock { browser?.clock ?? app.clock }
}

/// What the runner wrote: standard output and standard error, as a script would see them.
@MainActor
public final class OutputLog {
    public var output = ""
    public var errors = ""
}

/// A script line that failed, with the runner's message.
public struct ScriptFailure: Error, CustomStringConvertible {
    /// The line that failed, and what the screen showed instead.
    public let description: String

    /// A failure that says `description`.
    public init(description: String) {
        self.description = description
    }
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

/// Starts the app for `specCase` on `server` — the terminal app, or a browser tab at the scene's address — logged in
/// as `user`, with `scene` open; runs `body` and waits for the app to settle.
@MainActor
public func withApp<Result>(
    _ specCase: SpecCase, scene: SceneID, on server: TestServer, user: String = "alice", profile: String? = nil,
    random: [Int] = [7, 3, 9], answerTimeout: TimeInterval = 300, _ body: (SpecApp) async throws -> Result
) async throws -> Result {
    switch specCase.frontEnd {
    case .terminal:
        return try await withApp(
            specCase.variant, scene: scene, on: server, user: user, profile: profile, random: random,
            answerTimeout: answerTimeout, body)
    case .browser:
        return try await withWebApp(
            "/\(specCase.variant.rawValue)/\(scene.rawValue)", on: server, user: user, profile: profile,
            random: random, answerTimeout: answerTimeout
        ) { web in
            try await body(SpecApp(browser: web.app, server: server))
        }
    }
}

/// Starts a fresh server, then the app for `specCase` on it with `scene` open.
@MainActor
public func withApp<Result>(
    _ specCase: SpecCase, scene: SceneID, random: [Int] = [7, 3, 9], _ body: (SpecApp) async throws -> Result
) async throws -> Result {
    try await withServer { server in
        try await withApp(specCase, scene: scene, on: server, random: random, body)
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
