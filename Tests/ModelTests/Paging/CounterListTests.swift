import Model
import ServiceFakes
import Testing

/// Counter's rules on its ``PagedList`` (seed 004), written once for every architecture: `+`/`-` show at once
/// and are saved, never below 0, and a number above 6 swaps in the `alt` set.
@MainActor
struct CounterListTests {
    let service = FakeCounterService()
    let list: PagedList<Counter>

    init() {
        list = PagedList(counters: .main, service: service)
    }

    @Test func theMainSetLoadsInOnePiece() async {
        // When the list loads
        await list.reload().value
        // Then it holds the 18 counters of the main set, and no more follow
        #expect(list.items.count == 18)
        #expect(!list.hasMore)
        #expect(await service.loads == [.main])
    }

    @Test func plusAddsOneAndSavesIt() async {
        // Given counter 3 at 2
        await list.reload().value
        // When + is tapped on it
        await list.perform(.increment, on: list.items[2].id).value
        // Then it shows 3, and 3 is saved
        #expect(list.items[2].num == 3)
        #expect(await service.saves == [.init(counterID: 3, num: 3)])
    }

    @Test func minusAtZeroStaysAtZeroAndSavesNothing() async {
        // Given counter 1 at 0
        await list.reload().value
        // When - is tapped on it
        await list.perform(.decrement, on: list.items[0].id).value
        // Then it stays 0 and nothing is sent
        #expect(list.items[0].num == 0)
        #expect(await service.saves == [])
    }

    @Test func aNumberAboveSixSwapsInTheAltSet() async {
        // Given counter 6 at 5
        await list.reload().value
        // When + is tapped twice on it (6, then 7)
        await list.perform(.increment, on: list.items[5].id).value
        #expect(list.items.count == 18)
        await list.perform(.increment, on: list.items[5].id).value
        // Then, once 7 is saved, the alt set replaces the list
        #expect(await service.saves.map(\.num) == [6, 7])
        #expect(await service.loads == [.main, .alt])
        #expect(list.items.map(\.name) == ["Alt 1", "Alt 2", "Alt 3"])
    }

    @Test func aFailedSaveRollsBackAndDoesNotSwap() async {
        // Given counter 6 at 6, and a server that fails the next call
        await list.reload().value
        await list.perform(.increment, on: list.items[5].id).value
        await service.control.failNextCall()
        // When + is tapped (7)
        await list.perform(.increment, on: list.items[5].id).value
        // Then the row goes back to 6, the error shows, and the main set stays
        #expect(list.items[5].num == 6)
        #expect(list.failure?.error == .sampleOutage)
        #expect(await service.loads == [.main])
    }

    @Test func aFailedSwapCanBeRetried() async {
        // Given counter 6 at 6
        await list.reload().value
        await list.perform(.increment, on: list.items[5].id).value
        // When + saves 7 but the alt set fails to load
        await service.control.failNextCall(after: 1)
        await list.perform(.increment, on: list.items[5].id).value
        // Then the error offers Retry, which brings the alt set
        #expect(list.failure?.isRetryable == true)
        await list.retry().value
        #expect(list.items.count == 3)
    }
}
