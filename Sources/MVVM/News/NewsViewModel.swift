import Model
import Observation

/// The News scene's view model (seed 002): follows the feed's ``NewsFeedModel`` and turns it into observable state — the
/// rows, `Loading…`, the error — that the view binds to.
///
/// One-way: an input starts a request, the answer changes the list, and the list's change becomes new state in
/// ``list``; the view follows by observation. Each article keeps one ``NewsCellViewModel`` for as long as it is
/// listed (a refresh updates it in place), so a view can tell rows apart by ``NewsCellViewModel/id``.
@Observable
@MainActor
public final class NewsViewModel {
    /// The rows in feed order, `Loading…` and the error.
    public let list: RowList<NewsItem, NewsCellViewModel>
    /// The current load mode; ``NewsLoadMode/paged`` unless told otherwise.
    public private(set) var mode: NewsLoadMode

    @ObservationIgnored private let feed: NewsFeedModel

    /// Creates a view model of `feed`, formatting rows with `formatting` (which carries the time zone).
    public init(feed: NewsFeedModel, formatting: NewsFormatting) {
        self.feed = feed
        mode = feed.mode
        list = RowList(
            make: { NewsCellViewModel(item: $0, formatting: formatting) }, update: { $0.itemChanged(to: $1) })
        feed.onChange = { [weak self] change in
            guard let self else { return }
            self.list.apply(change, items: self.feed.items)
        }
    }

    // MARK: What the user did

    /// The view is ready: load the first page (or everything, in `All` mode).
    public func viewDidLoad() {
        feed.reload()
    }

    /// The user pulled to refresh: load again from the first page; rows stay until the answer replaces them.
    public func pulledToRefresh() {
        feed.reload()
    }

    /// The user picked the load mode at this index of ``NewsLoadMode/allCases``: reload in that mode.
    public func loadModeSelected(at index: Int) {
        defer { mode = feed.mode }
        feed.switchMode(toModeAt: index)
    }

    /// The list reached its end (the selection on the last row, or `more`): load the next page, if any.
    public func reachedEnd() {
        feed.loadNextPage()
    }

    /// The user tapped `Retry`: repeat what failed.
    public func retryButtonTapped() {
        feed.retry()
    }

    /// The user selected this row: count a read; that row alone shows the new `read N`.
    public func rowSelected(at index: Int) {
        guard list.rows.indices.contains(index) else { return }
        feed.markRead(id: list.rows[index].id)
    }
}
