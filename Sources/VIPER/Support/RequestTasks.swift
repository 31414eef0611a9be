import Model

/// The requests an interactor has sent and not yet heard back from, one task each: it runs a request's I/O as tracked
/// work, hands the answer (an event for the interactor's list machine) to ``onAnswer``, and stops a request the
/// machine replaced. It decides nothing: which request to send, and what an answer means, are the interactor's and
/// its machine's.
@MainActor
final class RequestTasks<Answer: Sendable> {
    /// Hears each answer on the main actor; the interactor sets it once, holding itself weakly.
    var onAnswer: (@MainActor (Answer) -> Void)?

    private var running: [ListRequest: Task<Void, Never>] = [:]

    deinit {
        for task in running.values { task.cancel() }
    }

    /// Runs `work` for `request` and hands its answer on.
    func start(_ request: ListRequest, _ work: @escaping @Sendable () async -> Answer) {
        running[request] = startTrackedTask { [weak self] in
            let answer = await work()
            self?.running[request] = nil
            self?.onAnswer?(answer)
        }
    }

    /// Stops `request`; its answer, if one still comes, is one the machine drops.
    func cancel(_ request: ListRequest) {
        running[request]?.cancel()
    }
}

/// The answer of `work`: its value, or the error it threw.
func answer<Value>(_ work: () async throws(APIError) -> Value) async -> Result<Value, APIError> {
    do throws(APIError) {
        return .success(try await work())
    } catch {
        return .failure(error)
    }
}
