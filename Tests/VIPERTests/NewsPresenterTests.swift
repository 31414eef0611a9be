import Foundation
import Model
import ServiceFakes
import Testing
import VIPER

/// The News presenter with a fake interactor: which use case each input asks for, the rows it makes of the
/// articles reported (Model's `NewsRow`), and which view calls each report becomes (a page inserts rows, a read
/// redraws one).
@MainActor
struct NewsPresenterTests {
    let interactor = FakeInteractor()
    let view = ListViewSpy()
    let presenter: NewsPresenter
    static let articles = [
        NewsItem(docid: "A1", title: "头条", ptime: "2024-03-01 08:15:00", imgsrc: "http://img/a.jpg", readCount: 7),
        NewsItem(docid: "B2", title: "Second", ptime: "yesterday", imgsrc: "http://img/b.jpg", readCount: 0),
    ]

    init() {
        presenter = NewsPresenter(interactor: interactor, mode: .paged, formatting: NewsFormatting(timeZone: .gmt))
        presenter.view = view
        presenter.articlesLoaded(Self.articles)
    }

    @Test func eachInputAsksForItsUseCaseAndAnIndexOutOfRangeIsIgnored() {
        // When the user does each thing once, and picks a mode and a row that do not exist
        presenter.viewDidLoad()
        presenter.loadModeSelected(at: NewsLoadMode.allCases.firstIndex(of: .all) ?? 0)
        presenter.loadModeSelected(at: 99)
        presenter.reachedEnd()
        presenter.pulledToRefresh()
        presenter.retryButtonTapped()
        presenter.rowSelected(at: 1)
        presenter.rowSelected(at: 5)
        // Then each asked for its use case, and the out-of-range ones for nothing
        #expect(interactor.calls == [.load, .switchMode(.all), .nextPage, .load, .retry, .markRead("B2")])
        #expect(presenter.selectedModeTitle == "All")
    }

    @Test func aRowShowsTheMinuteTheCoverOverHTTPSAndTheReadsAndAnUnparseableDateAsItCame() {
        #expect(presenter.row(at: 0)?.date == "2024-03-01 08:15")
        #expect(presenter.row(at: 0)?.coverURL == "https://img/a.jpg")
        #expect(presenter.row(at: 0)?.readCount == "read 7")
        #expect(presenter.row(at: 1)?.date == "yesterday")
    }

    @Test func aPageInsertsItsRowsAndAReadRedrawsItsRowAlone() {
        // When a page of two more articles is reported, then B2 read once
        presenter.articlesAppended([NewsItem.sample(number: 3), NewsItem.sample(number: 4)])
        var read = Self.articles[1]
        read.readCount = 1
        presenter.articleUpdated(read)
        // Then rows 3 and 4 were inserted, and row 2 alone redrawn, reading `read 1`
        #expect(view.calls == [.reloadAllRows, .insertRows(2..<4), .reloadRows([1])])
        #expect(presenter.row(at: 1)?.readCount == "read 1")
        #expect(presenter.numberOfRows == 4)
    }
}
