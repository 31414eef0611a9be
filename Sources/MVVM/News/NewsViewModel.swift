import Model
import Observation

/// The News scene's view model (seed 002): owns the feed's ``PagedList`` and turns it into observable state — the
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

    @ObservationIgnored private let feed: PagedList<NewsItem>
    @ObservationIgnored private let service: any NewsService
    @ObservationIgnored private let formatting: NewsFormatting
    @ObservationIgnored private let channel: String

    /// Creates a view model for `channel`, formatting rows with `formatting` (which carries the time zone).
    public init(
        service: any NewsService, formatting: NewsFormatting, channel: String = NewsFeed.defaultChannel,
        mode: NewsLoadMode = .paged
    ) {
        self.service = service
        self.formatting = formatting
        self.channel = channel
        self.mode = mode
        feed = PagedList(news: service, channel: channel, mode: mode)
        list = RowList(
            make: { NewsCellViewModel(item: $0, formatting: formatting) }, update: { $0.itemChanged(to: $1) })
        feed.onChange = { [weak self] change in
            guard let self else { return }
            self.list.apply(change, items: self.feed.items)
        }
    }

    // MARK: What the user did

    /// What the view sends when the user does something (the seed's commands: MVVM's intents are values).
    public enum Action: Hashable, Sendable {
        /// The view is ready: load the first page (or everything, in `All` mode).
        case viewDidLoad
        /// The user pulled to refresh: load again from the first page; rows stay until the answer replaces them.
        case pulledToRefresh
        /// The user picked the load mode at this index of ``NewsLoadMode/allCases``: reload in that mode.
        case modeSelected(at: Int)
        /// The list reached its end (the selection on the last row, or `more`): load the next page, if any.
        case reachedEnd
        /// The user tapped `Retry`: repeat what failed.
        case retryButtonTapped
        /// The user selected this row: count a read; that row alone shows the new `read N`.
        case rowSelected(at: Int)
    }

    /// Carries out what the user did; the answer is the work it started, for a test to await.
    @discardableResult
    public func send(_ action: Action) -> Task<Void, Never> {
        switch action {
        case .viewDidLoad, .pulledToRefresh:
            return feed.reload()
        case .modeSelected(let index):
            let mode = NewsLoadMode.allCases[index]
            guard mode != self.mode else { return Task {} }
            self.mode = mode
            return feed.reload(using: mode.fetch(from: service, channel: channel))
        case .reachedEnd:
            return feed.loadNextPage()
        case .retryButtonTapped:
            return feed.retry()
        case .rowSelected(let index):
            return feed.markRead(at: index, using: service)
        }
    }
}
