import Synchronization

/// Lets at most ``permits`` bcrypt checks run at once and at most ``queueLimit`` wait, first come first served.
///
/// bcrypt is meant to be slow; run on every core at once, a login storm slows every other route. With one permit it
/// takes at most one of this machine's two cores, whatever the storm. Waiting is a suspended task, never a blocked
/// thread.
final class HashGate: Sendable {
    /// Too many logins are waiting already.
    struct Full: Error {}

    private struct State {
        var running = 0
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    let permits: Int
    let queueLimit: Int
    private let state = Mutex(State())

    init(permits: Int, queueLimit: Int) {
        self.permits = max(1, permits)
        self.queueLimit = max(0, queueLimit)
    }

    /// Runs `work` once a permit is free; throws ``Full`` at once when ``queueLimit`` tasks wait already.
    func run<T: Sendable>(_ work: () async throws -> T) async throws -> T {
        try await enter()
        defer { leave() }
        return try await work()
    }

    private func enter() async throws {
        enum Entry { case now, wait, full }
        let decision: Entry = state.withLock { state in
            if state.running < permits {
                state.running += 1
                return .now
            }
            return state.waiting.count < queueLimit ? .wait : .full
        }
        switch decision {
        case .now: return
        case .full: throw Full()
        case .wait:
            await withCheckedContinuation { continuation in
                let admitted: Bool = state.withLock { state in
                    if state.running < permits {
                        state.running += 1
                        return true
                    }
                    state.waiting.append(continuation)
                    return false
                }
                if admitted { continuation.resume() }
            }
        }
    }

    /// Hands the permit to the first waiter, or gives it back.
    private func leave() {
        let next: CheckedContinuation<Void, Never>? = state.withLock { state in
            guard !state.waiting.isEmpty else {
                state.running -= 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
