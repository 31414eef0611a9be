import Foundation
import Synchronization

/// Counts the requests in flight, so that a headless host or a test can wait until the app is idle.
///
/// `APIClient` calls ``requestStarted()`` before it sends and ``requestFinished()`` once the answer is decoded
/// (or has failed). Anything else that talks to the network on the app's behalf can take part the same way,
/// most simply through ``track(_:)``.
public final class NetworkActivity: Sendable {
    /// Both counters, read together at one instant.
    public struct Snapshot: Hashable, Sendable {
        /// Requests started and not yet finished.
        public var inFlight: Int
        /// Requests finished since the tracker was made, successful or not; it only ever grows.
        public var completed: Int

        /// Creates a snapshot.
        public init(inFlight: Int, completed: Int) {
            self.inFlight = inFlight
            self.completed = completed
        }

        /// Whether no request is in flight.
        public var isIdle: Bool { inFlight == 0 }
    }

    private let state = Mutex(Snapshot(inFlight: 0, completed: 0))

    /// Creates a tracker with nothing in flight and nothing completed.
    public init() {}

    /// Both counters at once.
    public var snapshot: Snapshot { state.withLock { $0 } }

    /// Requests started and not yet finished.
    public var inFlight: Int { snapshot.inFlight }

    /// Requests finished so far; never decreases.
    public var completed: Int { snapshot.completed }

    /// Whether no request is in flight.
    public var isIdle: Bool { snapshot.isIdle }

    /// Records that a request is about to be sent.
    public func requestStarted() {
        state.withLock { $0.inFlight += 1 }
    }

    /// Records that a request has finished, whatever its outcome.
    public func requestFinished() {
        state.withLock {
            assert($0.inFlight > 0, "requestFinished() without a matching requestStarted()")
            $0.inFlight = max(0, $0.inFlight - 1)
            $0.completed += 1
        }
    }

    /// Runs `operation` counted as one request in flight.
    public func track<Result, Failure: Error>(
        _ operation: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        requestStarted()
        defer { requestFinished() }
        return try await operation()
    }
}
