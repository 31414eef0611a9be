import Model

/// The News scene's interactor (seed 002): its use cases are the ``NewsFeedModel``'s — the load modes, paging,
/// stale answers, reads — written once in Model; it reports the feed's changes to the presenter.
@MainActor
public final class NewsInteractor: NewsInteractorInput {
    public weak var output: (any ListInteractorOutput)?

    private let feed: NewsFeedModel

    /// Creates the interactor over `feed`.
    public init(feed: NewsFeedModel) {
        self.feed = feed
        feed.onChange = { [weak self] change in self?.output?.entitiesChanged(change) }
    }

    public var items: [NewsItem] { feed.items }

    public var mode: NewsLoadMode { feed.mode }

    public func loadFeed() { feed.reload() }

    public func loadNextPage() { feed.loadNextPage() }

    public func switchMode(to mode: NewsLoadMode) { feed.switchMode(to: mode) }

    public func retryLoad() { feed.retry() }

    public func markRead(id: NewsItem.ID) { feed.markRead(id: id) }
}
