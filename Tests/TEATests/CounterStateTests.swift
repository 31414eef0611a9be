import Model
import TEA
import Testing

/// Counter's update as a pure function (seed 004): what a tap shows at once, what it asks the server, and what each
/// answer does — confirm, roll back, or swap in the `alt` set. No fakes, no tasks: an answer is a message.
struct CounterStateTests {
    private let counters = [
        Counter(id: 1, set: .main, name: "Apples", num: 1), Counter(id: 2, set: .main, name: "Pears", num: 6),
    ]

    private func loaded() -> CounterState {
        var state = CounterState()
        _ = state.update(.viewDidLoad)
        _ = state.update(.list(.pageAnswered(ListRequest(1), .success(PageBatch(items: counters, hasMore: false)))))
        return state
    }

    @Test func theViewLoadingFetchesTheMainSetAndShowsLoading() {
        // Given a new scene
        var state = CounterState()
        // When its view loads
        let effects = state.update(.viewDidLoad)
        // Then the main set is fetched and Loading… shows; once answered, the rows show
        #expect(effects == [.fetch(ListRequest(1), from: .main, offset: 0)])
        #expect(state.list.isLoading)
        #expect(loaded().rows.map(\.number) == ["1", "6"])
        #expect(!loaded().list.isLoading)
    }

    @Test func plusShowsAtOnceAndAsksToSaveTheNewNumber() {
        // Given the loaded counters
        var state = loaded()
        // When + is tapped on the first row
        let effects = state.update(.plusButtonTapped(at: 0))
        // Then the row shows 2 before any answer, and the counter with 2 is sent
        #expect(state.rows[0].number == "2")
        #expect(effects == [.perform(ListRequest(2), .increment, Counter(id: 1, set: .main, name: "Apples", num: 2))])
    }

    @Test func aFailedSaveRollsBackAndRetryMakesTheSameChange() {
        // Given a + whose save fails
        var state = loaded()
        _ = state.update(.plusButtonTapped(at: 0))
        _ = state.update(.list(.actionAnswered(ListRequest(2), .failure(.http(status: 503, nil)))))
        // Then the number is back with the error and Retry
        #expect(state.rows[0].number == "1")
        #expect(state.list.status.canRetry)
        // When Retry is tapped, then the same + is made again
        #expect(state.update(.list(.retryButtonTapped)).count == 1)
        #expect(state.rows[0].number == "2")
    }

    @Test func aSavedNumberAboveSixSwapsInTheAltSet() {
        // Given Pears at 6
        var state = loaded()
        // When + makes it 7 and the server saves it
        _ = state.update(.plusButtonTapped(at: 1))
        let saved = Counter(id: 2, set: .main, name: "Pears", num: 7)
        let effects = state.update(.list(.actionAnswered(ListRequest(2), .success(saved))))
        // Then the alt set is fetched in a full reload
        #expect(effects == [.fetch(ListRequest(3), from: .alt, offset: 0)])
        #expect(state.list.source == .alt)
    }

    @Test func minusAtZeroAndATapOutsideTheListAskNothing() {
        var state = loaded()
        #expect(state.update(.plusButtonTapped(at: 9)).isEmpty)
        #expect(state.update(.minusButtonTapped(at: -1)).isEmpty)
        var zero = CounterState()
        _ = zero.update(.viewDidLoad)
        let batch = PageBatch(items: [Counter(id: 3, set: .main, name: "Figs", num: 0)], hasMore: false)
        _ = zero.update(.list(.pageAnswered(ListRequest(1), .success(batch))))
        #expect(zero.update(.minusButtonTapped(at: 0)).isEmpty)
    }
}
