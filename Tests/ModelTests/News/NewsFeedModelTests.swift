import Foundation
import Model
import ServiceFakes
import Testing

/// What the News feed model tells the scene that shows it: the list's changes, one call each. The paging
/// itself (what is requested when) is the Model's, tested once in ModelTests.
@MainActor
struct NewsFeedModelTests {
    let service: FakeNewsService
    let spy: ChangeLog
    let model: NewsFeedModel

    init() { self.init(articles: 45) }

    init(articles: Int, mode: NewsLoadMode = .paged) {
        service = FakeNewsService(articleCount: articles)
        model = NewsFeedModel(service: service, mode: mode)
        spy = ChangeLog(model.list)
    }

    private var requests: [FakeNewsService.PageRequest] {
        get async { await service.pageRequests }
    }

    @Test func theFirstPageIsOneReload() async {
        // When the controller loads the model
        await model.reload().value
        // Then one request for 20 arrives as one reload, with the loading state around it
        #expect(await requests == [.init(offset: 0, limit: 20)])
        #expect(spy.changes == [.loadingChanged(true), .reloaded, .loadingChanged(false)])
        #expect(model.items.count == 20)
        #expect(model.items[19].title == "Headline 20")
    }

    @Test func theNextPageIsAnInsertBelow() async {
        // Given the first page
        await model.reload().value
        spy.forget()
        // When the next page loads
        await model.loadNextPage().value
        // Then the next 20 are reported as inserted rows, and only they
        #expect(await requests.last == .init(offset: 20, limit: 20))
        #expect(spy.changes == [.loadingChanged(true), .appended(20..<40), .loadingChanged(false)])
        #expect(model.items[39].title == "Headline 40")
    }

    @Test func reloadStartsAgainFromTheFirstPage() async {
        // Given two pages, and new articles on the server
        await model.reload().value
        await model.loadNextPage().value
        await service.replaceFeed(with: (101...130).map { NewsItem.sample(number: $0) })
        spy.forget()
        // When the model reloads (pull to refresh)
        await model.reload().value
        // Then the first page replaces the list
        #expect(await requests.last == .init(offset: 0, limit: 20))
        #expect(spy.changes == [.loadingChanged(true), .reloaded, .loadingChanged(false)])
        #expect(model.items.count == 20)
        #expect(model.items[0].title == "Headline 101")
    }

    @Test func switchingModesReloadsInTheNewMode() async {
        // Given 120 articles, first page loaded
        let scene = NewsFeedModelTests(articles: 120)
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
}
