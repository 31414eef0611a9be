import Model

/// The News scene's presenter (seed 002): presents the feed's ``NewsFeedModel``, one ``NewsCellPresenter`` per row, and
/// tells its passive view what to show.
///
/// One-way: an input starts a request, the answer changes the list, and the list's change becomes a call on the
/// view (``NewsView``) or on one row's cell presenter. `Loading…` follows the requests in flight.
@MainActor
public final class NewsPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any NewsView)?

    /// The current load mode; ``NewsLoadMode/paged`` unless told otherwise.
    public var mode: NewsLoadMode { feed.mode }
    /// How many rows the table has.
    public var numberOfRows: Int { rows.cells.count }

    private let feed: NewsFeedModel
    private let rows: CellPresenterList<NewsItem, NewsCellPresenter>

    /// Creates a presenter of `feed`, formatting rows with `formatting` (which carries the time zone).
    public init(feed: NewsFeedModel, formatting: NewsFormatting) {
        self.feed = feed
        rows = CellPresenterList(
            make: { NewsCellPresenter(item: $0, formatting: formatting) }, update: { $0.itemChanged(to: $1) })
        feed.onChange = { [weak self] change in
            guard let self else { return }
            self.rows.apply(change, items: self.feed.items, to: self.view)
        }
    }

    /// The presenter of row `index`, for the cell that shows it.
    public func cellPresenter(at index: Int) -> NewsCellPresenter { rows.cells[index] }

    // MARK: What the user did

    /// The view is ready: load the first page (or everything, in `All` mode).
    public func viewDidLoad() { feed.reload() }

    /// The user pulled to refresh: load again from the first page; rows stay until the answer replaces them.
    public func pulledToRefresh() { feed.reload() }

    /// The user picked the load mode at `index` of ``NewsLoadMode/allCases``: reload in that mode.
    public func loadModeSelected(at index: Int) { feed.switchMode(toModeAt: index) }

    /// The list reached its end (the selection on the last row, or `more`): load the next page, if any.
    public func reachedEnd() { feed.loadNextPage() }

    /// The user tapped `Retry`: repeat what failed.
    public func retryButtonTapped() { feed.retry() }

    /// The user selected row `index`: count a read; that row alone shows the new `read N`.
    public func rowSelected(at index: Int) {
        guard rows.cells.indices.contains(index) else { return }
        feed.markRead(id: rows.cells[index].row.id)
    }
}
