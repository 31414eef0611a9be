import Model
import ServiceFakes
import Testing
import VIPER

/// The Counter presenter with a fake interactor: what each tap asks of the use cases, how rows are written, and
/// which view calls each reported change becomes.
@MainActor
struct CounterPresenterTests {
    let interactor = FakeCounterInteractor()
    let view = ListViewSpy()
    let presenter: CounterPresenter

    init() {
        presenter = CounterPresenter(interactor: interactor)
        presenter.view = view
        interactor.counters = [
            Counter(id: 1, set: .main, name: "Apples", num: 1), Counter(id: 2, set: .main, name: "香蕉", num: 6),
        ]
    }

    @Test func eachTapReachesItsUseCaseWithTheCounterTapped() {
        // When the view loads, and the user taps + in row 2, - in row 1, then Retry
        presenter.viewDidLoad()
        presenter.plusButtonTapped(at: 1)
        presenter.minusButtonTapped(at: 0)
        presenter.retryButtonTapped()
        // Then the interactor was asked for exactly those use cases, on those rows' counters
        #expect(interactor.calls == [.load, .increment(2), .decrement(1), .retry])
    }

    @Test func aRowShowsTheCountersNameAndNumber() {
        #expect(presenter.numberOfRows == 2)
        #expect(presenter.content(at: 1) == CounterCellContent(name: "香蕉", number: "6"))
    }

    @Test func oneSavedCounterRedrawsItsRowAloneAndASwapTheWholeTable() {
        // When the interactor reports row 2 changed, then the whole list replaced
        interactor.report(.updated([1]))
        interactor.report(.reloaded)
        // Then the view redrew row 2 alone, then every row
        #expect(view.calls == [.reloadRows([1]), .reloadAllRows])
    }

    @Test func loadingAndAFailureReachTheStatusLineWithRetryWhenItCanBeRepeated() {
        // When the interactor reports a load that fails
        interactor.report(.loadingChanged(true))
        interactor.report(.failureChanged(ListFailure(error: .sampleOutage, isRetryable: true)))
        interactor.report(.loadingChanged(false))
        // Then the view shows Loading…, the error with Retry, and hides Loading…
        let message = APIError.sampleOutage.description
        #expect(view.calls == [.showLoading(true), .showError(message, canRetry: true), .showLoading(false)])
    }
}
