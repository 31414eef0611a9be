import App
import AppTestSupport
import BrowserKit
import Foundation
import Model
import ServiceFakes
import TestSupport
import Testing

/// The compare page: one scene live in all five architectures, each panel on a server of its own (all
/// seeded alike), one input replayed in all, and any panel whose screen differs from the others marked.
@MainActor
@Suite("The compare page", .serialized)
struct ComparePageSpecs {
    @Test("the page shows the scene in all five architectures, each panel with its own bar")
    func fivePanels() async throws {
        try await withComparePage("counter") { page in
            // When the panels have loaded
            try await page.run("wait")

            // Then there are five panels, one per architecture, each listing the 18 counters under its own bar
            #expect(page.panelNames == ["MVC", "MVP", "MVVM", "TEA", "VIPER"])
            for (index, name) in page.panelNames.enumerated() {
                #expect(page.panelLines(index).contains("MVX · \(name) · Counter"))
                #expect(page.rows(inPanel: index).count == 18)
            }
            #expect(page.differing.isEmpty)
        }
    }

    @Test("+ tapped in one panel reaches the same row in all five, and the five screens stay alike")
    func sameInputReachesEveryPanel() async throws {
        try await withComparePage("counter") { page in
            try await page.run("wait")
            let before = page.rows(inPanel: 0)[2]

            // When the user taps + on row 3 of the first panel
            try await page.run("tap + @3", "wait")

            // Then row 3 shows one more in every panel, and no panel is marked
            let after = (0..<5).map { page.rows(inPanel: $0)[2] }
            #expect(after[0] != before)
            #expect(Set(after).count == 1, "\(after)")
            #expect(page.differing.isEmpty)
        }
    }

