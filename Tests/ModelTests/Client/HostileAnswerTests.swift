import Foundation
import LiveServices
import Model
import TestSupport
import Testing

/// A broken or hostile server gets an error that says what happened, never a crash, a hang or unbounded memory.
@Suite("Hostile answers")
struct HostileAnswerTests {
    @Test(
        "each kind of unusable answer is a clear error, for a read and for a write",
        arguments: [
            (HostileServer.Behaviour.notHTTP, "not HTTP"),
            (.closeWithoutAnswer, "connection closed"),
            (.oversized(bytes: 50_000_000), "over 8 MB"),
        ])
    func unusableAnswer(behaviour: HostileServer.Behaviour, says: String) async throws {
        // Given a server that answers every request that way
        let server = try HostileServer(behaviour)
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, timeout: 10)
        // When the app reads the counters and saves one
        let read = await failure { try await LiveCounterService(client: client).counters(in: .main) }
        let write = await failure { try await LiveCounterService(client: client).save(counterID: 1, num: 2) }
        // Then both fail at once with a bad answer that says what was wrong
        for error in [read, write] {
            guard case .badAnswer(let reason)? = error else {
                Issue.record("expected badAnswer, got \(String(describing: error))")
                continue
            }
            #expect(reason.contains(says))
            #expect(error?.description.hasPrefix("Unusable answer: \(says) (127.0.0.1:\(server.port))") == true)
        }
    }

    @Test("a counter at Int.max from the server is read, and + saturates at the top of the range instead of trapping")
    func overflowingCounter() async throws {
        // Given a server that sends a counter at Int.max
        let server = try HostileServer(.json(#"[{"id":1,"set":"main","name":"Apples","num":9223372036854775807}]"#))
        defer { server.stop() }
        // When the counters are read and + is applied
        let counters = try await LiveCounterService(client: APIClient(baseURL: server.baseURL)).counters(in: .main)
        let num = try #require(counters.first?.num)
        // Then the next number is the top of the range the server accepts
        #expect(CounterRules.incremented(num) == CounterRules.range.upperBound)
    }
}
