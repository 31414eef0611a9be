import MVP
import Model
import ServiceFakes
import Testing

/// Closing a scene must free its presenters: view → presenter is the only strong edge, and no task keeps one alive.
@MainActor
@Suite(.trackingWork)
struct PresenterLifetimeTests {
    @Test func aClosedPrintSceneLeavesNoPresenter() {
        // Given a Print scene that was used
        weak var released: PrintPresenter?
        do {
            let view = PrintViewSpy()
            let presenter = PrintPresenter(randomSource: SeededRandomSource(seed: 1))
            presenter.view = view
            view.presenter = presenter
            presenter.viewDidLoad()
            presenter.printButtonTapped()
            released = presenter
        }
        // When its view is gone, Then so is its presenter
        #expect(released == nil)
    }

    @Test func aClosedCounterSceneLeavesNoPresenter() async {
        // Given a Counter scene that loaded and saved
        weak var released: CounterPresenter?
        do {
            let view = CounterViewSpy()
            let presenter = CounterPresenter(service: FakeCounterService())
            presenter.view = view
            view.presenter = presenter
            presenter.viewDidLoad()
            await settle()
            presenter.plusButtonTapped(at: 0)
            await settle()
            released = presenter
        }
        // When its view is gone, Then so is its presenter
        #expect(released == nil)
    }

    @Test func aClosedNewsSceneLeavesNoPresenters() async {
        // Given a News scene that loaded, drew a cell and counted a read
        weak var released: NewsPresenter?
        weak var releasedCell: NewsCellPresenter?
        do {
            let view = NewsViewSpy()
            let presenter = NewsPresenter(
                feed: NewsFeedModel(service: FakeNewsService(articleCount: 45)), formatting: NewsFormatting())
            presenter.view = view
            view.presenter = presenter
            presenter.viewDidLoad()
            await settle()
            let cell = view.cell(at: 0)
            presenter.rowSelected(at: 0)
            await settle()
            released = presenter
            releasedCell = cell.presenter
        }
        // When its view and cells are gone, Then so are the presenters
        #expect(released == nil)
        #expect(releasedCell == nil)
    }

    @Test func aRequestInFlightDoesNotKeepThePresenterAlive() async {
        // Given a News scene whose first load the server holds
        let service = FakeNewsService(articleCount: 45)
        await service.control.holdNextCall()
        weak var released: NewsPresenter?
        do {
            let view = NewsViewSpy()
            let presenter = NewsPresenter(feed: NewsFeedModel(service: service), formatting: NewsFormatting())
            presenter.view = view
            view.presenter = presenter
            presenter.viewDidLoad()
            await service.control.waitUntilCallIsHeld()
            released = presenter
        }
        // When the scene closes before the answer, Then the presenter is gone at once
        #expect(released == nil)
        // And the late answer lands nowhere
        await service.control.releaseHeldCall()
        await settle()
    }
}
