import Foundation
import MVVM
import Model
import ServiceFakes
import Testing

@MainActor
struct NewsViewModelPagingTests {
    let service: FakeNewsService
    let viewModel: NewsViewModel

    init() { self.init(articles: 45) }

    init(articles: Int, mode: NewsLoadMode = .paged) {
        service = FakeNewsService(articleCount: articles)
        viewModel = NewsViewModel(service: service, formatting: NewsFormatting(timeZone: .gmt), mode: mode)
    }

    private var requests: [FakeNewsService.PageRequest] {
        get async { await service.pageRequests }
    }

    @Test func theFirstPageShowsTwentyRows() async {
        // When the view loads
        await viewModel.viewDidLoad().value
        // Then one request for 20 fills the rows
        #expect(await requests == [.init(offset: 0, limit: 20)])
        #expect(viewModel.rows.count == 20)
        #expect(viewModel.rows.last?.title == "Headline 20")
        #expect(viewModel.hasMore)
    }

    @Test func reachingTheEndAppendsTheNextPageBelowTheSameRows() async {
        // Given the first page
        await viewModel.viewDidLoad().value
        let firstPage = viewModel.rows
        // When the selection reaches the last row
        await viewModel.reachedEnd().value
        // Then the next 20 are appended, and the first 20 are the very same row view models
        #expect(await requests.last == .init(offset: 20, limit: 20))
        #expect(viewModel.rows.count == 40)
        #expect(zip(firstPage, viewModel.rows).allSatisfy { $0 === $1 })
        #expect(viewModel.rows.last?.title == "Headline 40")
    }

    @Test func pagingStopsAfterAShortLastPage() async {
        // Given 45 articles, all paged in: 20, 20, 5
        await viewModel.viewDidLoad().value
        await viewModel.reachedEnd().value
        await viewModel.reachedEnd().value
        #expect(viewModel.rows.count == 45)
        #expect(!viewModel.hasMore)
        // When the user reaches the end again
        await viewModel.reachedEnd().value
        // Then no request is sent
        #expect(await requests.count == 3)
    }

    @Test func pagingStopsAfterAFullLastPage() async {
        // Given exactly two full pages of articles
        let scene = NewsViewModelPagingTests(articles: 40)
        await scene.viewModel.viewDidLoad().value
        await scene.viewModel.reachedEnd().value
        let list = ChangeWatch { _ = scene.viewModel.rows }
        // When the user reaches the end twice more
        await scene.viewModel.reachedEnd().value
        await scene.viewModel.reachedEnd().value
        // Then one request finds nothing, changes nothing, and paging stops
        #expect(await scene.requests.map(\.offset) == [0, 20, 40])
        #expect(!list.changed)
        #expect(scene.viewModel.rows.count == 40)
    }

    @Test func reachingTheEndDuringALoadAsksNothingMore() async {
        // Given the first page, and a next page that the server holds
        await viewModel.viewDidLoad().value
        await service.control.holdNextCall()
        let nextPage = viewModel.reachedEnd()
        await service.control.waitUntilCallIsHeld()
        // When the user reaches the end again while it loads
        await viewModel.reachedEnd().value
        await service.control.releaseHeldCall()
        await nextPage.value
        // Then only one request for the next page went out
        #expect(await requests.map(\.offset) == [0, 20])
        #expect(viewModel.rows.count == 40)
    }

    @Test func loadingIsTrueWhileTheRequestIsInFlight() async {
        // Given a server that holds the next request
        await service.control.holdNextCall()
        // When the view loads
        let load = viewModel.viewDidLoad()
        await service.control.waitUntilCallIsHeld()
        // Then isLoading is true until the answer arrives, then false
        #expect(viewModel.isLoading)
        let loading = ChangeWatch { _ = viewModel.isLoading }
        await service.control.releaseHeldCall()
        await load.value
        #expect(loading.changed)
        #expect(!viewModel.isLoading)
    }

    @Test func pullToRefreshReloadsFromTheFirstPage() async {
        // Given two pages shown, and new articles on the server
        await viewModel.viewDidLoad().value
        await viewModel.reachedEnd().value
        await service.replaceFeed(with: (101...130).map { NewsItem.sample(number: $0) })
        // When the user pulls to refresh
        await viewModel.pulledToRefresh().value
        // Then the first page replaces the rows
        #expect(await requests.last == .init(offset: 0, limit: 20))
        #expect(viewModel.rows.count == 20)
        #expect(viewModel.rows.first?.title == "Headline 101")
    }

    @Test func allModeShowsEveryArticleInOneLoad() async {
        // Given 120 articles and the All mode
        let scene = NewsViewModelPagingTests(articles: 120, mode: .all)
        // When the view loads, and the user then reaches the end
        await scene.viewModel.viewDidLoad().value
        await scene.viewModel.reachedEnd().value
        // Then the server's largest pages bring all 120, and nothing more is asked
        #expect(await scene.requests == [.init(offset: 0, limit: 100), .init(offset: 100, limit: 100)])
        #expect(scene.viewModel.rows.count == 120)
        #expect(!scene.viewModel.hasMore)
    }

    @Test func switchingModesReloadsInTheNewMode() async {
        // Given 120 articles, first page shown
        let scene = NewsViewModelPagingTests(articles: 120)
        await scene.viewModel.viewDidLoad().value
        // When the user picks All, then Paged, then Paged again
        await scene.viewModel.modeChanged(to: .all).value
        #expect(scene.viewModel.rows.count == 120)
        await scene.viewModel.modeChanged(to: .paged).value
        await scene.viewModel.modeChanged(to: .paged).value
        // Then each change reloads from the start in its mode; picking the current mode does nothing
        #expect(await scene.requests.map(\.limit) == [20, 100, 100, 20])
        #expect(scene.viewModel.rows.count == 20)
        #expect(scene.viewModel.mode == .paged)
    }

    @Test func aLoadThatANewerOneReplacedIsDropped() async {
        // Given 120 articles and a first page that the server holds
        let scene = NewsViewModelPagingTests(articles: 120)
        await scene.service.control.holdNextCall()
        let firstPage = scene.viewModel.viewDidLoad()
        await scene.service.control.waitUntilCallIsHeld()
        // When the user switches to All, which answers first
        await scene.viewModel.modeChanged(to: .all).value
        let list = ChangeWatch { _ = scene.viewModel.rows }
        await scene.service.control.releaseHeldCall()
        await firstPage.value
        // Then the late first page changes nothing
        #expect(!list.changed)
        #expect(scene.viewModel.rows.count == 120)
        #expect(!scene.viewModel.isLoading)
    }
}