    @Test("a read counted in all five panels shows the same count in each: every panel has its own server")
    func readsStayAlike() async throws {
        try await withComparePage("news") { page in
            // Given the list, row 1 selected
            try await page.run("wait")
            // When the user presses enter on it
            try await page.run("key enter", "wait")

            // Then each panel shows the article read once more (seeded with 131), none marked
            for index in 0..<5 { #expect(page.rows(inPanel: index)[0].contains("read 132")) }
            #expect(page.differing.isEmpty)
        }
    }

    @Test("Print draws the same line in all five panels: they share one random seed")
    func printDrawsAlike() async throws {
        try await withComparePage("print") { page in
            try await page.run("wait", "tap print", "tap print", "wait")
            let lines = (0..<5).map { page.panelLines($0).first { $0.hasPrefix("line ") } ?? "" }
            #expect(!lines[0].isEmpty)
            #expect(Set(lines).count == 1, "\(lines)")
            #expect(page.differing.isEmpty)
        }
    }

    @Test("with same input off, a tap reaches its own panel only, and the page marks that panel as different")
    func sameInputOff() async throws {
        try await withComparePage("counter") { page in
            try await page.run("wait")
            let before = (0..<5).map { page.rows(inPanel: $0)[2] }

            // When the user turns same input off and taps + on row 3 of the first panel
            try await page.run("tap Same input: on", "tap + @3", "wait")

            // Then only the first panel changed, and it is the one marked
            #expect(page.screen.contains("[ Same input: off ]"))
            #expect(page.rows(inPanel: 0)[2] != before[0])
            #expect((1..<5).map { page.rows(inPanel: $0)[2] } == Array(before.dropFirst()))
            #expect(page.differing == [0])

            // And when it is turned on again, - reaches every panel: each goes one lower, so the first panel still
            // differs — what is replayed is the input, not the state
            try await page.run("tap Same input: off", "tap - @3", "wait")
            #expect(page.rows(inPanel: 0)[2] == before[0])
            #expect(page.differing == [0])
        }
    }

    /// A few inputs per scene that a learner would try first.
    nonisolated static let scripts: [(scene: String, lines: [String])] = [
        ("print", ["tap print", "tap print"]),
        ("counter", ["tap + @1", "key down", "tap - @2"]),
        ("news", ["key down", "key enter", "key down"]),
        ("profile", ["tap like @1", "key down", "key enter", "key esc"]),
        ("following", ["tap following @1", "tap Cancel", "key down"]),
        ("discover", ["type bo", "key down", "key backspace"]),
        ("voice", ["key enter", "sleep 1500", "key down"]),
    ]

    @Test(
        "the same inputs leave the five panels of every scene showing the same screen",
        arguments: scripts.map(\.scene))
    func panelsAgree(scene: String) async throws {
        let script = try #require(Self.scripts.first { $0.scene == scene }).lines
        try await withComparePage(scene) { page in
            try await page.run("wait")
            for line in script {
                // When the user does the next thing
                try await page.run(line, "wait")
                // Then no panel differs from the others
                #expect(page.differing.isEmpty, "after \(line)")
                #expect(Set((0..<5).map { page.panelHTML($0) }).count == 1, "after \(line)")
            }
        }
    }

    @Test("esc on a panel's scene stays there: a panel never goes Home, where it could open another architecture")
    func escKeepsEachPanelOnItsScene() async throws {
        try await withComparePage("counter") { page in
            // When the user presses esc on the scenes
            try await page.run("wait", "key esc", "wait")
            // Then every panel still shows its architecture's Counter
            for (index, name) in page.panelNames.enumerated() {
                #expect(page.panelLines(index).contains("MVX · \(name) · Counter"))
                #expect(page.rows(inPanel: index).count == 18)
            }
        }
    }

    @Test("a key reaches every panel: ↓ moves the selection in all five")
    func keysReachEveryPanel() async throws {
        try await withComparePage("following") { page in
            try await page.run("wait", "key down", "wait")
            for index in 0..<5 { #expect(page.selectedRow(inPanel: index) == 2) }
        }
    }

    @Test("each panel links to its diff with each other panel, and its Code button shows its own files")
    func codeAndDiffLinks() async throws {
        try await withComparePage("counter") { page in
            try await page.run("wait")
            #expect(page.links.contains("/diff/counter/mvc/mvp"))
            #expect(page.links.contains("/diff/counter/viper/tea"))

            // When the user taps the Code button of the first panel
            try await page.run("tap Code")

            // Then that panel lists MVC's files for Counter by layer, and the others show their screens
            #expect(page.panelLines(0).contains("Counter in MVC: the files, by layer"))
            #expect(!page.panelLines(1).contains { $0.contains("the files, by layer") })
        }
    }

    @Test("a closed compare page leaves nothing of its five panels' scenes alive")
    func closedPageReleasesItsPanels() async throws {
        let tracker = LifetimeTracker()
        try await withCompareFactory { factory in
            factory.onSceneBuilt = { built, scene, variant in
                for object in [built.controller] + built.collaborators {
                    tracker.track(object, as: "\(type(of: object)) (\(scene.title), \(variant.displayName), compare)")
                }
            }
            for scene in ["counter", "profile", "voice"] {
                // Given a compare page, loaded, moved in, and then closed
                let page = try ComparePage(app: WebHeadlessApp(factory: factory, path: "/compare/\(scene)"))
                try await page.run("wait", "key down", "wait")
                page.app.close()
            }
        }
        // Then everything its panels built is gone
        #expect(tracker.trackedCount >= 15)
        #expect(tracker.survivors == [])
    }

    @Test("each compare page starts on fresh servers: what one page did never shows in the next")
    func eachPageStartsAfresh() async throws {
        try await withCompareFactory { factory in
            // Given a compare page where + was tapped on row 3, then closed
            let first = try ComparePage(app: WebHeadlessApp(factory: factory, path: "/compare/counter"))
            try await first.run("wait")
            let seeded = first.rows(inPanel: 0)[2]
            try await first.run("tap + @3", "wait")
            #expect(first.rows(inPanel: 0)[2] != seeded)
            first.app.close()

            // When the compare page opens again
            let second = try ComparePage(app: WebHeadlessApp(factory: factory, path: "/compare/counter"))
            defer { second.app.close() }
            try await second.run("wait")

            // Then every panel shows row 3 as seeded, and the first page's servers are gone
            #expect((0..<5).map { second.rows(inPanel: $0)[2] } == Array(repeating: seeded, count: 5))
            #expect(factory.compareLanes?.openCount == 1)
        }
    }

    @Test("past the limit of compare pages a page says why, and opens once another page closes")
    func limitOfComparePages() async throws {
        try await withCompareFactory(limit: 1) { factory in
            // Given one compare page open, with the limit at one
            let first = try ComparePage(app: WebHeadlessApp(factory: factory, path: "/compare/print"))
            try await first.run("wait")

            // When a second one opens
            let refused = try ComparePage(app: WebHeadlessApp(factory: factory, path: "/compare/print"))
            try await refused.run("wait")

            // Then no panel shows its scene, and the page says why and what to do
            for name in ["MVC", "MVP", "MVVM", "TEA", "VIPER"] {
                #expect(!refused.screen.contains("MVX · \(name) · Print"))
            }
            #expect(refused.screen.contains("a compare page is open, each with a server per architecture"))
            #expect(refused.screen.contains("close one and reload this page"))
            refused.app.close()

            // And when the first closes, the page opens on reload
            first.app.close()
            let reloaded = try ComparePage(app: WebHeadlessApp(factory: factory, path: "/compare/print"))
            defer { reloaded.app.close() }
            try await reloaded.run("wait")
            #expect(reloaded.screen.contains("MVX · VIPER · Print"))
        }
    }

    @Test("an unknown scene or a path under it names no compare page")
    func unknownScene() async throws {
        try await withCompareFactory { factory in
            for path in ["/compare/nope", "/compare/counter/x", "/compare/", "/compare"] {
                #expect(throws: WebHeadlessError.noSuchPage(path)) {
                    _ = try WebHeadlessApp(factory: factory, path: path)
                }
            }
        }
    }
}

/// The compare page in a headless tab, with what it shows read per panel.
@MainActor
final class ComparePage {
    let app: WebHeadlessApp

