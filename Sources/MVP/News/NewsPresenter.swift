import Model

/// The News scene's presenter (seed 002): owns the list of row presenters, paging, the loading state and the error.
///
/// One-way: an input starts a request, the answer changes the state, and the state tells the view what changed.
/// `Loading…` follows the requests in flight; no path sets it by hand. A load that a newer one replaced (refresh,
/// mode switch) is dropped when it answers.
@MainActor
public final class NewsPresenter {
    private enum FailedAction {
        case reload, nextPage
        case read(NewsCellPresenter)
    }

    /// The view it drives; weak, because the view owns its presenter.
    public weak var view: (any NewsView)?

    /// The current load mode; ``NewsLoadMode/paged`` unless told otherwise.
    public private(set) var mode: NewsLoadMode
    /// Whether the channel has articles after the last row (always `false` in `All` mode once loaded).
    public private(set) var hasMore = false
    /// Whether any request is in flight: what `Loading…` shows.
    public private(set) var isLoading = false {
        didSet { if isLoading != oldValue { view?.showLoading(isLoading) } }
    }
    /// The error shown with `Retry`, if the last action failed.
    public private(set) var errorMessage: String? {
        didSet { if errorMessage != oldValue { view?.showError(errorMessage) } }
    }

    private let service: any NewsService
    private let formatting: NewsFormatting
    private let channel: String
    private var cells: [NewsCellPresenter] = []
    private var failedAction: FailedAction?
    private var loadGeneration = 0
    private var load: Task<Void, Never>? { didSet { updateLoading() } }
    private var readsInFlight = 0 { didSet { updateLoading() } }

    /// Creates a presenter for `channel`, formatting rows with `formatting` (which carries the time zone).
    public init(
        service: any NewsService, formatting: NewsFormatting, channel: String = NewsFeed.defaultChannel,
        mode: NewsLoadMode = .paged
    ) {
        self.service = service
        self.formatting = formatting
        self.channel = channel
        self.mode = mode
    }

    deinit {
        load?.cancel()
    }

    /// How many rows the table has.
    public var numberOfRows: Int { cells.count }

    /// The presenter of row `index`, for the cell that shows it.
    public func cellPresenter(at index: Int) -> NewsCellPresenter { cells[index] }

    /// The view is ready: load the first page (or everything, in `All` mode).
    @discardableResult
    public func viewDidLoad() -> Task<Void, Never> { reload() }

    /// The user pulled to refresh: load again from the first page; rows stay until the answer replaces them.
    @discardableResult
    public func pulledToRefresh() -> Task<Void, Never> { reload() }

    /// The user picked `All` or `Paged`: reload in that mode.
    @discardableResult
    public func modeChanged(to mode: NewsLoadMode) -> Task<Void, Never> {
        guard mode != self.mode else { return Task {} }
        self.mode = mode
        return reload()
    }

    /// The selection reached the last row, or the user asked for `more`: load the next page, if there is one and
    /// no load is under way.
    @discardableResult
    public func reachedEnd() -> Task<Void, Never> {
        guard mode == .paged, hasMore, load == nil else { return Task {} }
        return startLoad(replacingRows: false)
    }

    /// The user tapped `Retry`: repeat what failed.
    @discardableResult
    public func retryButtonTapped() -> Task<Void, Never> {
        switch failedAction {
        case .reload: reload()
        case .nextPage: reachedEnd()
        case .read(let cell): markRead(cell)
        case nil: Task {}
        }
    }

    /// The user selected row `index`: count a read; that row alone shows the new `read N`.
    @discardableResult
    public func rowSelected(at index: Int) -> Task<Void, Never> {
        guard cells.indices.contains(index) else { return Task {} }
        return markRead(cells[index])
    }

    private func reload() -> Task<Void, Never> {
        load?.cancel()
        return startLoad(replacingRows: true)
    }

    private func startLoad(replacingRows: Bool) -> Task<Void, Never> {
        loadGeneration += 1
        let (generation, service, channel, mode) = (loadGeneration, service, channel, mode)
        let offset = replacingRows ? 0 : cells.count
        clearError()
        let task = Task { [weak self] in
            let result: Result<NewsLoadMode.Batch, APIError>
            do throws(APIError) {
                result = .success(try await mode.load(from: service, channel: channel, offset: offset))
            } catch {
                result = .failure(error)
            }
            self?.finishLoad(result, replacingRows: replacingRows, generation: generation)
        }
        load = task
        return task
    }

    private func finishLoad(_ result: Result<NewsLoadMode.Batch, APIError>, replacingRows: Bool, generation: Int) {
        guard generation == loadGeneration else { return }
        switch result {
        case .success(let batch):
            hasMore = batch.hasMore
            let newCells = batch.items.map { NewsCellPresenter(item: $0, service: service, formatting: formatting) }
            if replacingRows {
                cells = newCells
                view?.reloadAllRows()
            } else if !newCells.isEmpty {
                cells += newCells
                view?.insertRows(cells.count - newCells.count..<cells.count)
            }
        case .failure(let error):
            failedAction = replacingRows ? .reload : .nextPage
            errorMessage = error.description
        }
        load = nil
    }

    private func markRead(_ cell: NewsCellPresenter) -> Task<Void, Never> {
        clearError()
        readsInFlight += 1
        return Task { [weak self] in
            do throws(APIError) {
                try await cell.markRead()
            } catch {
                self?.failedAction = .read(cell)
                self?.errorMessage = error.description
            }
            self?.readsInFlight -= 1
        }
    }

    private func clearError() {
        failedAction = nil
        errorMessage = nil
    }

    private func updateLoading() {
        isLoading = load != nil || readsInFlight > 0
    }
}
