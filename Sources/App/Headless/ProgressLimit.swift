import Model

/// Bounds a headless wait in real time by progress: `body` runs until it finishes, or until `limit` of real time
/// passes in which `tracker`'s work neither started nor finished — then it is cancelled. Answers whether it finished.
/// A long wait on a busy machine is not cut short while work keeps moving; a request that never answers is.
@MainActor
func runWhileProgressing(
    limit: Duration, tracker: WorkTracker, _ body: @escaping @MainActor () async -> Void
) async -> Bool {
    let running = Task { @MainActor in
        await body()
        return !Task.isCancelled
    }
    let timeout = Task {
        var seen = tracker.changes
        while true {
            try await Task.sleep(for: limit)
            let now = tracker.changes
            guard now != seen else { break }
            seen = now
        }
        running.cancel()
    }
    let finished = await running.value
    timeout.cancel()
    return finished
}
