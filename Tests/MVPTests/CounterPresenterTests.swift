import MVP
import Model
import ServiceFakes
import Testing

/// How the Counter presenter drives its passive view. The rules themselves (save, never below 0, the swap above 6,
/// rollback) are the Model's, tested once in ModelTests; here, which ``CounterView`` calls they become.
@MainActor
@Suite(.trackingWork)
struct CounterPresenterTests {
    let service = FakeCounterService()
    let view = CounterViewSpy()
    let presenter: CounterPresenter

    init() {
        presenter = CounterPresenter(service: service)
        presenter.view = view
        view.presenter = presenter
    }

    private func loadedScene() async {
        presenter.viewDidLoad()
        await settle()
        view.forgetCalls()
    }

    @Test func theMainSetLoadsWithOneFullReload() async {
        // When the view loads
        presenter.viewDidLoad()
        await settle()
        // Then the table reloads once with the 18 counters, inside Loading…
        #expect(view.calls == [.showLoading(true), .reloadAllRows, .showLoading(false)])
        #expect(view.rows.count == 18)
        #expect(view.rows[0] == "Main 1: 0")
        #expect(view.rows[17] == "Main 18: 5")
    }

    @Test func plusRedrawsOnlyItsRow() async {
        // Given the loaded list, row 3 at 2
        await loadedScene()
        // When the user taps + in row 3
        presenter.plusButtonTapped(at: 2)
        await settle()
        // Then only that row redraws, showing 3
        #expect(view.calls == [.redraw(2)])
        #expect(view.rows[2] == "Main 3: 3")
    }

    @Test func minusAtZeroAsksTheViewForNothing() async {
        // Given row 1 at 0
        await loadedScene()
        // When the user taps - in row 1
        presenter.minusButtonTapped(at: 0)
        await settle()
        // Then the view is not touched
        #expect(view.calls.isEmpty)
    }

    @Test func aTapOnARowThatIsNotThereAsksTheViewForNothing() async {
        // Given the main set
        await loadedScene()
        // When the view reports taps on rows past either end
        presenter.plusButtonTapped(at: 18)
        presenter.minusButtonTapped(at: -1)
        await settle()
        // Then the view is not touched and nothing is saved
        #expect(view.calls.isEmpty)
        #expect(await service.saves.isEmpty)
    }

    @Test func goingAboveSixReloadsTheWholeTableWithTheAltSet() async {
        // Given row 6 at 5
        await loadedScene()
        // When the user taps + twice in row 6, to 7
        presenter.plusButtonTapped(at: 5)
        presenter.plusButtonTapped(at: 5)
        await settle()
        // Then the row redrew twice, then the whole table with the alt set
        #expect(
            view.calls == [
                .redraw(5), .redraw(5), .showLoading(true), .reloadAllRows, .showLoading(false),
            ])
        #expect(view.rows == ["Alt 1: 1", "Alt 2: 2", "Alt 3: 3"])
    }

    @Test func aFailedSaveRedrawsTheRowBackAndShowsTheErrorWithRetry() async {
        // Given row 3 at 2, and a server that will fail the next save
        await loadedScene()
        await service.control.holdNextCall()
        await service.control.failNextCall()
        // When the user taps + in row 3
        presenter.plusButtonTapped(at: 2)
        await service.control.waitUntilCallIsHeld()
        // Then the row shows 3 while the save is under way
        #expect(view.rows[2] == "Main 3: 3")
        // And when the save fails, the row redraws at 2 and the error shows, with Retry (the same + again)
        await service.control.releaseHeldCall()
        await settle()
        let message = APIError.sampleOutage.description
        #expect(view.calls == [.redraw(2), .showError(message, canRetry: true), .redraw(2)])
        #expect(view.rows[2] == "Main 3: 2")
    }

    @Test func theNextTapClearsTheError() async {
        // Given a failed save
        await loadedScene()
        await service.control.failNextCall()
        presenter.plusButtonTapped(at: 2)
        await settle()
        view.forgetCalls()
        // When the user taps + again and it saves
        presenter.plusButtonTapped(at: 2)
        await settle()
        // Then the error is hidden and the row redraws
        #expect(view.calls == [.showError(nil, canRetry: false), .redraw(2)])
        #expect(view.rows[2] == "Main 3: 3")
    }

    @Test func aFailedLoadShowsTheErrorWithRetry() async {
        // Given a server that fails the next call
        await service.control.failNextCall()
        // When the view loads, Then the error shows with Retry and the table stays empty
        presenter.viewDidLoad()
        await settle()
        let message = APIError.sampleOutage.description
        #expect(view.calls == [.showLoading(true), .showError(message, canRetry: true), .showLoading(false)])
        #expect(presenter.numberOfRows == 0)
        // When the user taps Retry, Then the counters load
        presenter.retryButtonTapped()
        await settle()
        #expect(presenter.numberOfRows == 18)
    }
}
