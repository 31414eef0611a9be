import Foundation
import Model
import ServiceFakes
import Testing
import VIPER

/// The News presenter with a fake interactor: which use case each input asks for, how a row is written, and which
/// view calls the feed's changes become (a page appended inserts rows, a read redraws one).
@MainActor
struct NewsPresenterTests {
    let interactor = FakeNewsInteractor()
    let view = ListViewSpy()
    let presenter: NewsPresenter

    init() {
        presenter = NewsPresenter(interactor: interactor, formatting: NewsFormatting(timeZone: .gmt))
        presenter.view = view
        interactor.items = [
            NewsItem(docid: "A1", title: "头条", ptime: "2024-03-01 08:15:00", imgsrc: "http://img/a.jpg", readCount: 7),
            NewsItem(docid: "B2", title: "Second", ptime: "yesterday", imgsrc: "http://img/b.jpg", readCount: 0),
        ]
    }

    @Test func eachInputAsksForItsUseCase() {
        presenter.viewDidLoad()
        presenter.modeSelected(at: NewsLoadMode.allCases.firstIndex(of: .all) ?? 0)
        presenter.modeSelected(at: 99)
        presenter.reachedEnd()
        presenter.pulledToRefresh()
        presenter.retryButtonTapped()
        presenter.rowSelected(at: 1)
        presenter.rowSelected(at: 5)
        #expect(interactor.calls == [.load, .switchMode(.all), .nextPage, .load, .retry, .markRead("B2")])
    }

    @Test func aRowShowsTheMinuteTheCoverOverHTTPSAndTheReadsAndAnUnparseableDateAsItCame() {
        #expect(presenter.content(at: 0).date == "2024-03-01 08:15")
        #expect(presenter.content(at: 0).coverURL == "https://img/a.jpg")
        #expect(presenter.content(at: 0).readCount == "read 7")
        #expect(presenter.content(at: 1).date == "yesterday")
    }

    @Test func aPageInsertsItsRowsAndAReadRedrawsItsRowAlone() {
        interactor.report(.appended(2..<4))
        interactor.report(.updated([1]))
        #expect(view.calls == [.insertRows(2..<4), .reloadRows([1])])
    }
}
