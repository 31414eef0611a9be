import Model

/// The News scene's presenter (seed 002): owns the feed's ``PagedList``, one ``NewsCellPresenter`` per row, and
/// tells its passive view what to show.
///
/// One-way: an input starts a request, the answer changes the list, and the list's change becomes a call on the
/// view (``NewsView``) or on one row's cell presenter. `Loading…` follows the requests in flight.
@MainActor
public final class NewsPresenter {
    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any NewsView)?

    /// The current load mode; ``NewsLoadMode/paged`` unless told otherwise.
    public private(set) var mode: NewsLoadMode
    /// How many rows the table has.
    public var numberOfRows: Int { rows.cells.count }

    private let list: PagedList<NewsItem>
    private let service: any NewsService
    private let formatting: NewsFormatting
    private let channel: String
    private let rows: CellPresenterList<NewsItem, NewsCellPresenter>

    /// Creates a presenter for `channel`, formatting rows with `formatting` (which carries the time zone).
    public init(
        service: any NewsService, formatting: NewsFormatting, channel: String = NewsFeed.defaultChannel,
        mode: NewsLoadMode = .paged
    ) {
        self.service = service
        self.formatting = formatting
        self.channel = channel
        self.mode = mode
        list = PagedList(news: service, channel: channel, mode: mode)
        rows = CellPresenterList(
            make: { NewsCellPresenter(item: $0, formatting: formatting) }, update: { $0.itemChanged(to: $1) })
        list.onChange = { [weak self] change in
            guard let self else { return }
            self.rows.apply(change, items: self.list.items, to: self.view)
        }
    }

    /// The presenter of row `index`, for the cell that shows it.
    public func cellPresenter(at index: Int) -> NewsCellPresenter { rows.cells[index] }

    // MARK: What the user did

    /// The view is ready: load the first page (or everything, in `All` mode).
    @discardableResult
    public func viewDidLoad() -> Task<Void, Never> { list.reload() }

    /// The user pulled to refresh: load again from the first page; rows stay until the answer replaces them.
    @discardableResult
    public func pulledToRefresh() -> Task<Void, Never> { list.reload() }

    /// The user picked the load mode at `index` of ``NewsLoadMode/allCases``: reload in that mode.
    @discardableResult
    public func modeSelected(at index: Int) -> Task<Void, Never> {
        let mode = NewsLoadMode.allCases[index]
        guard mode != self.mode else { return Task {} }
        self.mode = mode
        return list.reload(using: mode.fetch(from: service, channel: channel))
    }

    /// The list reached its end (the selection on the last row, or `more`): load the next page, if any.
    @discardableResult
    public func reachedEnd() -> Task<Void, Never> { list.loadNextPage() }

    /// The user tapped `Retry`: repeat what failed.
    @discardableResult
    public func retryButtonTapped() -> Task<Void, Never> { list.retry() }

    /// The user selected row `index`: count a read; that row alone shows the new `read N`.
    @discardableResult
    public func rowSelected(at index: Int) -> Task<Void, Never> { list.markRead(at: index, using: service) }
}
