import Model

/// The News scene's business model (seed 002's `NewsModel`): owns the feed — its articles, its load mode, the read
/// marking — writes each row's text, and tells its delegate exactly what changed, so the controller keeps only the
/// table and the views.
///
/// One-way (the seed's "单向数据流"): an input starts a request, the answer changes the feed, and the change reaches
/// the delegate as a ``ListChange``. The controller never changes a view because of an input, only because of a change.
@MainActor
public final class NewsModel {
    /// Hears every change; weak, because the controller owns the model.
    public weak var delegate: (any NewsModelDelegate)?

    /// The current load mode; ``NewsLoadMode/paged`` unless told otherwise.
    public var mode: NewsLoadMode { feed.mode }
    /// How many articles are listed.
    public var count: Int { feed.items.count }

    private let feed: NewsFeedModel
    private let formatting: NewsFormatting

    /// Creates the model of `feed`, its rows written by `formatting`; it loads on ``viewDidLoad()``.
    public init(feed: NewsFeedModel, formatting: NewsFormatting) {
        self.feed = feed
        self.formatting = formatting
        feed.onChange = { [weak self] change in
            guard let self else { return }
            self.delegate?.newsModel(self, didChange: change)
        }
    }

    /// The text of row `index` (the seed's `newsItemTitle(at:)`, `newsItemDate(at:)`…), or `nil` past the end.
    public func row(at index: Int) -> NewsRow? {
        guard feed.items.indices.contains(index) else { return nil }
        return NewsRow(item: feed.items[index], formatting: formatting)
    }

    // MARK: What the user did

    /// The view loaded: load the first page (or everything, in `All` mode).
    public func viewDidLoad() { feed.reload() }

    /// The user pulled to refresh: load again from the first page; rows stay until the answer replaces them.
    public func pulledToRefresh() { feed.reload() }

    /// The user picked the load mode at `index` of ``NewsLoadMode/allCases``: reload in it. Any other index is ignored.
    public func loadModeSelected(at index: Int) { feed.switchMode(toModeAt: index) }

    /// The list reached its end (the selection on the last row, or `more`): load the next page, if any.
    public func reachedEnd() { feed.loadNextPage() }

    /// The user tapped `Retry`: repeat what failed.
    public func retryButtonTapped() { feed.retry() }

    /// The user selected row `index`: count a read; once the server answers, that row alone shows the new `read N`.
    /// An index past the end is ignored.
    public func rowSelected(at index: Int) {
        guard feed.items.indices.contains(index) else { return }
        feed.markRead(id: feed.items[index].id)
    }
}
