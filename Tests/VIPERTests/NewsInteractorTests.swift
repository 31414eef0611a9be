import Model
import ServiceFakes
import Testing
import VIPER

/// The News interactor over a fake service: pages of 20 reported as appended articles, the `All` mode, and a read
/// reported as that article.
@MainActor
@Suite(.trackingWork)
struct NewsInteractorTests {
    let service = FakeNewsService(articleCount: 45)
    let output = InteractorOutputSpy()
    let interactor: NewsInteractor

    init() {
        interactor = NewsInteractor(service: service)
        interactor.output = output
    }

    @Test func theFeedLoadsAPageAtATimeThenAllAtOnceInAllMode() async {
        // When the feed loads and then its next page
        interactor.loadFeed()
        await settle()
        interactor.loadNextPage()
        await settle()
        // Then the presenter heard 20 articles, then 20 more appended
        let sizes = output.reports.compactMap { report -> String? in
            switch report {
            case .loaded(let ids): "loaded \(ids.count)"
            case .appended(let ids): "appended \(ids.count)"
            default: nil
            }
        }
        #expect(sizes == ["loaded 20", "appended 20"])
        // When the mode switches to All, and then to All again
        output.forgetReports()
        interactor.switchMode(to: .all)
        await settle()
        interactor.switchMode(to: .all)
        await settle()
        // Then all 45 were loaded once, in one load
        #expect(interactor.mode == .all)
        #expect(output.reports.filter { if case .loaded(let ids) = $0 { ids.count == 45 } else { false } }.count == 1)
        #expect(output.reports.count == 3)
    }

    @Test func aReadIsCountedAndReportedAsThatArticleAlone() async {
        // Given the first page
        interactor.loadFeed()
        await settle()
        output.forgetReports()
        let article = NewsItem.sample(number: 3)
        // When article 3 is read
        interactor.markRead(id: article.id)
        await settle()
        // Then the server counted it, and the presenter heard that article with the new count, between Loading…
        #expect(await service.readRequests == [article.id])
        #expect(output.reports == [.status(.loading), .updated(article.id), .status(.idle)])
        #expect(output.articles[article.id]?.readCount == article.readCount + 1)
    }
}
