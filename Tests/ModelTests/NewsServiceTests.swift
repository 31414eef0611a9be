import Foundation
import LiveServices
import Model
import Testing

@Suite("LiveNewsService")
struct NewsServiceTests {
    @Test("the seeded channel pages 20 articles at a time in feed order")
    func paging() async throws {
        try await withLiveServer { client, _ in
            // Given the news service
            let news = LiveNewsService(client: client)

            // When the first two pages of the seeded channel are read
            let first = try await news.articles(channel: NewsFeed.defaultChannel, offset: 0, limit: 20)
            let second = try await news.articles(channel: NewsFeed.defaultChannel, offset: 20, limit: 20)

            // Then each holds 20 distinct articles with the feed's raw fields
            #expect(first.count == 20)
            #expect(second.count == 20)
            #expect(Set((first + second).map(\.docid)).count == 40)
            #expect(first.allSatisfy { !$0.title.isEmpty && !$0.imgsrc.isEmpty && $0.readCount >= 0 })
        }
    }

    @Test("the wire answer is keyed by the channel, as the public feed is")
    func feedShape() async throws {
        try await withLiveServer { client, _ in
            // When the raw answer is read
            let data = try await client.data(.get, "/nc/article/list/\(NewsFeed.defaultChannel)/0-20.html")

            // Then its only key is the channel
            let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            #expect(object.map { Array($0.keys) } == [NewsFeed.defaultChannel])
        }
    }

    @Test("the seeded channel holds at least 120 articles")
    func channelSize() async throws {
        try await withLiveServer { client, _ in
            let news = LiveNewsService(client: client)
            let firstHundred = try await news.articles(channel: NewsFeed.defaultChannel, offset: 0, limit: 100)
            let rest = try await news.articles(channel: NewsFeed.defaultChannel, offset: 100, limit: 100)
            #expect(firstHundred.count + rest.count >= 120)
        }
    }

    @Test("each read adds one to the article's read count")
    func markRead() async throws {
        try await withLiveServer { client, _ in
            // Given a signed-in viewer and the first article
            try await logIn(client, as: "alice")
            let news = LiveNewsService(client: client)
            let article = try #require(
                try await news.articles(channel: NewsFeed.defaultChannel, offset: 0, limit: 1).first)

            // When it is read twice
            let once = try await news.markRead(docid: article.docid)
            let twice = try await news.markRead(docid: article.docid)

            // Then the count rose by one each time, and the feed shows it
            #expect(once == article.readCount + 1)
            #expect(twice == article.readCount + 2)
            let reloaded = try await news.articles(channel: NewsFeed.defaultChannel, offset: 0, limit: 1)
            #expect(reloaded.first?.readCount == twice)
        }
    }

    @Test("an unknown channel is a 404")
    func unknownChannel() async throws {
        try await withLiveServer { client, _ in
            let error = await failure {
                try await LiveNewsService(client: client).articles(channel: "T0", offset: 0, limit: 20)
            }
            #expect(error?.status == 404)
        }
    }
}