    init(app: WebHeadlessApp) {
        self.app = app
        // A compare page starts five servers before its panels show: on a machine busy with the whole suite that can
        // take longer than a wait's usual quiet time.
        app.idleLimit = .seconds(120)
    }

    func run(_ lines: String...) async throws {
        for line in lines {
            do throws(WebHeadlessError) {
                try await app.run(line)
            } catch {
                throw ScriptFailure(description: "\(line): \(error)\n--- page ---\n\(app.screenText)")
            }
        }
    }

    var screen: String { app.screenText }

    private var panels: [MirrorNode] {
        (app.page.mirror.root?.subtree ?? []).filter {
            $0.tag == "section" && $0.attributes["class"]?.hasPrefix("panel") == true
        }
    }

    func panelHTML(_ index: Int) -> String {
        panels[index].subtree.first { $0.tag == "main" }.map { HTML.render($0.wire) } ?? ""
    }

    var panelNames: [String] { panels.map { $0.attributes["aria-label"] ?? "" } }

    /// The panels marked as differing.
    var differing: Set<Int> {
        Set(panels.indices.filter { panels[$0].attributes["class"] == "panel differs" })
    }

    /// The panel's visible text nodes, top first.
    func panelLines(_ index: Int) -> [String] {
        panels[index].subtree.filter { $0.children.isEmpty && !$0.isHidden && !$0.text.isEmpty }.map(\.text)
    }

    func rows(inPanel index: Int) -> [String] {
        panels[index].subtree.filter { $0.attributes["role"] == "option" && !$0.isHidden }.map { row in
            row.subtree.filter { $0.children.isEmpty && !$0.isHidden && !$0.text.isEmpty }.map(\.text)
                .joined(separator: " ")
        }
    }

    func selectedRow(inPanel index: Int) -> Int? {
        let rows = panels[index].subtree.filter { $0.attributes["role"] == "option" && !$0.isHidden }
        return rows.firstIndex { $0.attributes["aria-selected"] == "true" }.map { $0 + 1 }
    }

    var links: [String] {
        (app.page.mirror.root?.subtree ?? []).compactMap { $0.tag == "a" ? $0.attributes["href"] : nil }
    }
}

/// Opens `/compare/SCENE` in a headless tab over five fresh servers, one per architecture, signed in as alice.
@MainActor
func withComparePage(_ scene: String, _ body: (ComparePage) async throws -> Void) async throws {
    try await withCompareFactory { factory in
        let page = try ComparePage(app: WebHeadlessApp(factory: factory, path: "/compare/\(scene)"))
        defer { page.app.close() }
        try await body(page)
        try await page.run("wait")
    }
}

/// A tab factory whose compare lanes are, for each compare page, five fresh servers, each signed in as alice; at
/// most `limit` pages at once.
@MainActor
func withCompareFactory(limit: Int = 4, _ body: (WebTabFactory) async throws -> Void) async throws {
    let servers = TestServerList()
    try await run(
        {
            let home = try await servers.startSession()
            let factory = WebTabFactory(environment: home.environment, answerTimeout: 300)
            factory.compareLanes = CompareLanes(limit: limit) { _ throws(LaunchError) in
                var sessions: [AppSession] = []
                for _ in Architecture.allCases {
                    do {
                        sessions.append(try await servers.startSession())
                    } catch {
                        throw LaunchError.serverUnreachable(url: "a test server", reason: "\(error)")
                    }
                }
                return sessions
            }
            try await body(factory)
        },
        then: { await servers.stopAll() })
}

/// The test servers the compare lanes started, stopped when the test ends.
@MainActor
final class TestServerList {
    private var servers: [TestServer] = []

    /// A fresh server, and a session on it signed in as alice.
    func startSession() async throws -> AppSession {
        let server = try await TestServer.start()
        servers.append(server)
        var options = LaunchOptions()
        options.serverURL = server.baseURL
        options.randomSource = ScriptedRandomSource([7, 3, 9])
        options.timeZone = TimeZone(identifier: "UTC") ?? .current
        options.answerTimeout = 300
        return try await AppSession.start(options, catalog: .standard)
    }

    func stopAll() async {
        for server in servers { await server.stop() }
        servers = []
    }
}
