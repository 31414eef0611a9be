import Model

/// The News scene's interactor (seed 002): it owns the articles — a ``ListMachine`` of them, whose rules (paging,
/// stale answers, retry, reads) are Model's — decides when a load mode means a new load, carries out what the machine
/// asks on the news service, and reports the articles that changed to its presenter.
@MainActor
public final class NewsInteractor: NewsInteractorInput {
    /// Who hears about the articles; weak, the presenter.
    public weak var output: (any NewsInteractorOutput)?

    private var feed: ListMachine<NewsItem>
    private let commands: ListCommandRunner<NewsItem, ListMachine<NewsItem>.Event>

    /// Creates the interactor of `channel`'s feed, loading in `mode`, over the news service.
    public init(service: any NewsService, channel: String = NewsFeed.defaultChannel, mode: NewsLoadMode = .paged) {
        feed = ListMachine(source: NewsSource(channel: channel, mode: mode))
        commands = ListCommandRunner(service: .news(service))
        commands.onAnswer = { [weak self] answer in self?.handle(answer) }
    }

    /// The load mode now.
    public var mode: NewsLoadMode { feed.source.mode }

    public func loadFeed() { handle(.reloadAsked) }

    public func loadNextPage() { handle(.nextPageAsked) }

    public func switchMode(to mode: NewsLoadMode) {
        guard mode != self.mode else { return }
        handle(.sourceSwitched(NewsSource(channel: feed.source.channel, mode: mode)))
    }

    public func retryLoad() { handle(.retryAsked) }

    public func markRead(id: NewsItem.ID) { handle(.actionAsked(.markRead, on: id)) }

    /// Moves the feed on by `event`, reports what changed and sends what the machine asks for.
    private func handle(_ event: ListMachine<NewsItem>.Event) {
        let step = feed.handle(event)
        report(step.changes)
        commands.run(step.commands)
    }

    private func report(_ changes: [ListChange]) {
        for change in changes {
            switch change {
            case .reloaded, .removed: output?.articlesLoaded(feed.items)
            case .appended(let rows): output?.articlesAppended(Array(feed.items[rows]))
            case .updated(let rows): rows.forEach { output?.articleUpdated(feed.items[$0]) }
            case .loadingChanged, .failureChanged: output?.statusChanged(feed.status)
            }
        }
    }

}
