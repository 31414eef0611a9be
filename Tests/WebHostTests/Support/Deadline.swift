/// A wait that took longer than its bound: the awaited event never came.
struct TimedOut: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
}

/// Runs `operation`, failing with ``TimedOut`` if it takes longer than `limit`: tests wait for events, never for time.
func within<Value: Sendable>(
    _ limit: Duration = .seconds(10), waitingFor what: String,
    _ operation: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(for: limit)
            throw TimedOut(what: what)
        }
        defer { group.cancelAll() }
        guard let value = try await group.next() else { throw TimedOut(what: what) }
        return value
    }
}
