import Model
import Testing

/// Runs each test with a fresh ``WorkTracker`` as the current one, so that everything an interactor starts — a
/// load, a save — can be waited for exactly: inputs return nothing, `await settle()` waits for what they started.
struct WorkTracking: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        try await WorkTracker.$current.withValue(WorkTracker()) { try await function() }
    }
}

extension Trait where Self == WorkTracking {
    /// Each test runs with its own ``WorkTracker``.
    static var trackingWork: Self { WorkTracking() }
}

/// Waits until the work the test started has settled (its results applied), then lets the main actor run what
/// they scheduled.
@MainActor
func settle() async {
    await WorkTracker.current?.waitUntilIdle()
    await Task.yield()
}
