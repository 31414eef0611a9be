import Foundation
import MVP
import Model
import ServiceFakes
import Testing

@MainActor
@Suite(.trackingWork)
struct NewsPresenterRowTests {
    let service: FakeNewsService
    let view = NewsViewSpy()
    let presenter: NewsPresenter

    init(feed: [NewsItem] = (1...45).map { NewsItem.sample(number: $0) }) {
        service = FakeNewsService(feed: feed)
        presenter = NewsPresenter(feed: NewsFeedModel(service: service), formatting: NewsFormatting(timeZone: .gmt))
        presenter.view = view
        view.presenter = presenter
    }

    @Test func aRowShowsTitleDateCoverAndReads() async {
        // When the first page loads
        presenter.viewDidLoad()
        await settle()
        // Then a row shows its article, dated to the minute, cover over https
        let row = view.cell(at: 6).row
        #expect(
            row
                == .init(
                    title: "Headline 7", date: "2024-03-09 14:07", coverURL: "https://img.example.com/7.jpg",
                    readCount: "read 7"))
    }

    @Test(arguments: ["yesterday", "2024-02-30 10:00:00", "2024-03-09T14:05:00Z", ""])
    func anUnreadableDateShowsTheRawText(ptime: String) async {
        // Given an article whose ptime does not parse
        var article = NewsItem.sample(number: 1)
        article.ptime = ptime
        let scene = NewsPresenterRowTests(feed: [article])
        // When it loads
        scene.presenter.viewDidLoad()
        await settle()
        // Then its row shows the text as the feed sent it
        #expect(scene.view.cell(at: 0).row?.date == ptime)
    }

    @Test(arguments: [
        ("http://img.example.com/a.jpg", "https://img.example.com/a.jpg"),
        ("https://img.example.com/b.jpg", "https://img.example.com/b.jpg"),
    ])
    func coversAreShownOverHTTPS(imgsrc: String, shown: String) async {
        // Given an article with a cover URL
        var article = NewsItem.sample(number: 1)
        article.imgsrc = imgsrc
        let scene = NewsPresenterRowTests(feed: [article])
        // When it loads
        scene.presenter.viewDidLoad()
        await settle()
        // Then its row shows the https URL
        #expect(scene.view.cell(at: 0).row?.coverURL == shown)
    }

    @Test func selectingARowCountsAReadAndRedrawsOnlyThatRow() async {
        // Given the first page, rows 1 to 5 on screen
        presenter.viewDidLoad()
        await settle()
        let cells = (0..<5).map(view.cell(at:))
        view.forgetCalls()
        // When the user selects row 3
        presenter.rowSelected(at: 2)
        await settle()
        // Then the read is posted, row 3 alone shows read 4, and the table is not reloaded
        #expect(await service.readRequests == ["DOC3"])
        #expect(cells.map(\.readCountUpdates) == [[], [], ["read 4"], [], []])
        #expect(view.calls == [.showLoading(true), .showLoading(false)])
    }

    @Test func aReusedCellIsNotTouchedByItsFormerRow() async {
        // Given a cell showing row 3, and a read of row 3 that the server holds
        presenter.viewDidLoad()
        await settle()
        let cell = view.cell(at: 2)
        await service.control.holdNextCall()
        presenter.rowSelected(at: 2)
        await service.control.waitUntilCallIsHeld()
        // When the cell is reused for row 8 before the read answers
        presenter.cellPresenter(at: 7).attach(view: cell)
        await service.control.releaseHeldCall()
        await settle()
        // Then the cell keeps showing row 8, and row 3 shows its new count when drawn again
        #expect(cell.row?.title == "Headline 8")
        #expect(cell.readCountUpdates.isEmpty)
        #expect(view.cell(at: 2).row?.readCount == "read 4")
    }

    @Test func aFailedReadShowsTheErrorAndRetryCountsIt() async {
        // Given the first page and a server that fails the next call
        presenter.viewDidLoad()
        await settle()
        let cell = view.cell(at: 0)
        await service.control.failNextCall()
        // When the user selects row 1
        presenter.rowSelected(at: 0)
        await settle()
        // Then the error shows with Retry and the count is unchanged
        #expect(view.calls.contains(.showError(APIError.sampleOutage.description, canRetry: true)))
        #expect(cell.row?.readCount == "read 1")
        // And when the user taps Retry, the error goes and the read counts
        view.forgetCalls()
        presenter.retryButtonTapped()
        await settle()
        #expect(view.calls.first == .showError(nil, canRetry: false))
        #expect(cell.row?.readCount == "read 2")
    }

    @Test func aFailedFirstLoadCanBeRetried() async {
        // Given a server that fails the next call
        await service.control.failNextCall()
        // When the view loads, then the user taps Retry
        presenter.viewDidLoad()
        await settle()
        #expect(view.calls.contains(.showError(APIError.sampleOutage.description, canRetry: true)))
        #expect(presenter.numberOfRows == 0)
        presenter.retryButtonTapped()
        await settle()
        // Then the first page shows
        #expect(view.calls.last == .showLoading(false))
        #expect(presenter.numberOfRows == 20)
    }
}
