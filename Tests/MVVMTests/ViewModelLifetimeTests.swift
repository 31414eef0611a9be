import MVVM
import Model
import ServiceFakes
import Testing

/// Closing a scene must free its view models: no task, binding or row keeps one alive.
@MainActor
struct ViewModelLifetimeTests {
    @Test func aClosedCounterSceneLeavesNoViewModel() async {
        // Given a Counter scene that loaded, was bound, and saved
        weak var released: CounterViewModel?
        weak var releasedRow: CounterCellViewModel?
        do {
            let viewModel = CounterViewModel(service: FakeCounterService())
            await viewModel.send(.viewDidLoad).value
            let token = observe({ viewModel.rows.map(\.number) }) { _ in }
            await viewModel.send(.plusButtonTapped(at: 0)).value
            token.cancel()
            released = viewModel
            releasedRow = viewModel.rows.first
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
            await viewModel.send(.viewDidLoad).value
            let token = observe({ viewModel.list.rows.first?.row.readCount }) { _ in }
            await viewModel.send(.rowSelected(at: 0)).value
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
        var load: Task<Void, Never>?
        do {
            let viewModel = NewsViewModel(feed: NewsFeedModel(service: service), formatting: NewsFormatting())
            load = viewModel.send(.viewDidLoad)
            await service.control.waitUntilCallIsHeld()
            released = viewModel
        }
        // When the scene closes before the answer, Then the view model is gone at once
        #expect(released == nil)
        await service.control.releaseHeldCall()
        await load?.value
    }
}
