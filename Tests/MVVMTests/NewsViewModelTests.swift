import Foundation
import MVVM
import Model
import ServiceFakes
import Testing

/// What the News view model publishes for a view to bind to: rows that keep their identity, `isLoading`, the
/// error. The paging itself (what is requested when) is the Model's, tested once in ModelTests.
@MainActor
@Suite(.trackingWork)
struct NewsViewModelTests {
    let service: FakeNewsService
    let viewModel: NewsViewModel

    init(articles: Int = 45) {
        service = FakeNewsService(articleCount: articles)
        viewModel = NewsViewModel(feed: NewsFeedModel(service: service), formatting: NewsFormatting(timeZone: .gmt))
    }

    @Test func theFirstPageBecomesTwentyRows() async {
        // When the view loads
        viewModel.viewDidLoad()
        await settle()
        // Then the rows hold the first page, newest first
        #expect(viewModel.list.rows.count == 20)
        #expect(viewModel.list.rows.last?.row.title == "Headline 20")
        #expect(viewModel.list.rows.map(\.id) == (1...20).map { "DOC\($0)" })
    }

    @Test func theNextPageIsAppendedBelowTheSameRows() async {
        // Given the first page
        viewModel.viewDidLoad()
        await settle()
        let firstPage = viewModel.list.rows
        // When the list reaches its end
        viewModel.reachedEnd()
        await settle()
        // Then 20 rows are appended, and the first 20 are the very same row view models
        #expect(viewModel.list.rows.count == 40)
        #expect(zip(firstPage, viewModel.list.rows).allSatisfy { $0 === $1 })
    }

    @Test func aRefreshKeepsEachArticlesRowAndUpdatesItInPlace() async {
        // Given the first page, and article 1 read by someone else meanwhile
        viewModel.viewDidLoad()
        await settle()
        let first = viewModel.list.rows[0]
        let watch = ChangeWatch { _ = first.row.readCount }
        _ = try? await service.markRead(docid: "DOC1")
        // When the user pulls to refresh
        viewModel.pulledToRefresh()
        await settle()
        // Then article 1 keeps its row view model, which now shows the new count
        #expect(viewModel.list.rows[0] === first)
        #expect(watch.changed)
        #expect(first.row.readCount == "read 2")
    }

    @Test func isLoadingFollowsTheRequestInFlight() async {
        // Given a server that holds the next request
        await service.control.holdNextCall()
        // When the view loads
        viewModel.viewDidLoad()
        await service.control.waitUntilCallIsHeld()
        // Then isLoading is true until the answer arrives
        #expect(viewModel.list.status.isLoading)
        await service.control.releaseHeldCall()
        await settle()
        #expect(!viewModel.list.status.isLoading)
    }

    @Test func pickingAModeReloadsInIt() async {
        // Given 120 articles, first page shown
        let scene = NewsViewModelTests(articles: 120)
        scene.viewModel.viewDidLoad()
        await settle()
        let firstPage = scene.viewModel.list.rows
        // When the user picks All (the first segment)
        scene.viewModel.loadModeSelected(at: 0)
        await settle()
        // Then every article is a row, the first 20 still the same objects
        #expect(scene.viewModel.mode == .all)
        #expect(scene.viewModel.list.rows.count == 120)
        #expect(zip(firstPage, scene.viewModel.list.rows).allSatisfy { $0 === $1 })
    }

    @Test func aFailedLoadOffersRetry() async {
        // Given a server that fails the next call
        await service.control.failNextCall()
        // When the view loads
        viewModel.viewDidLoad()
        await settle()
        // Then the error shows with Retry
        #expect(viewModel.list.status.errorMessage == APIError.sampleOutage.description)
        #expect(viewModel.list.status.canRetry)
        // When the user taps Retry, Then both go and the rows arrive
        viewModel.retryButtonTapped()
        await settle()
        #expect(viewModel.list.status.errorMessage == nil)
        #expect(!viewModel.list.status.canRetry)
        #expect(viewModel.list.rows.count == 20)
    }
}
