import Foundation
import Model
import TEA
import Testing

/// News's update as a pure function (seed 002): the state owns what is loading, answers carry their data and the
/// request they answer, and a stale answer changes nothing. No fakes.
struct NewsStateTests {
    private let formatting = NewsFormatting(timeZone: .gmt)

    private func items(_ ids: ClosedRange<Int>) -> [NewsItem] {
        ids.map { NewsItem(docid: "D\($0)", title: "T\($0)", ptime: "2026-11-24 08:05:09", imgsrc: "", readCount: 0) }
    }

    private func page(_ ids: ClosedRange<Int>) -> Result<PageBatch<NewsItem>, APIError> {
        .success(PageBatch(items: items(ids), hasMore: ids.count == NewsLoadMode.pageSize))
    }

    @Test func loadingShowsUntilThePageAnswersAndPagingAsksFromTheEnd() {
        // Given a feed whose view loaded
        var state = NewsState(formatting: formatting)
        #expect(state.update(.viewDidLoad) == [.fetch(ListRequest(1), from: NewsSource(mode: .paged), offset: 0)])
        #expect(state.list.isLoading)
        // When the first page answers, then rows show and Loading… ends
        #expect(state.update(.list(.pageAnswered(ListRequest(1), page(1...20)))).isEmpty)
        #expect(state.rows.count == 20 && !state.list.isLoading)
        // When the end is reached, then the next page is asked from 20
        #expect(
            state.update(.list(.reachedEnd)) == [.fetch(ListRequest(2), from: NewsSource(mode: .paged), offset: 20)])
    }

    @Test func switchingModeCancelsTheLoadUnderWayAndDropsItsLateAnswer() {
        // Given a first paged load under way
        var state = NewsState(formatting: formatting)
        _ = state.update(.viewDidLoad)
        // When All is picked
        let effects = state.update(.loadModeSelected(at: 0))
        // Then the paged load is cancelled and All is fetched
        #expect(effects == [.cancel(ListRequest(1)), .fetch(ListRequest(2), from: NewsSource(mode: .all), offset: 0)])
        #expect(state.mode == .all)
        // And when the paged answer arrives late, it changes nothing
        _ = state.update(.list(.pageAnswered(ListRequest(2), page(1...30))))
        _ = state.update(.list(.pageAnswered(ListRequest(1), page(1...20))))
        #expect(state.rows.count == 30)
    }

    @Test func pickingTheModeShownOrAnUnknownIndexAsksNothing() {
        var state = NewsState(formatting: formatting)
        #expect(state.update(.loadModeSelected(at: 1)).isEmpty)
        #expect(state.update(.loadModeSelected(at: 7)).isEmpty)
    }

    @Test func selectingARowCountsAReadThatShowsOnceAnswered() {
        // Given the first page
        var state = NewsState(formatting: formatting)
        _ = state.update(.viewDidLoad)
        _ = state.update(.list(.pageAnswered(ListRequest(1), page(1...20))))
        // When row 3 is selected, then its read is sent and the row waits for the answer
        #expect(state.update(.rowSelected(at: 2)) == [.perform(ListRequest(2), .markRead, items(3...3)[0])])
        #expect(state.rows[2].readCount == "read 0")
        // When the server answers 5, then that row shows it
        _ = state.update(.list(.actionAnswered(ListRequest(2), .success(5))))
        #expect(state.rows[2].readCount == "read 5")
    }

    @Test func aFailedPageKeepsTheRowsAndRetryAsksTheSamePage() {
        var state = NewsState(formatting: formatting)
        _ = state.update(.viewDidLoad)
        _ = state.update(.list(.pageAnswered(ListRequest(1), page(1...20))))
        _ = state.update(.list(.reachedEnd))
        _ = state.update(.list(.pageAnswered(ListRequest(2), .failure(.http(status: 503, nil)))))
        #expect(state.rows.count == 20)
        #expect(state.list.status.canRetry)
        #expect(
            state.update(.list(.retryButtonTapped))
                == [.fetch(ListRequest(3), from: NewsSource(mode: .paged), offset: 20)])
    }

    @Test func rowsShowTheDateTheHttpsCoverAndTheReadCountAndAnUnparseableDateAsItIs() {
        var state = NewsState(formatting: formatting)
        _ = state.update(.viewDidLoad)
        let items = [
            NewsItem(docid: "A", title: "One", ptime: "2026-11-24 08:05:09", imgsrc: "http://x/1.png", readCount: 3),
            NewsItem(docid: "B", title: "Two", ptime: "yesterday", imgsrc: "http://x/2.png", readCount: 0),
        ]
        _ = state.update(.list(.pageAnswered(ListRequest(1), .success(PageBatch(items: items, hasMore: false)))))
        #expect(state.rows.map(\.date) == ["2026-11-24 08:05", "yesterday"])
        #expect(state.rows.map(\.coverURL) == ["https://x/1.png", "https://x/2.png"])
        #expect(state.rows.map(\.readCount) == ["read 3", "read 0"])
    }
}
