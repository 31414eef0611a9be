import Model
import TEA
import Testing

/// The Counter scene's update as a pure function: each tap becomes one effect on the counters' Model list, and what
/// the list reports becomes the state. No fakes.
struct CounterStateTests {
    private let counters = [
        Counter(id: 1, set: .main, name: "Apples", num: 1), Counter(id: 2, set: .main, name: "Pears", num: 0),
    ]

    @Test func theViewLoadingLoadsTheList() {
        var state = CounterState()
        #expect(state.update(.viewLoaded) == [.load])
        #expect(state.list.items.isEmpty)
    }

    @Test func plusAndMinusChangeTheCounterTheyNameAndLeaveTheStateToTheList() {
        var state = CounterState()
        _ = state.update(.listChanged(loaded(counters)))
        let before = state
        #expect(state.update(.plusButtonTapped(id: 2)) == [.change(2, .increment)])
        #expect(state.update(.minusButtonTapped(id: 1)) == [.change(1, .decrement)])
        #expect(state == before)
    }

    @Test func retryRepeatsTheFailedAction() {
        var state = CounterState()
        #expect(state.update(.retryButtonTapped) == [.retry])
    }

    @Test func whatTheListReportsIsWhatTheSceneShows() {
        var state = CounterState()
        var list = loaded(counters)
        list.status.failure = ListFailure(error: .cancelled, isRetryable: true)
        #expect(state.update(.listChanged(list)).isEmpty)
        #expect(state.list.items.map(\.name) == ["Apples", "Pears"])
        #expect(state.list.status.canRetry)
    }

    private func loaded(_ counters: [Counter]) -> ListState<Counter> {
        var list = ListState<Counter>()
        list.items = counters
        return list
    }
}
