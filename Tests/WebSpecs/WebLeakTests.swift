import App
import AppTestSupport
import TestSupport
import Testing

/// A closed browser tab releases everything its scenes were built from — controllers, presenters, view models,
/// business models, stores, VIPER's interactors and routers — in every scene and every architecture, as the
/// terminal's leak test holds for the terminal.
@MainActor
@Suite("No leaks in the browser", .serialized)
struct WebLeakTests {
    nonisolated static let architectures: [ArchitectureVariant] = [.mvc, .mvp, .mvvm, .tea, .viper]

    @Test("a closed tab leaves nothing of its scene alive", arguments: architectures)
    func closedTabReleasesItsScene(variant: ArchitectureVariant) async throws {
        let tracker = LifetimeTracker()
        try await withServer { server in
            for scene in WebSceneCatalog.standard.scenes(in: variant) {
                // Given a tab of the scene, loaded, moved in, and then closed
                try await withWebApp("/\(variant.rawValue)/\(scene.rawValue)", on: server, tracker: tracker) { app in
                    try await app.run("wait", "key down", "wait")
                }
            }
        }
        // Then everything tracked is gone
        #expect(tracker.trackedCount >= 2)
        #expect(tracker.survivors == [])
    }
}
