import MVVM
import Model
import ServiceFakes
import Testing

/// Closing a scene must free its view models: no task, binding or row keeps one alive.
@MainActor
@Suite(.trackingWork)
struct ViewModelLifetimeTests {
    @Test func aClosedCounterSceneLeavesNoViewModel() async {
        // Given a Counter scene that loaded, was bound, and saved
        weak var released: CounterViewModel?
        weak var releasedRow: CounterCellViewModel?
        do {
            let viewModel = CounterViewModel(service: FakeCounterService())
            viewModel.viewDidLoad()
            await settle()
            let token = observe({ viewModel.list.rows.map(\.number) }) { _ in }
            viewModel.plusButtonTapped(at: 0)
            await settle()
            token.cancel()
            released = viewModel
            releasedRow = viewModel.list.rows.first
        }
        // When the scene is gone, Then so are its view models
        #expect(released == nil)
        #expect(releasedRow == nil)
    }

    @Test func aClosedNewsSceneLeavesNoViewModels() async {
        // Given a News scene that loaded, was bound, and counted a read
        weak var released: NewsViewModel?
        weak var releasedRow: NewsCellViewModel?
        do {
            let viewModel = NewsViewModel(
                feed: NewsFeedModel(service: FakeNewsService(articleCount: 45)), formatting: NewsFormatting())
            viewModel.viewDidLoad()
            await settle()
            let token = observe({ viewModel.list.rows.first?.row.readCount }) { _ in }
            viewModel.rowSelected(at: 0)
            await settle()
            token.cancel()
            released = viewModel
            releasedRow = viewModel.list.rows.first
        }
        // When the scene is gone, Then so are its view models
        #expect(released == nil)
        #expect(releasedRow == nil)
    }

    @Test func aRequestInFlightDoesNotKeepTheViewModelAlive() async {
        // Given a News scene whose first load the server holds
        let service = FakeNewsService(articleCount: 45)
        await service.control.holdNextCall()
        weak var released: NewsViewModel?
        do {
            let viewModel = NewsViewModel(feed: NewsFeedModel(service: service), formatting: NewsFormatting())
            viewModel.viewDidLoad()
            await service.control.waitUntilCallIsHeld()
            released = viewModel
        }
        // When the scene closes before the answer, Then the view model is gone at once
        #expect(released == nil)
        await service.control.releaseHeldCall()
        await settle()
    }
}
