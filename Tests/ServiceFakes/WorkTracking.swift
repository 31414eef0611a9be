import Model
import Testing

/// Runs each test with a fresh ``WorkTracker`` as the current one, so that everything the test starts — a
/// controller's load, a tap's save — can be waited for exactly: `await settle()` instead of a handle on each task.
public struct WorkTracking: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else { return try await function() }
        try await WorkTracker.$current.withValue(WorkTracker()) { try await function() }
    }
}

extension Trait where Self == WorkTracking {
    /// Each test runs with its own ``WorkTracker``.
    public static var trackingWork: Self { WorkTracking() }
}

/// Waits until the work the test started has settled (its results applied), then lets the main actor run what
/// they scheduled.
@MainActor
public func settle() async {
    await WorkTracker.current?.waitUntilIdle()
    await Task.yield()
}
