import Model

/// The News scene's business model (seed 002, "the Model layer done right"): owns the articles, paging, the
/// loading state and the error, and tells its delegate what changed.
///
/// One-way: the controller calls an action, the answer changes the data, the change reaches the controller as a
/// ``Change``, and the controller redraws that much. `Loading…` follows the requests in flight; no path sets it by
/// hand. A load that a newer one replaced (refresh, mode switch) is dropped when it answers.
@MainActor
public final class NewsModel {
    /// What changed, as precisely as the table needs it.
    public enum Change: Hashable, Sendable {
        /// The whole list was replaced (first page, refresh, mode switch).
        case reloadAll
        /// Rows were appended (the next page); the rows above did not change.
        case insertRows(Range<Int>)
        /// These rows' contents changed (a read); no other row did.
        case updateRows([Int])
        /// A request started while none was in flight (`true`), or the last one finished (`false`).
        case loadingChanged(Bool)
        /// An action failed (the message), or a new one started and the error is gone (`nil`).
        case errorChanged(String?)
    }

    private enum FailedAction {
        case reload, nextPage
        case read(docid: String)
    }

    /// Hears every change; weak, because the controller owns the model.
    public weak var delegate: (any NewsModelDelegate)?

    /// The articles, in feed order.
    public private(set) var items: [NewsItem] = []
    /// The current load mode; ``NewsLoadMode/paged`` unless told otherwise.
    public private(set) var mode: NewsLoadMode
    /// Whether the channel has articles after the last one (always `false` in `All` mode once loaded).
    public private(set) var hasMore = false
    /// Whether any request is in flight.
    public private(set) var isLoading = false {
        didSet { if isLoading != oldValue { notify(.loadingChanged(isLoading)) } }
    }
    /// The error of the last action, if it failed.
    public private(set) var errorMessage: String? {
        didSet { if errorMessage != oldValue { notify(.errorChanged(errorMessage)) } }
    }

    private let service: any NewsService
    let formatting: NewsFormatting
    private let channel: String
    private var failedAction: FailedAction?
    private var loadGeneration = 0
    private var load: Task<Void, Never>? { didSet { updateLoading() } }
    private var readsInFlight = 0 { didSet { updateLoading() } }

    /// Creates a model for `channel`, formatting rows with `formatting` (which carries the time zone).
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

    /// Loads from the first page (or everything, in `All` mode); the articles stay until the answer replaces them.
    @discardableResult
    public func reload() -> Task<Void, Never> {
        load?.cancel()
        return startLoad(replacingItems: true)
    }

    /// Loads the next page, if there is one and no load is under way.
    @discardableResult
    public func loadNextPage() -> Task<Void, Never> {
        guard mode == .paged, hasMore, load == nil else { return Task {} }
        return startLoad(replacingItems: false)
    }

    /// Switches to `mode` and reloads in it.
    @discardableResult
    public func switchMode(to mode: NewsLoadMode) -> Task<Void, Never> {
        guard mode != self.mode else { return Task {} }
        self.mode = mode
        return reload()
    }

    /// Repeats the action that failed.
    @discardableResult
    public func retry() -> Task<Void, Never> {
        switch failedAction {
        case .reload: reload()
        case .nextPage: loadNextPage()
        case .read(let docid): markRead(docid: docid)
        case nil: Task {}
        }
    }

    /// Counts a read of article `index`; on success its read count becomes the server's and that row changes.
    @discardableResult
    public func markRead(at index: Int) -> Task<Void, Never> {
        guard items.indices.contains(index) else { return Task {} }
        return markRead(docid: items[index].docid)
    }

    private func startLoad(replacingItems: Bool) -> Task<Void, Never> {
        loadGeneration += 1
        let (generation, service, channel, mode) = (loadGeneration, service, channel, mode)
        let offset = replacingItems ? 0 : items.count
        clearError()
        let task = Task { [weak self] in
            let result: Result<NewsLoadMode.Batch, APIError>
            do throws(APIError) {
                result = .success(try await mode.load(from: service, channel: channel, offset: offset))
            } catch {
                result = .failure(error)
            }
            self?.finishLoad(result, replacingItems: replacingItems, generation: generation)
        }
        load = task
        return task
    }

    private func finishLoad(_ result: Result<NewsLoadMode.Batch, APIError>, replacingItems: Bool, generation: Int) {
        guard generation == loadGeneration else { return }
        switch result {
        case .success(let batch):
            hasMore = batch.hasMore
            if replacingItems {
                items = batch.items
                notify(.reloadAll)
            } else if !batch.items.isEmpty {
                items += batch.items
                notify(.insertRows(items.count - batch.items.count..<items.count))
            }
        case .failure(let error):
            failedAction = replacingItems ? .reload : .nextPage
            errorMessage = error.description
        }
        load = nil
    }

    private func markRead(docid: String) -> Task<Void, Never> {
        clearError()
        readsInFlight += 1
        let service = self.service
        return Task { [weak self] in
            do throws(APIError) {
                let count = try await service.markRead(docid: docid)
                self?.updateReadCount(count, docid: docid)
            } catch {
                self?.failedAction = .read(docid: docid)
                self?.errorMessage = error.description
            }
            self?.readsInFlight -= 1
        }
    }

    private func updateReadCount(_ count: Int, docid: String) {
        guard let index = items.firstIndex(where: { $0.docid == docid }) else { return }
        items[index].readCount = max(items[index].readCount, count)
        notify(.updateRows([index]))
    }

    private func clearError() {
        failedAction = nil
        errorMessage = nil
    }

    private func updateLoading() {
        isLoading = load != nil || readsInFlight > 0
    }

    private func notify(_ change: Change) {
        delegate?.newsModel(self, didChange: change)
    }
}
