import Synchronization
import Testing

@testable import Server

/// bcrypt checks run one at a time and few wait, so a login storm cannot take every core (issue #27).
@Suite("Password-check gate")
struct HashGateTests {
    final class Meter: Sendable {
        let state = Mutex((running: 0, most: 0))
        func enter() {
            state.withLock {
                $0.running += 1; $0.most = max($0.most, $0.running)
            }
        }
        func leave() { state.withLock { $0.running -= 1 } }
    }

    @Test("twenty checks at once run one at a time, and all of them run")
    func oneAtATime() async throws {
        // Given a gate with one permit and room for everyone to wait
        let gate = HashGate(permits: 1, queueLimit: 64)
        let meter = Meter()
        // When twenty tasks pass it at once, each holding it a moment
        let done = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<20 {
                group.addTask {
                    try await gate.run {
                        meter.enter()
                        try await Task.sleep(for: .milliseconds(2))
                        meter.leave()
                        return index
                    }
                }
            }
            return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        // Then never two ran together, and every one ran
        #expect(meter.state.withLock { $0.most } == 1)
        #expect(done == Set(0..<20))
    }

    @Test("past the waiting limit a check is refused at once instead of queueing")
    func fullQueue() async throws {
        // Given a gate held by one task, with one more waiting
        let gate = HashGate(permits: 1, queueLimit: 1)
        let (release, releaser) = AsyncStream<Void>.makeStream()
        let holder = Task { try await gate.run { for await _ in release { break } } }
        try await Task.sleep(for: .milliseconds(50))
        let waiter = Task { try await gate.run { 1 } }
        try await Task.sleep(for: .milliseconds(50))
        // When a third arrives, it is refused
        await #expect(throws: HashGate.Full.self) { try await gate.run { 2 } }
        // And once the holder is done, the waiter runs
        releaser.yield()
        try await holder.value
        #expect(try await waiter.value == 1)
    }
}
