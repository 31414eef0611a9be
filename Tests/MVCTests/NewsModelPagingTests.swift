import Foundation
import MVC
import Model
import ServiceFakes
import Testing

@MainActor
struct NewsModelPagingTests {
    let service: FakeNewsService
    let spy = ModelChangeSpy()
    let model: NewsModel

    init() { self.init(articles: 45) }

    init(articles: Int, mode: NewsLoadMode = .paged) {
        service = FakeNewsService(articleCount: articles)
        model = NewsModel(service: service, formatting: NewsFormatting(timeZone: .gmt), mode: mode)
        model.delegate = spy
    }

    private var requests: [FakeNewsService.PageRequest] {
        get async { await service.pageRequests }
    }

    @Test func theFirstPageIsOneReload() async {
        // When the controller loads the model
        await model.reload().value
        // Then one request for 20 arrives as one reload, with the loading state around it
        #expect(await requests == [.init(offset: 0, limit: 20)])
        #expect(spy.newsChanges == [.loadingChanged(true), .reloadAll, .loadingChanged(false)])
        #expect(model.items.count == 20)
        #expect(model.title(at: 19) == "Headline 20")
    }

    @Test func theNextPageIsAnInsertBelow() async {
        // Given the first page
        await model.reload().value
        spy.forgetChanges()
        // When the next page loads
        await model.loadNextPage().value
        // Then the next 20 are reported as inserted rows, and only they
        #expect(await requests.last == .init(offset: 20, limit: 20))
        #expect(spy.newsChanges == [.loadingChanged(true), .insertRows(20..<40), .loadingChanged(false)])
        #expect(model.title(at: 39) == "Headline 40")
    }

    @Test func pagingStopsAfterAShortLastPage() async {
        // Given 45 articles, all paged in: 20, 20, 5
        await model.reload().value
        await model.loadNextPage().value
        await model.loadNextPage().value
        #expect(model.items.count == 45)
        #expect(!model.hasMore)
        // When the next page is asked for again
        await model.loadNextPage().value
        // Then no request is sent
        #expect(await requests.count == 3)
    }

    @Test func pagingStopsAfterAFullLastPage() async {
        // Given exactly two full pages of articles
        let scene = NewsModelPagingTests(articles: 40)
        await scene.model.reload().value
        await scene.model.loadNextPage().value
        scene.spy.forgetChanges()
        // When the next page is asked for twice more
        await scene.model.loadNextPage().value
        await scene.model.loadNextPage().value
        // Then one request finds nothing, inserts nothing, and paging stops
        #expect(await scene.requests.map(\.offset) == [0, 20, 40])
        #expect(scene.spy.newsChanges == [.loadingChanged(true), .loadingChanged(false)])
        #expect(scene.model.items.count == 40)
    }

    @Test func askingForTheNextPageDuringALoadSendsNothingMore() async {
        // Given the first page, and a next page that the server holds
        await model.reload().value
        await service.control.holdNextCall()
        let nextPage = model.loadNextPage()
        await service.control.waitUntilCallIsHeld()
        // When the next page is asked for again while it loads
        await model.loadNextPage().value
        await service.control.releaseHeldCall()
        await nextPage.value
        // Then only one request for the next page went out
        #expect(await requests.map(\.offset) == [0, 20])
        #expect(model.items.count == 40)
    }

    @Test func loadingIsTrueWhileTheRequestIsInFlight() async {
        // Given a server that holds the next request
        await service.control.holdNextCall()
        // When the model loads
        let load = model.reload()
        await service.control.waitUntilCallIsHeld()
        // Then it is loading until the answer arrives
        #expect(model.isLoading)
        #expect(spy.newsChanges == [.loadingChanged(true)])
        await service.control.releaseHeldCall()
        await load.value
        #expect(!model.isLoading)
        #expect(spy.newsChanges.last == .loadingChanged(false))
    }

    @Test func reloadStartsAgainFromTheFirstPage() async {
        // Given two pages, and new articles on the server
        await model.reload().value
        await model.loadNextPage().value
        await service.replaceFeed(with: (101...130).map { NewsItem.sample(number: $0) })
        spy.forgetChanges()
        // When the model reloads (pull to refresh)
        await model.reload().value
        // Then the first page replaces the list
        #expect(await requests.last == .init(offset: 0, limit: 20))
        #expect(spy.newsChanges == [.loadingChanged(true), .reloadAll, .loadingChanged(false)])
        #expect(model.items.count == 20)
        #expect(model.title(at: 0) == "Headline 101")
    }

    @Test func allModeLoadsEveryArticleAtOnce() async {
        // Given 120 articles and the All mode
        let scene = NewsModelPagingTests(articles: 120, mode: .all)
        // When the model loads, and the next page is then asked for
        await scene.model.reload().value
        await scene.model.loadNextPage().value
        // Then the server's largest pages bring all 120 in one reload, and nothing more is asked
        #expect(await scene.requests == [.init(offset: 0, limit: 100), .init(offset: 100, limit: 100)])
        #expect(scene.spy.newsChanges == [.loadingChanged(true), .reloadAll, .loadingChanged(false)])
        #expect(scene.model.items.count == 120)
    }

    @Test func switchingModesReloadsInTheNewMode() async {
        // Given 120 articles, first page loaded
        let scene = NewsModelPagingTests(articles: 120)
        await scene.model.reload().value
        // When the mode switches to All, then Paged, then Paged again
        await scene.model.switchMode(to: .all).value
        #expect(scene.model.items.count == 120)
        await scene.model.switchMode(to: .paged).value
        await scene.model.switchMode(to: .paged).value
        // Then each switch reloads from the start in its mode; the current mode does nothing
        #expect(await scene.requests.map(\.limit) == [20, 100, 100, 20])
        #expect(scene.model.items.count == 20)
        #expect(scene.model.mode == .paged)
    }

    @Test func aLoadThatANewerOneReplacedIsDropped() async {
        // Given 120 articles and a first page that the server holds
        let scene = NewsModelPagingTests(articles: 120)
        await scene.service.control.holdNextCall()
        let firstPage = scene.model.reload()
        await scene.service.control.waitUntilCallIsHeld()
        // When the mode switches to All, which answers first
        await scene.model.switchMode(to: .all).value
        await scene.service.control.releaseHeldCall()
        await firstPage.value
        // Then the late first page changes nothing
        #expect(scene.model.items.count == 120)
        #expect(scene.spy.newsChanges.filter { $0 == .reloadAll }.count == 1)
        #expect(!scene.model.isLoading)
    }
}
