import Foundation
import Model
import TEA
import Testing

/// The News scene's update as a pure function: what the user did becomes one effect on Model's feed, and what the
/// feed reports becomes rows written as every architecture writes them. No fakes.
struct NewsStateTests {
    private let formatting = NewsFormatting(timeZone: .gmt)

    private func reported(_ items: [NewsItem], mode: NewsLoadMode = .paged) -> NewsMessage {
        var list = ListState<NewsItem>()
        list.items = items
        return .feedChanged(list, mode: mode)
    }

    @Test func loadingAndPullingReloadFromTheFirstPage() {
        var state = NewsState(formatting: formatting)
        #expect(state.update(.viewLoaded) == [.reload])
        #expect(state.update(.pulledToRefresh) == [.reload])
    }

    @Test func pickingAModeAsksTheFeedToSwitchAndTheStateFollowsWhatTheFeedReports() {
        var state = NewsState(formatting: formatting)
        #expect(state.update(.modeSelected(at: 0)) == [.switchMode(.all)])
        #expect(state.mode == .paged)
        _ = state.update(reported([], mode: .all))
        #expect(state.mode == .all)
        #expect(state.update(.modeSelected(at: 7)).isEmpty)
    }

    @Test func reachingTheEndAsksForTheNextPageAndSelectingARowCountsARead() {
        var state = NewsState(formatting: formatting)
        #expect(state.update(.reachedEnd) == [.loadNextPage])
        #expect(state.update(.rowSelected(id: "DOC7")) == [.markRead("DOC7")])
        #expect(state.update(.retryButtonTapped) == [.retry])
    }

    @Test func rowsShowTheDateTheHttpsCoverAndTheReadCountAndAnUnparseableDateAsItIs() {
        var state = NewsState(formatting: formatting)
        let items = [
            NewsItem(docid: "A", title: "One", ptime: "2026-11-24 08:05:09", imgsrc: "http://x/1.png", readCount: 3),
            NewsItem(docid: "B", title: "Two", ptime: "yesterday", imgsrc: "http://x/2.png", readCount: 0),
        ]
        #expect(state.update(reported(items)).isEmpty)
        #expect(state.rows.map(\.date) == ["2026-11-24 08:05", "yesterday"])
        #expect(state.rows.map(\.coverURL) == ["https://x/1.png", "https://x/2.png"])
        #expect(state.rows.map(\.readCount) == ["read 3", "read 0"])
    }
}
