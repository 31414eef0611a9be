import Foundation
import MVVM
import Model
import ServiceFakes
import Testing

@MainActor
@Suite(.trackingWork)
struct NewsViewModelRowTests {
    let service: FakeNewsService
    let viewModel: NewsViewModel

    init(feed: [NewsItem] = (1...45).map { NewsItem.sample(number: $0) }) {
        service = FakeNewsService(feed: feed)
        viewModel = NewsViewModel(feed: NewsFeedModel(service: service), formatting: NewsFormatting(timeZone: .gmt))
    }

    @Test func aRowShowsTitleDateCoverAndReads() async {
        // When the first page loads
        viewModel.viewDidLoad()
        await settle()
        // Then a row shows its article, dated to the minute, cover over https
        let row = viewModel.list.rows[6].row
        #expect(row.title == "Headline 7")
        #expect(row.date == "2024-03-09 14:07")
        #expect(row.coverURL == "https://img.example.com/7.jpg")
        #expect(row.readCount == "read 7")
    }

    @Test(arguments: ["yesterday", "2024-02-30 10:00:00", "2024-03-09T14:05:00Z", ""])
    func anUnreadableDateShowsTheRawText(ptime: String) async {
        // Given an article whose ptime does not parse
        var article = NewsItem.sample(number: 1)
        article.ptime = ptime
        let scene = NewsViewModelRowTests(feed: [article])
        // When it loads
        scene.viewModel.viewDidLoad()
        await settle()
        // Then its row shows the text as the feed sent it
        #expect(scene.viewModel.list.rows.first?.row.date == ptime)
    }

    @Test(arguments: [
        ("http://img.example.com/a.jpg", "https://img.example.com/a.jpg"),
        ("https://img.example.com/b.jpg", "https://img.example.com/b.jpg"),
    ])
    func coversAreShownOverHTTPS(imgsrc: String, shown: String) async {
        // Given an article with a cover URL
        var article = NewsItem.sample(number: 1)
        article.imgsrc = imgsrc
        let scene = NewsViewModelRowTests(feed: [article])
        // When it loads
        scene.viewModel.viewDidLoad()
        await settle()
        // Then its row shows the https URL
        #expect(scene.viewModel.list.rows.first?.row.coverURL == shown)
    }

    @Test func selectingARowCountsAReadAndChangesOnlyThatRow() async {
        // Given the first page
        viewModel.viewDidLoad()
        await settle()
        let list = ChangeWatch { _ = viewModel.list.rows }
        // (each row's read count watched as its own field, as a cell's read-count label binds it)
        let rows = viewModel.list.rows.map { row in ChangeWatch { _ = row.readCount } }
        let row3 = viewModel.list.rows[2]
        // When the user selects row 3
        viewModel.rowSelected(at: 2)
        await settle()
        // Then the read is posted, row 3's read count alone changes to read 4, and the list is untouched
        #expect(await service.readRequests == ["DOC3"])
        #expect(rows.indices.filter { rows[$0].changed } == [2])
        #expect(row3.readCount == "read 4")
        #expect(viewModel.list.rows[2].row.readCount == "read 4")
        #expect(!list.changed)
    }

    @Test func aReadShowsLoadingWhileInFlight() async {
        // Given the first page, and a read that the server holds
        viewModel.viewDidLoad()
        await settle()
        await service.control.holdNextCall()
        // When the user selects a row
        viewModel.rowSelected(at: 0)
        await service.control.waitUntilCallIsHeld()
        // Then isLoading is true until the read answers
        #expect(viewModel.list.status.isLoading)
        await service.control.releaseHeldCall()
        await settle()
        #expect(!viewModel.list.status.isLoading)
    }

    @Test func aFailedReadShowsTheErrorAndRetryCountsIt() async {
        // Given the first page and a server that fails the next call
        viewModel.viewDidLoad()
        await settle()
        await service.control.failNextCall()
        // When the user selects row 1
        viewModel.rowSelected(at: 0)
        await settle()
        // Then the error shows and the count is unchanged
        #expect(viewModel.list.status.errorMessage == APIError.sampleOutage.description)
        #expect(viewModel.list.rows[0].row.readCount == "read 1")
        // And when the user taps Retry, the read counts
        viewModel.retryButtonTapped()
        await settle()
        #expect(viewModel.list.status.errorMessage == nil)
        #expect(viewModel.list.rows[0].row.readCount == "read 2")
    }
}
