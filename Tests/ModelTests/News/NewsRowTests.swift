import Foundation
import Model
import ServiceFakes
import Testing

@MainActor
struct NewsRowTests {
    let service: FakeNewsService
    let spy: ChangeLog
    let model: NewsFeedModel

    /// Row `index` as every architecture shows it.
    func row(_ index: Int) -> NewsRow { NewsRow(item: model.items[index], formatting: NewsFormatting(timeZone: .gmt)) }

    init(feed: [NewsItem] = (1...45).map { NewsItem.sample(number: $0) }) {
        service = FakeNewsService(feed: feed)
        model = NewsFeedModel(service: service)
        spy = ChangeLog(model.list)
    }

    @Test func aRowReadsTitleDateCoverAndReads() async {
        // When the first page loads
        await model.reload().value
        // Then an article's row texts are its title, its date to the minute, its https cover and its reads
        #expect(model.items[6].title == "Headline 7")
        #expect(row(6).date == "2024-03-09 14:07")
        #expect(row(6).coverURL == "https://img.example.com/7.jpg")
        #expect(row(6).readCount == "read 7")
    }

    @Test(arguments: ["yesterday", "2024-02-30 10:00:00", "2024-03-09T14:05:00Z", ""])
    func anUnreadableDateReadsAsTheRawText(ptime: String) async {
        // Given an article whose ptime does not parse
        var article = NewsItem.sample(number: 1)
        article.ptime = ptime
        let scene = NewsRowTests(feed: [article])
        // When it loads
        await scene.model.reload().value
        // Then its date is the text as the feed sent it
        #expect(scene.row(0).date == ptime)
    }

    @Test(arguments: [
        ("http://img.example.com/a.jpg", "https://img.example.com/a.jpg"),
        ("https://img.example.com/b.jpg", "https://img.example.com/b.jpg"),
    ])
    func coversReadOverHTTPS(imgsrc: String, shown: String) async {
        // Given an article with a cover URL
        var article = NewsItem.sample(number: 1)
        article.imgsrc = imgsrc
        let scene = NewsRowTests(feed: [article])
        // When it loads
        await scene.model.reload().value
        // Then its cover URL is the https one
        #expect(scene.row(0).coverURL == shown)
    }

    @Test func aReadUpdatesOnlyThatRow() async {
        // Given the first page
        await model.reload().value
        spy.forget()
        // When article 3 is read
        await model.markRead(id: model.items[2].id).value
        // Then the read is posted and row 3 alone is reported, now at read 4
        #expect(await service.readRequests == ["DOC3"])
        #expect(spy.changes == [.loadingChanged(true), .updated([2]), .loadingChanged(false)])
        #expect(row(2).readCount == "read 4")
    }

    @Test func aReadThatAnswersAfterARefreshUpdatesTheArticleWhereItNowIs() async {
        // Given article 3 being read, held by the server
        await model.reload().value
        await service.control.holdNextCall()
        let read = model.markRead(id: model.items[2].id)
        await service.control.waitUntilCallIsHeld()
        // When a refresh puts a new article on top before the read answers
        await service.replaceFeed(with: [NewsItem.sample(number: 99)] + (1...44).map { NewsItem.sample(number: $0) })
        await model.reload().value
        spy.forget()
        await service.control.releaseHeldCall()
        await read.value
        // Then the update goes to article 3's new row, 4
        #expect(spy.changes == [.updated([3]), .loadingChanged(false)])
        #expect(model.items[3].title == "Headline 3")
        #expect(row(3).readCount == "read 4")
    }

    @Test func aFailedReadReportsTheErrorAndRetryCountsIt() async {
        // Given the first page and a server that fails the next call
        await model.reload().value
        await service.control.failNextCall()
        // When article 1 is read
        await model.markRead(id: model.items[0].id).value
        // Then the error is reported and the count is unchanged
        #expect(model.list.failure?.message == APIError.sampleOutage.description)
        #expect(row(0).readCount == "read 1")
        // And when the controller retries, the read counts
        await model.retry().value
        #expect(model.list.failure == nil)
        #expect(row(0).readCount == "read 2")
    }

    @Test func aFailedNextPageKeepsTheArticlesAndRetryLoadsIt() async {
        // Given the first page and a server that fails the next call
        await model.reload().value
        await service.control.failNextCall()
        spy.forget()
        // When the next page is asked for
        await model.loadNextPage().value
        // Then the error is reported and the 20 articles stay
        let failure = ListFailure(error: .sampleOutage, isRetryable: true)
        #expect(spy.changes == [.loadingChanged(true), .failureChanged(failure), .loadingChanged(false)])
        #expect(model.items.count == 20)
        // And when the controller retries, the error goes and the next page arrives
        spy.forget()
        await model.retry().value
        #expect(
            spy.changes == [
                .failureChanged(nil), .loadingChanged(true), .appended(20..<40), .loadingChanged(false),
            ])
    }

    @Test func aFailedFirstLoadCanBeRetried() async {
        // Given a server that fails the next call
        await service.control.failNextCall()
        // When the model loads, then retries
        await model.reload().value
        #expect(model.list.failure != nil)
        #expect(model.items.isEmpty)
        await model.retry().value
        // Then the first page is there
        #expect(model.list.failure == nil)
        #expect(model.items.count == 20)
    }
}
