import Model
import ServiceFakes
import Testing
import VIPER

/// The Counter presenter with a fake interactor: what each tap asks of the use cases, the rows it makes of the
/// counters reported (Model's `CounterRow`), and which rows of the view each report redraws.
@MainActor
struct CounterPresenterTests {
    let interactor = FakeInteractor()
    let view = ListViewSpy()
    let presenter: CounterPresenter

    init() {
        presenter = CounterPresenter(interactor: interactor)
        presenter.view = view
        presenter.countersLoaded([
            Counter(id: 1, set: .main, name: "Apples", num: 1), Counter(id: 2, set: .main, name: "香蕉", num: 6),
        ])
    }

    @Test func eachTapReachesItsUseCaseWithTheCounterOfThatRowAndARowOutOfRangeIsIgnored() {
        // When the view loads, and the user taps + in row 2, - in row 1, + in a row not shown, then Retry
        presenter.viewDidLoad()
        presenter.plusButtonTapped(at: 1)
        presenter.minusButtonTapped(at: 0)
        presenter.plusButtonTapped(at: 9)
        presenter.minusButtonTapped(at: -1)
        presenter.retryButtonTapped()
        // Then the interactor was asked for exactly those use cases, on those rows' counters
        #expect(interactor.calls == [.load, .increment(2), .decrement(1), .retry])
    }

    @Test func aRowShowsTheCountersNameAndNumber() {
        #expect(presenter.numberOfRows == 2)
        #expect(presenter.row(at: 1) == CounterRow(counter: Counter(id: 2, set: .main, name: "香蕉", num: 6)))
        #expect(presenter.row(at: 2) == nil)
    }

    @Test func oneUpdatedCounterRedrawsItsRowAloneAndANewSetTheWholeTable() {
        // When the interactor reports counter 2 at 7, then the alt set
        presenter.counterUpdated(Counter(id: 2, set: .main, name: "香蕉", num: 7))
        presenter.countersLoaded([Counter(id: 101, set: .alt, name: "Alt 1", num: 1)])
        // Then the view redrew row 2 alone, then every row, and shows the alt set
        #expect(view.calls == [.reloadAllRows, .reloadRows([1]), .reloadAllRows])
        #expect(presenter.row(at: 0)?.name == "Alt 1")
        #expect(presenter.numberOfRows == 1)
    }

    @Test func loadingAndAFailureReachTheStatusLineWithRetryWhenItCanBeRepeated() {
        // When the interactor reports a load under way, then its failure
        let failure = ListFailure(error: .sampleOutage, isRetryable: true)
        presenter.statusChanged(.loading)
        presenter.statusChanged(LoadStatus(failure: failure))
        // Then the view shows Loading…, then hides it and shows the error with Retry
        let message = LoadStatus(failure: failure).errorMessage
        #expect(
            view.calls.suffix(3) == [.showLoading(true), .showLoading(false), .showError(message, canRetry: true)])
    }
}
