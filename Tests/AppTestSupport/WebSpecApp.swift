import App
import BrowserKit
import Foundation
import Model
import ServiceFakes
import SnapshotTesting
import TestSupport
import Testing

/// The browser front end as a spec drives it: one headless tab, logged in on a real server, opened at a path and
/// run through the same script commands as the terminal's specs.
@MainActor
public final class WebSpecApp {
    /// The tab.
    public let app: WebHeadlessApp
    /// The server behind it.
    public let server: TestServer

    init(app: WebHeadlessApp, server: TestServer) {
        self.app = app
        self.server = server
    }

    /// Runs script lines; a failing line fails the test with what the page showed instead.
    public func run(_ lines: String...) async throws {
        for line in lines {
            do throws(WebHeadlessError) {
                try await app.run(line)
            } catch {
                throw ScriptFailure(description: "\(line): \(error)\n--- page ---\n\(app.screenText)")
            }
        }
    }

    /// The page's visible text, one block a line.
    public var screen: String { app.screenText }

    /// The page's first line: the bar.
    public var bar: String { screen.split(separator: "\n").first.map(String.init) ?? "" }

    /// The page's HTML, with the bar's architecture written `ARCH`: the same for every architecture in one state.
    public var html: String {
        var html = app.html
        for variant in ArchitectureVariant.allCases {
            html = html.replacingOccurrences(of: "MVX · \(variant.displayName) · ", with: "MVX · ARCH · ")
        }
        return html
    }

    /// The visible lines of the shown list's rows, top first.
    public var rows: [String] {
        guard let root = app.page.mirror.root else { return [] }
        return root.subtree.filter { $0.attributes["role"] == "option" && !$0.isHidden }.map { row in
            row.subtree.filter { $0.children.isEmpty && !$0.isHidden && !$0.text.isEmpty }.map(\.text)
                .joined(separator: " ")
        }
    }

    /// The URL the tab shows.
    public var url: String { app.url }

    /// The highlighted row of the shown list (1-based), if any.
    public var selectedRow: Int? {
        guard let root = app.page.mirror.root else { return nil }
        let rows = root.subtree.filter { $0.attributes["role"] == "option" && !$0.isHidden }
        return rows.firstIndex { $0.attributes["aria-selected"] == "true" }.map { $0 + 1 }
    }
}

/// Opens a headless browser tab at `path` on `server`, logged in as `user`, runs `body`, waits until the tab is
/// idle, and closes it.
@MainActor
public func withWebApp<Result>(
    _ path: String, on server: TestServer, user: String = "alice", profile: String? = nil, random: [Int] = [7, 3, 9],
    answerTimeout: TimeInterval = 300, tracker: LifetimeTracker? = nil, _ body: (WebSpecApp) async throws -> Result
) async throws -> Result {
    var options = LaunchOptions()
    options.username = user
    options.profileName = profile
    options.serverURL = server.baseURL
    options.randomSource = ScriptedRandomSource(random)
    options.timeZone = TimeZone(identifier: "UTC") ?? .current
    options.answerTimeout = answerTimeout
    let session = try await AppSession.start(options, catalog: .standard)
    let factory = WebTabFactory(environment: session.environment, answerTimeout: answerTimeout)
    if let tracker {
        factory.onSceneBuilt = { built, scene, variant in
            for object in [built.controller] + built.collaborators {
                tracker.track(object, as: "\(type(of: object)) (\(scene.title), \(variant.displayName), browser)")
            }
        }
    }
    // Whose profile: the path names them by id, as the page's own links do.
    let path = session.profileUserID.map { path + "?user=\($0)" } ?? path
    let app = try WebSpecApp(app: WebHeadlessApp(factory: factory, path: path), server: server)
    defer { app.app.close() }
    let result = try await body(app)
    try await app.run("wait")
    return result
}

/// Opens a headless browser tab at `path` on a fresh server.
@MainActor
public func withWebApp<Result>(
    _ path: String, random: [Int] = [7, 3, 9], _ body: (WebSpecApp) async throws -> Result
) async throws -> Result {
    try await withServer { server in try await withWebApp(path, on: server, random: random, body) }
}

extension WebSpecApp {
    /// Checks the page's HTML against the committed snapshot `state` of the calling spec file
    /// (`__Snapshots__/<File>/html.<state>.html`), the bar's architecture written `ARCH`: the same file for every
    /// architecture, so any difference between them in the page is a failure.
    ///
    /// A missing snapshot is recorded (and the check fails once); set `SNAPSHOT_TESTING_RECORD=all` to re-record.
    public func expectHTML(
        _ state: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        assertSnapshot(
            of: html, as: .lines, named: state, fileID: fileID, file: filePath, testName: "html", line: line,
            column: column)
    }
}

extension WebTabFactory {
    /// The tab factory of `mvx web` on `server`, signed in as alice.
    @MainActor
    public static func signedIn(on server: TestServer) async throws -> WebTabFactory {
        var options = LaunchOptions()
        options.serverURL = server.baseURL
        options.randomSource = ScriptedRandomSource([7, 3, 9])
        options.timeZone = TimeZone(identifier: "UTC") ?? .current
        options.answerTimeout = 300
        let session = try await AppSession.start(options, catalog: .standard)
        return WebTabFactory(environment: session.environment, answerTimeout: 300)
    }
}
