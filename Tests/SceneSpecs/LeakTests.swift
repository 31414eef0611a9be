import App
import AppTestSupport
import LiveServices
import TerminalKit
import TestSupport
import Testing

/// SPEC §5: every scene opened and closed 100 times in each variant leaves no controller, presenter, view model or
/// business model alive — nor VIPER's interactors and routers, whose view ↔ presenter ↔ router cycle is that
/// architecture's classic leak — the `trackForMemoryLeaks` of iOS test suites, over the whole app and a real server.
@MainActor
@Suite("No leaks")
struct LeakTests {
    static let rounds = 100

    @Test("opening and closing every scene 100 times leaves nothing alive", arguments: ArchitectureVariant.allCases)
    func everySceneOpenedAndClosed(variant: ArchitectureVariant) async throws {
        try await expectNothingSurvives(in: variant, rounds: Self.rounds) { _ in "wait" }
    }

    // Closing a scene while its load is in flight cancels the load's task mid-request. `URLSession.data(for:)`
    // deadlocks on Linux when that races the answer (swift-corelibs-foundation #5412); `APIClient` cancels its data
    // task from a global queue instead, and this test keeps it that way.
    @Test(
        "closing scenes while their loads are in flight leaves nothing alive",
        arguments: ArchitectureVariant.allCases)
    func everySceneClosedWhileLoading(variant: ArchitectureVariant) async throws {
        try await expectNothingSurvives(in: variant, rounds: Self.rounds) { round in
            round.isMultiple(of: 2) ? "wait" : "sleep 0"
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
                        try await app.run("wait", "key a")
                    }
                    try await app.run("wait", "key esc")
                }
                await app.wait()
                #expect(tracker.trackedCount >= app.shell.catalog.scenes.count * 10)
                #expect(tracker.survivors == [])
            }
        }
    }

    /// Opens and closes (with esc) every scene of `variant` `rounds` times, running `between(round)` while it is
    /// open; then, once every request has ended, expects nothing the scenes were built from to be alive.
    private func expectNothingSurvives(
        in variant: ArchitectureVariant, rounds: Int, between: (Int) -> String
    ) async throws {
        let tracker = LifetimeTracker()
        try await withServer { server in
            try await withApp(variant, scene: nil, on: server, tracker: tracker) { app in
                let catalog = app.shell.catalog
                let scenes = catalog.scenes.filter { catalog.contains($0, in: variant) }
                for scene in scenes {
                    for round in 0..<rounds {
                        try app.shell.open(scene)
                        try await app.run(between(round), "key esc")
                        #expect(app.shell.navigationController.viewControllers.count == 1)
                    }
                }
                await app.wait()
                #expect(tracker.trackedCount >= scenes.count * rounds)
                #expect(tracker.survivors == [])
            }
        }
    }
}
