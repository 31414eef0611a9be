import App
import AppTestSupport
import TerminalKit
import TestSupport
import Testing

/// The leak check itself can fail: a scene that keeps itself alive through a retain cycle is reported.
@MainActor
@Suite("Leak detection")
struct LeakDetectionTests {
    /// A screen that holds itself through a key command's closure: the classic missing `[weak self]`.
    final class CyclicViewController: ViewController {
        override init() {
            super.init()
            keyCommands = [KeyCommand(.character("x"), title: "leak") { self.title = "leaked" }]
        }
    }

    @Test("a controller kept alive by a retain cycle is a survivor")
    func retainCycleIsReported() async throws {
        // Given a catalog whose Print scene leaks its controller
        var catalog = SceneCatalog()
        catalog.register(.print, .mvc) { _ in BuiltScene(CyclicViewController()) }
        let tracker = LifetimeTracker()
        try await withServer { server in
            try await withApp(.mvc, scene: nil, on: server, catalog: catalog, tracker: tracker) { app in
                // When it is opened and closed
                try app.shell.open(.print)
                try await app.run("wait", "key esc")
                await app.wait()

                // Then the tracker reports it alive
                #expect(tracker.survivors == ["CyclicViewController (Print, MVC)"])
            }
        }
    }
}
