import Model
import ServiceFakes
import Testing

/// The News feed on its ``PagedList`` (seed 002): the two load modes and reads, written once for MVC, MVP, MVVM.
@MainActor
struct NewsListTests {
    @Test func pagedModeLoadsTwentyAtATime() async {
        // Given 45 articles in Paged mode
        let service = FakeNewsService(articleCount: 45)
        let list = PagedList(news: NewsSource(mode: .paged), service: service)
        // When the list loads and pages to the end
        await list.reload().value
        await list.loadNextPage().value
        await list.loadNextPage().value
        // Then it asked for pages of 20 and holds all 45
        #expect(await service.pageRequests.map(\.limit) == [20, 20, 20])
        #expect(list.items.count == 45)
        #expect(!list.hasMore)
    }

    @Test func allModeBringsEveryArticleInOneLoad() async {
        // Given 120 articles in All mode
        let service = FakeNewsService(articleCount: 120)
        let list = PagedList(news: NewsSource(mode: .all), service: service)
        // When the list loads
        await list.reload().value
        // Then the server's largest pages bring all 120 at once, and nothing more follows
        #expect(
            await service.pageRequests == [.init(offset: 0, limit: 100), .init(offset: 100, limit: 100)])
        #expect(list.items.count == 120)
        #expect(!list.hasMore)
    }

    @Test func aReadShowsTheServersCount() async {
        // Given the first page, article 3 read 3 times
        let service = FakeNewsService(articleCount: 20)
        let list = PagedList(news: NewsSource(mode: .paged), service: service)
        await list.reload().value
        // When it is read
        await list.perform(.markRead, on: list.items[2].id).value
        // Then it shows the server's new count
        #expect(await service.readRequests == ["DOC3"])
        #expect(list.items[2].readCount == 4)
    }

    @Test func aLateReadAnswerNeverLowersTheCount() async {
        // Given article 1 read once, and a read of it that the server holds
        let service = FakeNewsService(articleCount: 20)
        let list = PagedList(news: NewsSource(mode: .paged), service: service)
        await list.reload().value
        await service.control.holdNextCall()
        let read = list.perform(.markRead, on: list.items[0].id)
        await service.control.waitUntilCallIsHeld()
        // When a refresh meanwhile shows it read 50 times
        var feed = (1...20).map { NewsItem.sample(number: $0) }
        feed[0].readCount = 50
        await service.replaceFeed(with: feed)
        await list.reload().value
        await service.control.releaseHeldCall()
        await read.value
        // Then the read's answer (51 on the server now) wins only because it is higher
        #expect(list.items[0].readCount == 51)
    }
}
