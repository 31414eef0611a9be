import Synchronization

/// Carries the bound port from Hummingbird's `onServerRunning` (or the error that stopped the start) to `start`.
final class StartSignal: Sendable {
    private enum State {
        case waiting(CheckedContinuation<Int, any Error>?)
        case done(Result<Int, any Error>)
    }

    private let state = Mutex<State>(.waiting(nil))

    /// Settles the outcome; only the first call counts.
    func settle(_ result: Result<Int, any Error>) {
        let continuation: CheckedContinuation<Int, any Error>? = state.withLock { state in
            guard case .waiting(let continuation) = state else { return nil }
            state = .done(result)
            return continuation
        }
        continuation?.resume(with: result)
    }

    /// Whether ``settle(_:)`` was called.
    var isSettled: Bool {
        state.withLock { state in
            if case .done = state { return true }
            return false
        }
    }

    /// Waits for ``settle(_:)``.
    func wait() async throws -> Int {
        try await withCheckedThrowingContinuation { continuation in
            let settled: Result<Int, any Error>? = state.withLock { state in
                switch state {
                case .waiting:
                    state = .waiting(continuation)
                    return nil
                case .done(let result):
                    return result
                }
            }
            if let settled { continuation.resume(with: settled) }
        }
    }
}
