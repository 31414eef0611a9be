import Synchronization

/// One area's share of the connection pool: at most ``width`` of its calls hold or wait for a connection at once;
/// more wait here, in order, within their deadline.
///
/// Without it one slow table (locked by another session, say) took every pooled connection with calls waiting for
/// it, and every other route waited as long. With a lane per area a stuck table holds at most its lane's width, and
/// the other areas keep the rest of the pool.
final class PostgresLane: Sendable {
    /// The most calls of this area in the pool at once.
    let width: Int
    /// The area's name, for messages.
    let name: String

    private struct Waiter {
        let id: UInt64
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var inUse = 0
        var nextID: UInt64 = 0
        var waiters: [Waiter] = []
    }

    private let state = Mutex(State())

    init(name: String, width: Int) {
        self.name = name
        self.width = max(1, width)
    }

    /// Waits for a place; throws `CancellationError` if the caller is cancelled first. Each successful call must be
    /// matched by one ``release()``.
    func acquire() async throws {
        let free = state.withLock { state in
            guard state.inUse < width else { return false }
            state.inUse += 1
            return true
        }
        if free { return }
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Decided under the lock, so that a place given back meanwhile is not missed, and a cancellation
                // that came first is not waited out.
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if state.inUse < width {
                        state.inUse += 1
                        return .success(())
                    }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Gives a place back: to the first waiter, if any.
    func release() {
        let next = state.withLock { state -> Waiter? in
            guard !state.waiters.isEmpty else {
                state.inUse = max(0, state.inUse - 1)
                return nil
            }
            return state.waiters.removeFirst()
        }
        next?.continuation.resume()
    }

    /// Calls holding a place now (for tests).
    var inUse: Int { state.withLock { $0.inUse } }
}
