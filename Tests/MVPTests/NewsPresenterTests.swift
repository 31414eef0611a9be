import Foundation
import MVP
import Model
import ServiceFakes
import Testing

/// How the News presenter drives its passive view: which ``NewsView`` calls each input and each answer cause. The
/// paging itself (what is requested when) is the Model's, tested once in ModelTests.
@MainActor
@Suite(.trackingWork)
struct NewsPresenterTests {
    let service: FakeNewsService
    let view = NewsViewSpy()
    let presenter: NewsPresenter

    init(articles: Int = 45, mode: NewsLoadMode = .paged) {
        service = FakeNewsService(articleCount: articles)
        presenter = NewsPresenter(
            feed: NewsFeedModel(service: service, mode: mode), formatting: NewsFormatting(timeZone: .gmt))
        presenter.view = view
        view.presenter = presenter
    }

    @Test func theFirstPageReloadsTheTableInsideLoading() async {
        // When the view loads
        presenter.viewDidLoad()
        await settle()
        // Then the table reloads once with 20 rows, with Loading… around it
        #expect(view.calls == [.showLoading(true), .reloadAllRows, .showLoading(false)])
        #expect(presenter.numberOfRows == 20)
        #expect(view.cell(at: 19).row?.title == "Headline 20")
    }

    @Test func theNextPageInsertsOnlyTheNewRows() async {
        // Given the first page
        presenter.viewDidLoad()
        await settle()
        view.forgetCalls()
        // When the list reaches its end
        presenter.reachedEnd()
        await settle()
        // Then rows 21 to 40 are inserted, and the table is not reloaded
        #expect(view.calls == [.showLoading(true), .insertRows(20..<40), .showLoading(false)])
        #expect(view.cell(at: 39).row?.title == "Headline 40")
    }

    @Test func loadingShowsUntilTheAnswerArrives() async {
        // Given a server that holds the next request
        await service.control.holdNextCall()
        // When the view loads
        presenter.viewDidLoad()
        await service.control.waitUntilCallIsHeld()
        // Then the view shows Loading… and nothing else yet
        #expect(view.calls == [.showLoading(true)])
        await service.control.releaseHeldCall()
        await settle()
        #expect(view.calls.last == .showLoading(false))
    }

    @Test func pullToRefreshReloadsTheTable() async {
        // Given two pages shown, and new articles on the server
        presenter.viewDidLoad()
        await settle()
        presenter.reachedEnd()
        await settle()
        await service.replaceFeed(with: (101...130).map { NewsItem.sample(number: $0) })
        view.forgetCalls()
        // When the user pulls to refresh
        presenter.pulledToRefresh()
        await settle()
        // Then the first page replaces the rows in one reload
        #expect(view.calls == [.showLoading(true), .reloadAllRows, .showLoading(false)])
        #expect(presenter.numberOfRows == 20)
        #expect(view.cell(at: 0).row?.title == "Headline 101")
    }

    @Test func pickingAModeReloadsInIt() async {
        // Given 120 articles, first page shown
        let scene = NewsPresenterTests(articles: 120)
        scene.presenter.viewDidLoad()
        await settle()
        scene.view.forgetCalls()
        // When the user picks All (the first segment), then All again
        scene.presenter.loadModeSelected(at: 0)
        await settle()
        scene.presenter.loadModeSelected(at: 0)
        await settle()
        // Then the table reloads once with every article, and the second pick does nothing
        #expect(scene.presenter.mode == .all)
        #expect(scene.view.calls == [.showLoading(true), .reloadAllRows, .showLoading(false)])
        #expect(scene.presenter.numberOfRows == 120)
    }

    @Test func aFailedNextPageShowsTheErrorWithRetryAndKeepsTheRows() async {
        // Given the first page and a server that fails the next call
        presenter.viewDidLoad()
        await settle()
        await service.control.failNextCall()
        view.forgetCalls()
        // When the list reaches its end
        presenter.reachedEnd()
        await settle()
        // Then the error shows with Retry and the 20 rows stay
        let message = APIError.sampleOutage.description
        #expect(view.calls == [.showLoading(true), .showError(message, canRetry: true), .showLoading(false)])
        #expect(presenter.numberOfRows == 20)
        // And when the user taps Retry, the error goes and the next page is inserted
        view.forgetCalls()
        presenter.retryButtonTapped()
        await settle()
        #expect(
            view.calls == [
                .showError(nil, canRetry: false), .showLoading(true), .insertRows(20..<40), .showLoading(false),
            ])
    }
}
