import Model

/// The News scene's business model (seed 002, "the Model layer done right"): owns the feed's ``PagedList`` and the
/// load mode, and tells its delegate what changed.
///
/// One-way: the controller calls an action, the answer changes the data, the change reaches the controller as a
/// ``ListChange``, and the controller redraws that much. `Loading…` follows the requests in flight; no path sets it
/// by hand.
@MainActor
public final class NewsModel {
    /// Hears every change; weak, because the controller owns the model.
    public weak var delegate: (any NewsModelDelegate)?

    /// The current load mode; ``NewsLoadMode/paged`` unless told otherwise.
    public private(set) var mode: NewsLoadMode
    /// The articles, in feed order.
    public var items: [NewsItem] { list.items }
    /// Whether a load or a read is in flight.
    public var isLoading: Bool { list.isLoading }
    /// Why the last action failed, if it did.
    public var failure: ListFailure? { list.failure }

    let formatting: NewsFormatting
    private let list: PagedList<NewsItem>
    private let service: any NewsService
    private let channel: String

    /// Creates a model for `channel`, formatting rows with `formatting` (which carries the time zone).
    public init(
        service: any NewsService, formatting: NewsFormatting, channel: String = NewsFeed.defaultChannel,
        mode: NewsLoadMode = .paged
    ) {
        self.service = service
        self.formatting = formatting
        self.channel = channel
        self.mode = mode
        list = PagedList(news: service, channel: channel, mode: mode)
        list.onChange = { [weak self] change in
            guard let self else { return }
            self.delegate?.newsModel(self, didChange: change)
        }
    }

    /// Loads from the first page (or everything, in `All` mode); the articles stay until the answer replaces them.
    @discardableResult
    public func reload() -> Task<Void, Never> { list.reload() }

    /// Loads the next page, if there is one and no load is under way.
    @discardableResult
    public func loadNextPage() -> Task<Void, Never> { list.loadNextPage() }

    /// Switches to `mode` and reloads in it.
    @discardableResult
    public func switchMode(to mode: NewsLoadMode) -> Task<Void, Never> {
        guard mode != self.mode else { return Task {} }
        self.mode = mode
        return list.reload(using: mode.fetch(from: service, channel: channel))
    }

    /// Repeats the action that failed.
    @discardableResult
    public func retry() -> Task<Void, Never> { list.retry() }

    /// Counts a read of article `index`; on success that row alone changes.
    @discardableResult
    public func markRead(at index: Int) -> Task<Void, Never> { list.markRead(at: index, using: service) }
}
