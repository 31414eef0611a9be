import App
import AppTestSupport
import Foundation
import LiveServices
import TerminalKit
import TestSupport
import Testing

/// Every scene opened and closed many times in each variant leaves no controller, presenter, view model or
/// business model alive — nor VIPER's interactors and routers, whose view ↔ presenter ↔ router cycle is that
/// architecture's classic leak — the `trackForMemoryLeaks` of iOS test suites, over the whole app and a real server.
@MainActor
@Suite("No leaks")
struct LeakTests {
    /// How many times: 10 by default — an object kept alive by one open stays alive after the first, so 10 show any
    /// leak and any growth — and the spec's full 100 (or any count up to 1,000) with `MVX_LEAK_ROUNDS=100`.
    static let rounds: Int = {
        guard let text = ProcessInfo.processInfo.environment["MVX_LEAK_ROUNDS"] else { return 10 }
        guard let count = Int(text), (1...1_000).contains(count) else {
            fatalError("MVX_LEAK_ROUNDS must be a whole number from 1 to 1000, not \(text)")
        }
        return count
    }()

    @Test("opening and closing every scene many times leaves nothing alive", arguments: ArchitectureVariant.allCases)
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
