import Synchronization

/// Runs a database call with a deadline that holds even when the call never ends.
///
/// postgres-nio 1.33 can strand a query: on a connection that has just closed, `PostgresClient.query` writes its
/// request with `promise: nil`, and the future it then awaits is never completed (the query, and the request that
/// made it, waited for good). Cancelling the awaiting task does not help, and a task group would wait for the
/// stranded child. So the call runs in a task of its own, and the caller awaits whichever ends first: the call, its
/// deadline, or the caller's own cancellation (a shutdown). A call that loses the race is cancelled and left to end
/// by itself; its answer, if one ever comes, is dropped.
enum CallDeadline {
    /// The call did not end within its deadline.
    struct Expired: Error, Sendable, Hashable {
        /// The deadline it had.
        let limit: Duration
    }

    /// `operation`'s result, or ``Expired`` once `limit` passed, or `CancellationError` once the caller is
    /// cancelled. `operation` gets the race, to register what must be undone as soon as it is decided.
    static func run<T: Sendable>(
        within limit: Duration, _ operation: @escaping @Sendable (Race<T>) async throws -> T
    ) async throws -> T {
        let race = Race<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                race.wait(continuation)
                let worker = Task {
                    do {
                        race.finish(.success(try await operation(race)))
                    } catch {
                        race.finish(.failure(error))
                    }
                }
                let timer = Task {
                    try? await Task.sleep(for: limit)
                    if !Task.isCancelled { race.finish(.failure(Expired(limit: limit))) }
                }
                race.onFinish {
                    worker.cancel()
                    timer.cancel()
                }
            }
        } onCancel: {
            race.finish(.failure(CancellationError()))
        }
    }

    /// Who answers the caller first; everything else is dropped.
    final class Race<T: Sendable>: Sendable {
        private struct State {
            var continuation: CheckedContinuation<T, any Error>?
            var result: Result<T, any Error>?
            var cleanups: [@Sendable () -> Void] = []
        }

        private let state = Mutex(State())

        /// Whether the race is decided: the caller has its answer.
        var isFinished: Bool { state.withLock { $0.result != nil } }

        fileprivate func wait(_ continuation: CheckedContinuation<T, any Error>) {
            let result: Result<T, any Error>? = state.withLock { state in
                if state.result == nil { state.continuation = continuation }
                return state.result
            }
            if let result { continuation.resume(with: result) }
        }

        /// Runs `cleanup` once the race is decided, or now if it is.
        func onFinish(_ cleanup: @escaping @Sendable () -> Void) {
            let now = state.withLock { state in
                if state.result == nil { state.cleanups.append(cleanup) }
                return state.result != nil
            }
            if now { cleanup() }
        }

        fileprivate func finish(_ result: Result<T, any Error>) {
            let (continuation, cleanups): (CheckedContinuation<T, any Error>?, [@Sendable () -> Void]) =
                state.withLock { state in
                    guard state.result == nil else { return (nil, []) }
                    state.result = result
                    defer {
                        state.continuation = nil
                        state.cleanups = []
                    }
                    return (state.continuation, state.cleanups)
                }
            for cleanup in cleanups { cleanup() }
            continuation?.resume(with: result)
        }
    }
}
