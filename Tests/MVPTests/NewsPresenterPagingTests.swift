import Foundation
import MVP
import Model
import ServiceFakes
import Testing

@MainActor
struct NewsPresenterPagingTests {
    let service: FakeNewsService
    let view = NewsViewSpy()
    let presenter: NewsPresenter

    init() { self.init(articles: 45) }

    init(articles: Int, mode: NewsLoadMode = .paged) {
        service = FakeNewsService(articleCount: articles)
        presenter = NewsPresenter(service: service, formatting: NewsFormatting(timeZone: .gmt), mode: mode)
        presenter.view = view
        view.presenter = presenter
    }

    private var requests: [FakeNewsService.PageRequest] {
        get async { await service.pageRequests }
    }

    @Test func theFirstPageShowsTwentyRows() async {
        // When the view loads
        await presenter.viewDidLoad().value
        // Then one request for 20 fills the table in one reload, with Loading… around it
        #expect(await requests == [.init(offset: 0, limit: 20)])
        #expect(view.calls == [.showLoading(true), .reloadAllRows, .showLoading(false)])
        #expect(presenter.numberOfRows == 20)
        #expect(view.cell(at: 19).row?.title == "Headline 20")
    }

    @Test func reachingTheEndAppendsTheNextPage() async {
        // Given the first page
        await presenter.viewDidLoad().value
        view.forgetCalls()
        // When the selection reaches the last row
        await presenter.reachedEnd().value
        // Then the next 20 are inserted below, and only they
        #expect(await requests.last == .init(offset: 20, limit: 20))
        #expect(view.calls == [.showLoading(true), .insertRows(20..<40), .showLoading(false)])
        #expect(view.cell(at: 39).row?.title == "Headline 40")
    }

    @Test func pagingStopsAfterAShortLastPage() async {
        // Given 45 articles, all paged in: 20, 20, 5
        await presenter.viewDidLoad().value
        await presenter.reachedEnd().value
        await presenter.reachedEnd().value
        #expect(presenter.numberOfRows == 45)
        #expect(!presenter.hasMore)
        // When the user reaches the end again
        await presenter.reachedEnd().value
        // Then no request is sent
        #expect(await requests.count == 3)
    }

    @Test func pagingStopsAfterAFullLastPage() async {
        // Given exactly two full pages of articles
        let scene = NewsPresenterPagingTests(articles: 40)
        await scene.presenter.viewDidLoad().value
        await scene.presenter.reachedEnd().value
        scene.view.forgetCalls()
        // When the user reaches the end twice more
        await scene.presenter.reachedEnd().value
        await scene.presenter.reachedEnd().value
        // Then one request finds nothing, inserts nothing, and paging stops
        #expect(await scene.requests.map(\.offset) == [0, 20, 40])
        #expect(scene.view.calls == [.showLoading(true), .showLoading(false)])
        #expect(scene.presenter.numberOfRows == 40)
    }

    @Test func reachingTheEndDuringALoadAsksNothingMore() async {
        // Given the first page, and a next page that the server holds
        await presenter.viewDidLoad().value
        await service.control.holdNextCall()
        let nextPage = presenter.reachedEnd()
        await service.control.waitUntilCallIsHeld()
        // When the user reaches the end again while it loads
        await presenter.reachedEnd().value
        await service.control.releaseHeldCall()
        await nextPage.value
        // Then only one request for the next page went out
        #expect(await requests.map(\.offset) == [0, 20])
        #expect(presenter.numberOfRows == 40)
    }

    @Test func loadingShowsWhileTheRequestIsInFlight() async {
        // Given a server that holds the next request
        await service.control.holdNextCall()
        // When the view loads
        let load = presenter.viewDidLoad()
        await service.control.waitUntilCallIsHeld()
        // Then Loading… shows until the answer arrives
        #expect(presenter.isLoading)
        #expect(view.calls == [.showLoading(true)])
        await service.control.releaseHeldCall()
        await load.value
        #expect(!presenter.isLoading)
        #expect(view.calls.last == .showLoading(false))
    }

    @Test func pullToRefreshReloadsFromTheFirstPage() async {
        // Given two pages shown, and new articles on the server
        await presenter.viewDidLoad().value
        await presenter.reachedEnd().value
        await service.replaceFeed(with: (101...130).map { NewsItem.sample(number: $0) })
        view.forgetCalls()
        // When the user pulls to refresh
        await presenter.pulledToRefresh().value
        // Then the first page replaces the list
        #expect(await requests.last == .init(offset: 0, limit: 20))
        #expect(view.calls == [.showLoading(true), .reloadAllRows, .showLoading(false)])
        #expect(presenter.numberOfRows == 20)
        #expect(view.cell(at: 0).row?.title == "Headline 101")
    }

    @Test func allModeShowsEveryArticleInOneLoad() async {
        // Given 120 articles and the All mode
        let scene = NewsPresenterPagingTests(articles: 120, mode: .all)
        // When the view loads, and the user then reaches the end
        await scene.presenter.viewDidLoad().value
        await scene.presenter.reachedEnd().value
        // Then the server's largest pages bring all 120 in one reload, and nothing more is asked
        #expect(await scene.requests == [.init(offset: 0, limit: 100), .init(offset: 100, limit: 100)])
        #expect(scene.view.calls == [.showLoading(true), .reloadAllRows, .showLoading(false)])
        #expect(scene.presenter.numberOfRows == 120)
    }

    @Test func switchingModesReloadsInTheNewMode() async {
        // Given 120 articles, first page shown
        let scene = NewsPresenterPagingTests(articles: 120)
        await scene.presenter.viewDidLoad().value
        // When the user picks All, then Paged, then Paged again
        await scene.presenter.modeChanged(to: .all).value
        #expect(scene.presenter.numberOfRows == 120)
        await scene.presenter.modeChanged(to: .paged).value
        await scene.presenter.modeChanged(to: .paged).value
        // Then each change reloads from the start in its mode; picking the current mode does nothing
        #expect(await scene.requests.map(\.limit) == [20, 100, 100, 20])
        #expect(scene.presenter.numberOfRows == 20)
        #expect(scene.presenter.mode == .paged)
    }

    @Test func aLoadThatANewerOneReplacedIsDropped() async {
        // Given 120 articles and a first page that the server holds
        let scene = NewsPresenterPagingTests(articles: 120)
        await scene.service.control.holdNextCall()
        let firstPage = scene.presenter.viewDidLoad()
        await scene.service.control.waitUntilCallIsHeld()
        // When the user switches to All, which answers first
        await scene.presenter.modeChanged(to: .all).value
        await scene.service.control.releaseHeldCall()
        await firstPage.value
        // Then the late first page changes nothing
        #expect(scene.presenter.numberOfRows == 120)
        #expect(scene.view.calls.filter { $0 == .reloadAllRows }.count == 1)
        #expect(!scene.presenter.isLoading)
    }
}
