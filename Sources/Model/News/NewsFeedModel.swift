/// The News scene's feed (seed 002, "the Model layer done right"): the articles of one channel in a
/// ``PagedList``, the load mode, and the actions on them. Every architecture's News scene adapts this one model.
///
/// One-way: an action starts a request, the answer changes the list, and the change reaches ``onChange`` as a
/// ``ListChange``. `Loading…` follows the requests in flight; no path sets it by hand.
@MainActor
public final class NewsFeedModel {
    /// The articles, `Loading…` and the failure, as the list holds them now.
    public let list: PagedList<NewsItem>
    /// The current load mode; ``NewsLoadMode/paged`` unless told otherwise.
    public var mode: NewsLoadMode { list.source.mode }
    /// Hears every change of the list, on the main actor.
    public var onChange: (@MainActor (ListChange) -> Void)? {
        get { list.onChange }
        set { list.onChange = newValue }
    }

    /// Creates the feed of `channel`, loading in `mode`; nothing is requested until ``reload()``.
    public init(service: any NewsService, channel: String = NewsFeed.defaultChannel, mode: NewsLoadMode = .paged) {
        list = PagedList(news: NewsSource(channel: channel, mode: mode), service: service)
    }

    /// The articles, in feed order.
    public var items: [NewsItem] { list.items }

    /// Loads from the first page (or everything, in `All` mode); the articles stay until the answer replaces them.
    @discardableResult
    public func reload() -> Task<Void, Never> { list.reload() }

    /// Loads the next page, if there is one and no load is under way.
    @discardableResult
    public func loadNextPage() -> Task<Void, Never> { list.loadNextPage() }

    /// Switches to `mode` and reloads in it; the mode already shown changes nothing.
    @discardableResult
    public func switchMode(to mode: NewsLoadMode) -> Task<Void, Never> {
        guard mode != self.mode else { return Task {} }
        return list.reload(from: NewsSource(channel: list.source.channel, mode: mode))
    }

    /// Switches to the mode at `index` of ``NewsLoadMode/allCases`` (the `All | Paged` segment the user picked) and
    /// reloads in it; an index outside the modes, or the mode already shown, changes nothing.
    @discardableResult
    public func switchMode(toModeAt index: Int) -> Task<Void, Never> {
        guard let mode = NewsLoadMode.selected(at: index) else { return Task {} }
        return switchMode(to: mode)
    }

    /// Repeats the action that failed.
    @discardableResult
    public func retry() -> Task<Void, Never> { list.retry() }

    /// Counts a read of article `id`; once the server answers, that row alone shows the new count.
    @discardableResult
    public func markRead(id: NewsItem.ID) -> Task<Void, Never> { list.perform(.markRead, on: id) }
}
