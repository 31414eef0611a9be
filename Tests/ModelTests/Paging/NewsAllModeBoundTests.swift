import LiveServices
import Model
import TestSupport
import Testing

/// News `All` mode asks for pages while they come back full; against a feed that never ends it stops at
/// ``NewsLoadMode/allModeLimit`` and says so, instead of loading until memory runs out.
@MainActor
@Suite("News All mode bound")
struct NewsAllModeBoundTests {
    @Test(
        "against an endless feed, All shows the first 1,000 articles and a message that cannot be retried",
        .timeLimit(.minutes(1)))
    func endlessFeedStopsAtTheBound() async throws {
        // Given a server whose feed never ends
        let server = try HostileServer(.endlessFeed(channel: NewsFeed.defaultChannel))
        defer { server.stop() }
        let service = LiveNewsService(client: APIClient(baseURL: server.baseURL))
        let list = PagedList(news: NewsSource(mode: .all), service: service)
        // When the list loads in All mode
        await list.reload().value
        // Then it holds the first 1,000 articles, in order, and is no longer loading
        #expect(list.items.count == NewsLoadMode.allModeLimit)
        #expect(list.items.first?.docid == "D0")
        #expect(list.items.last?.docid == "D999")
        #expect(!list.isLoading)
        #expect(!list.hasMore)
        // And it says why it stopped, with no Retry (a retry would stop at the same place)
        #expect(list.failure?.error == .tooManyItems(limit: 1_000))
        #expect(list.failure?.isRetryable == false)
        #expect(
            list.failure?.message
                == "The list goes on past 1000 items, the most one load brings: the first 1000 are shown. "
                + "Switch to Paged to read on.")
    }

    @Test("Paged mode reads the same endless feed twenty at a time, as before")
    func pagedModeIsUnbounded() async throws {
        let server = try HostileServer(.endlessFeed(channel: NewsFeed.defaultChannel))
        defer { server.stop() }
        let service = LiveNewsService(client: APIClient(baseURL: server.baseURL))
        let list = PagedList(news: NewsSource(mode: .paged), service: service)
        await list.reload().value
        await list.loadNextPage().value
        #expect(list.items.count == 40)
        #expect(list.hasMore)
        #expect(list.failure == nil)
    }
}
