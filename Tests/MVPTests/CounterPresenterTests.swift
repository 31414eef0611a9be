import MVP
import Model
import ServiceFakes
import Testing

@MainActor
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
        await presenter.viewDidLoad().value
        view.forgetCalls()
    }

    @Test func theMainSetLoadsWithAFullReload() async {
        // When the view loads
        await presenter.viewDidLoad().value
        // Then the table reloads once with the 18 counters of the main set
        #expect(view.calls == [.reloadAllRows])
        #expect(view.rows.count == 18)
        #expect(view.row(0) == "Main 1: 0")
        #expect(view.row(17) == "Main 18: 5")
        #expect(await service.loads == [.main])
    }

    @Test func plusRedrawsOnlyItsRowAndSaves() async {
        // Given the loaded list, row 3 at 2
        await loadedScene()
        // When the user taps + in row 3
        await presenter.plusButtonTapped(at: 2).value
        // Then only that row redraws, showing 3, and 3 is saved
        #expect(view.calls == [.reloadRow(2)])
        #expect(view.row(2) == "Main 3: 3")
        #expect(await service.saves == [.init(counterID: 3, num: 3)])
    }

    @Test func minusRedrawsOnlyItsRowAndSaves() async {
        // Given the loaded list, row 2 at 1
        await loadedScene()
        // When the user taps - in row 2
        await presenter.minusButtonTapped(at: 1).value
        // Then only that row redraws, showing 0, and 0 is saved
        #expect(view.calls == [.reloadRow(1)])
        #expect(view.row(1) == "Main 2: 0")
        #expect(await service.savedNumber(of: 2) == 0)
    }

    @Test func minusAtZeroStaysAtZeroAndSavesNothing() async {
        // Given row 1 at 0
        await loadedScene()
        // When the user taps - in row 1
        await presenter.minusButtonTapped(at: 0).value
        // Then nothing changes and nothing is sent
        #expect(view.calls.isEmpty)
        #expect(view.row(0) == "Main 1: 0")
        #expect(await service.saves.isEmpty)
    }

    @Test func reachingSixKeepsTheList() async {
        // Given row 6 at 5
        await loadedScene()
        // When the user taps + in row 6
        await presenter.plusButtonTapped(at: 5).value
        // Then the row shows 6 and the list stays the main set
        #expect(view.calls == [.reloadRow(5)])
        #expect(view.row(5) == "Main 6: 6")
        #expect(await service.loads == [.main])
    }

    @Test func goingAboveSixSwapsInTheAltSetWithAFullReload() async {
        // Given row 6 at 5
        await loadedScene()
        // When the user taps + twice in row 6, to 7
        presenter.plusButtonTapped(at: 5)
        await presenter.plusButtonTapped(at: 5).value
        // Then both numbers are saved and the whole list is replaced by the alt set
        #expect(await service.saves == [.init(counterID: 6, num: 6), .init(counterID: 6, num: 7)])
        #expect(view.calls == [.reloadRow(5), .reloadRow(5), .reloadAllRows])
        #expect(view.rows == ["Alt 1: 1", "Alt 2: 2", "Alt 3: 3"])
    }

    @Test func aFailedSavePutsTheNumberBackAndShowsTheError() async {
        // Given row 3 at 2, and a server that will fail the next save
        await loadedScene()
        await service.control.holdNextCall()
        await service.control.failNextCall()
        // When the user taps + in row 3
        let tap = presenter.plusButtonTapped(at: 2)
        await service.control.waitUntilCallIsHeld()
        // Then the row shows 3 while the save is under way
        #expect(view.row(2) == "Main 3: 3")
        // And when the save fails, the row is back at 2 with the error shown
        await service.control.releaseHeldCall()
        await tap.value
        let message = APIError.sampleOutage.description
        #expect(view.calls == [.reloadRow(2), .showError(message), .reloadRow(2)])
        #expect(view.row(2) == "Main 3: 2")
        #expect(presenter.errorMessage == message)
        #expect(await service.savedNumber(of: 3) == 2)
    }

    @Test func theNextTapClearsTheError() async {
        // Given a failed save
        await loadedScene()
        await service.control.failNextCall()
        await presenter.plusButtonTapped(at: 2).value
        view.forgetCalls()
        // When the user taps + again and it saves
        await presenter.plusButtonTapped(at: 2).value
        // Then the error is gone and the row shows the saved number
        #expect(view.calls == [.showError(nil), .reloadRow(2)])
        #expect(view.row(2) == "Main 3: 3")
        #expect(await service.savedNumber(of: 3) == 3)
    }

    @Test func quickTapsReachTheServerInOrder() async {
        // Given row 3 at 2, and a first save that the server holds
        await loadedScene()
        await service.control.holdNextCall()
        // When the user taps + twice before the first save answers
        presenter.plusButtonTapped(at: 2)
        let second = presenter.plusButtonTapped(at: 2)
        await service.control.waitUntilCallIsHeld()
        #expect(view.row(2) == "Main 3: 4")
        await service.control.releaseHeldCall()
        await second.value
        // Then the server ends at 4, as the screen shows
        #expect(await service.saves == [.init(counterID: 3, num: 3), .init(counterID: 3, num: 4)])
        #expect(await service.savedNumber(of: 3) == 4)
        #expect(view.row(2) == "Main 3: 4")
    }

    @Test func aFailedLoadShowsTheError() async {
        // Given a server that fails the next call
        await service.control.failNextCall()
        // When the view loads
        await presenter.viewDidLoad().value
        // Then the error shows and the table stays empty
        #expect(view.calls == [.showError(APIError.sampleOutage.description)])
        #expect(presenter.numberOfRows == 0)
    }
}
