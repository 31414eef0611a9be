import App
import TerminalKit
import Testing

/// SPEC §5: every scene opened and closed 100 times in each variant leaves no controller, presenter, view model or
/// business model alive — the `trackForMemoryLeaks` of iOS test suites, over the whole app and a real server.
@MainActor
@Suite("No leaks")
struct LeakTests {
    static let rounds = 100

    @Test("opening and closing every scene 100 times leaves nothing alive", arguments: ArchitectureVariant.allCases)
    func everySceneOpenedAndClosed(variant: ArchitectureVariant) async throws {
        let tracker = LifetimeTracker()
        try await withServer { server in
            try await withApp(variant, scene: nil, on: server, tracker: tracker) { app in
                let scenes = app.shell.catalog.scenes.filter { app.shell.catalog.contains($0, in: variant) }
                for scene in scenes {
                    for round in 0..<Self.rounds {
                        // Given the scene open: half the time its load finishes, half the time it is still in flight
                        try app.shell.open(scene)
                        try await app.run(round.isMultiple(of: 2) ? "wait" : "sleep 0")
                        // When the user goes back
                        try await app.run("key esc")
                        #expect(app.shell.navigationController.viewControllers.count == 1)
                    }
                }
                // Then, once every request has ended, nothing the scenes were built from is alive
                await app.wait()
                #expect(tracker.trackedCount >= scenes.count * Self.rounds)
                #expect(tracker.survivors == [])
            }
        }
    }

    @Test("switching architecture with key a leaves the replaced scenes to die")
    func switchingArchitecture() async throws {
        let tracker = LifetimeTracker()
        try await withServer { server in
            try await withApp(.mvc, scene: nil, on: server, tracker: tracker) { app in
                for scene in app.shell.catalog.scenes {
                    try app.shell.open(scene)
                    for _ in 0..<9 {
                        try await app.run("key a", "wait")
                    }
                    try await app.run("key esc")
                }
                await app.wait()
                #expect(tracker.survivors == [])
            }
        }
    }
}
