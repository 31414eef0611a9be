import Foundation
import MVC
import Model
import ServiceFakes
import Testing

/// MVC's News business model (seed 002) with a delegate spy in the controller's place: what the user did goes in by
/// row and segment, and each answer comes back to the delegate as exactly the change a table redraws.
@MainActor
@Suite(.trackingWork)
struct NewsModelTests {
    let service = FakeNewsService(articleCount: 45)
    let spy = ModelChangeSpy()
    let model: NewsModel

    init() {
        model = NewsModel(feed: NewsFeedModel(service: service), formatting: NewsFormatting(timeZone: .gmt))
        model.delegate = spy
    }

    private func loaded() async {
        model.viewDidLoad()
        await settle()
        spy.forgetChanges()
    }

    @Test func theFirstPageLoadsWithOneFullReloadAndItsRowsWritten() async {
        // When the view loads
        model.viewDidLoad()
        await settle()
        // Then the delegate hears one full reload of the first 20 articles, their rows written for the screen
        #expect(spy.newsChanges == [.loadingChanged(true), .reloaded, .loadingChanged(false)])
        #expect(model.count == 20)
        #expect(model.row(at: 0)?.title == "Headline 1")
        #expect(model.row(at: 0)?.coverURL.hasPrefix("https:") == true)
        #expect(model.row(at: 20) == nil)
    }

    @Test func aSelectedRowCountsAReadThatRedrawsOnlyThatRow() async {
        // Given the first page
        await loaded()
        // When the user selects row 3
        model.rowSelected(at: 2)
        await settle()
        // Then its read is posted, and once answered only that row is redrawn, one read more
        #expect(await service.readRequests == ["DOC3"])
        #expect(spy.newsChanges.contains(.updated([2])))
        #expect(!spy.newsChanges.contains(.reloaded))
        #expect(model.row(at: 2)?.readCount == "read 4")
    }

    @Test func theEndOfTheListAppendsTheNextPage() async {
        // Given the first page
        await loaded()
        // When the list reaches its end
        model.reachedEnd()
        await settle()
        // Then the next 20 are appended, and the rows above are not redrawn
        #expect(spy.newsChanges.contains(.appended(20..<40)))
        #expect(!spy.newsChanges.contains(.reloaded))
        #expect(model.count == 40)
    }

    @Test func pickingAllLoadsTheWholeFeed() async {
        // Given the first page, in Paged mode
        await loaded()
        // When the user picks `All`
        model.loadModeSelected(at: NewsLoadMode.allCases.firstIndex(of: .all) ?? 0)
        await settle()
        // Then the whole feed shows, in one reload
        #expect(model.mode == .all)
        #expect(model.count == 45)
        #expect(spy.newsChanges.contains(.reloaded))
    }

    @Test func aRowOrAModeTheScreenDoesNotHaveChangesNothing() async {
        // Given the first page
        await loaded()
        let pagesAsked = await service.pageRequests
        // When the view reports rows and modes past either end
        model.rowSelected(at: 20)
        model.rowSelected(at: -1)
        model.loadModeSelected(at: NewsLoadMode.allCases.count)
        model.loadModeSelected(at: -1)
        await settle()
        // Then nothing is asked of the server and the delegate hears nothing
        #expect(await service.readRequests.isEmpty)
        #expect(await service.pageRequests == pagesAsked)
        #expect(spy.newsChanges.isEmpty)
        #expect(model.mode == .paged)
    }

    @Test func aFailedLoadIsReportedAndRetryLoadsIt() async {
        // Given a server that fails the next call
        await service.control.failNextCall()
        // When the view loads
        model.viewDidLoad()
        await settle()
        // Then the delegate hears the failure, which can be retried
        let failure = ListFailure(error: .sampleOutage, isRetryable: true)
        #expect(spy.newsChanges.contains(.failureChanged(failure)))
        #expect(model.count == 0)
        // When the user taps Retry
        model.retryButtonTapped()
        await settle()
        // Then the first page shows and the failure is gone
        #expect(spy.newsChanges.contains(.failureChanged(nil)))
        #expect(model.count == 20)
    }
}
