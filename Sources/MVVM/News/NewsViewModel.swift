import Model
import Observation

/// The News scene's view model (seed 002): the rows, paging, the loading state and the error, all observable.
///
/// One-way: an input starts a request, the answer changes the state, and the view, bound to the state, follows.
/// ``rows`` is replaced on a reload and appended to on the next page (existing row view models stay the same
/// objects, so a view can tell an append from a reload); a read changes only its row's ``NewsCellViewModel``.
/// A load that a newer one replaced (refresh, mode switch) is dropped when it answers.
@Observable
@MainActor
public final class NewsViewModel {
    private enum FailedAction {
        case reload, nextPage
        case read(NewsCellViewModel)
    }

    /// The rows, in feed order.
    public private(set) var rows: [NewsCellViewModel] = []
    /// The current load mode; ``NewsLoadMode/paged`` unless told otherwise.
    public private(set) var mode: NewsLoadMode
    /// Whether the channel has articles after the last row (always `false` in `All` mode once loaded).
    public private(set) var hasMore = false
    /// The error shown with `Retry`, if the last action failed.
    public private(set) var errorMessage: String?
    /// Whether any request is in flight: what `Loading…` shows.
    public private(set) var isLoading = false

    @ObservationIgnored private var load: Task<Void, Never>? { didSet { updateLoading() } }
    @ObservationIgnored private var readsInFlight = 0 { didSet { updateLoading() } }
    @ObservationIgnored private let service: any NewsService
    @ObservationIgnored private let formatting: NewsFormatting
    @ObservationIgnored private let channel: String
    @ObservationIgnored private var failedAction: FailedAction?
    @ObservationIgnored private var loadGeneration = 0

    /// Creates a view model for `channel`, formatting rows with `formatting` (which carries the time zone).
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
        case .read(let row): markRead(row)
        case nil: Task {}
        }
    }

    /// The user selected row `index`: count a read; that row alone shows the new `read N`.
    @discardableResult
    public func rowSelected(at index: Int) -> Task<Void, Never> {
        guard rows.indices.contains(index) else { return Task {} }
        return markRead(rows[index])
    }

    private func reload() -> Task<Void, Never> {
        load?.cancel()
        return startLoad(replacingRows: true)
    }

    private func startLoad(replacingRows: Bool) -> Task<Void, Never> {
        loadGeneration += 1
        let (generation, service, channel, mode) = (loadGeneration, service, channel, mode)
        let offset = replacingRows ? 0 : rows.count
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
            let newRows = batch.items.map { NewsCellViewModel(item: $0, service: service, formatting: formatting) }
            if replacingRows {
                rows = newRows
            } else if !newRows.isEmpty {
                rows += newRows
            }
        case .failure(let error):
            failedAction = replacingRows ? .reload : .nextPage
            errorMessage = error.description
        }
        load = nil
    }

    private func markRead(_ row: NewsCellViewModel) -> Task<Void, Never> {
        clearError()
        readsInFlight += 1
        return Task { [weak self] in
            do throws(APIError) {
                try await row.markRead()
            } catch {
                self?.failedAction = .read(row)
                self?.errorMessage = error.description
            }
            self?.readsInFlight -= 1
        }
    }

    private func clearError() {
        failedAction = nil
        if errorMessage != nil { errorMessage = nil }
    }

    private func updateLoading() {
        let inFlight = load != nil || readsInFlight > 0
        if isLoading != inFlight { isLoading = inFlight }
    }
}
