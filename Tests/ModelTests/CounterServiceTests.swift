import Foundation
import LiveServices
import Model
import Testing

@Suite("LiveCounterService")
struct CounterServiceTests {
    @Test("the main set has 18 counters from 0 to 5, the alt set 3")
    func sets() async throws {
        try await withLiveServer { client, _ in
            // When both sets are read
            let counters = LiveCounterService(client: client)
            let main = try await counters.counters(in: .main)
            let alt = try await counters.counters(in: .alt)

            // Then their sizes and seeded numbers match the spec
            #expect(main.count == 18)
            #expect(main.allSatisfy { $0.set == .main && (0...5).contains($0.num) })
            #expect(alt.count == 3)
            #expect(alt.allSatisfy { $0.set == .alt })
        }
    }

    @Test("a saved number is what the next read shows")
    func saveIsKept() async throws {
        try await withLiveServer { client, _ in
            // Given a signed-in viewer and the first main counter
            try await logIn(client, as: "alice")
            let counters = LiveCounterService(client: client)
            let counter = try #require(try await counters.counters(in: .main).first)

            // When it is saved one higher
            let saved = try await counters.save(counterID: counter.id, num: counter.num + 1)

            // Then the answer and a fresh read both show the new number
            #expect(saved.id == counter.id)
            #expect(saved.num == counter.num + 1)
            #expect(try await counters.counters(in: .main).first { $0.id == counter.id }?.num == counter.num + 1)
        }
    }

    @Test("a negative number is refused with 400 and nothing changes")
    func negativeIsRefused() async throws {
        try await withLiveServer { client, _ in
            // Given a signed-in viewer and a counter
            try await logIn(client, as: "alice")
            let counters = LiveCounterService(client: client)
            let counter = try #require(try await counters.counters(in: .main).first)

            // When -1 is saved
            let error = await failure { try await counters.save(counterID: counter.id, num: -1) }

            // Then it is a 400 and the number is unchanged
            #expect(error?.status == 400)
            #expect(try await counters.counters(in: .main).first { $0.id == counter.id }?.num == counter.num)
        }
    }
}
