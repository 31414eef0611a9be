/// A list the server hands out a page at a time, with everything a screen needs around it: the items, whether more
/// follow, `Loading…`, the error and what `Retry` repeats — written once for News, Counter, Blogs, Drafts, Trash and
/// the user lists, and adapted by each architecture.
///
/// One-way: an action (``reload()``, ``loadNextPage()``, an edit) starts a request, the answer changes ``items``,
/// and ``onChange`` says exactly what changed (``ListChange``), so a table redraws that much and no more. A reload
/// — a refresh, or a switch of source — replaces any load under way, and the replaced load's answer is dropped when
/// it arrives. Items keep their identity (`Item.ID`): an appended page never repeats an item already shown, and
/// requests about an item find it by id however the list moved meanwhile.
///
/// Edits of single items live in `PagedList+Requests.swift`: ``perform(_:on:)`` (shown once the server confirms),
/// ``save(_:on:)`` (shown at once, rolled back on failure) and ``remove(_:after:)``.
@MainActor
public final class PagedList<Item: Identifiable & Equatable & Sendable> where Item.ID: Sendable {
    /// Loads the items from `offset` on: one page, or everything that is left.
    public typealias Fetch = @Sendable (_ offset: Int) async throws(APIError) -> PageBatch<Item>

    /// The items, in list order.
    public internal(set) var items: [Item] = []
    /// Whether items follow the last one (`false` until the first load answers).
    public private(set) var hasMore = false
    /// Whether a load has ever answered with items (successfully).
    public private(set) var hasLoaded = false
    /// Whether a page load or a server-confirmed request is in flight: what `Loading…` shows. Optimistic edits
    /// already show their result, so they do not count.
    public private(set) var isLoading = false
    /// Why the last action failed, until another action starts.
    public private(set) var failure: ListFailure?
    /// Hears every change, on the main actor; the owner of the list (a business model, a presenter, a view model)
    /// sets it once.
    public var onChange: (@MainActor (ListChange) -> Void)?

    private var fetch: Fetch
    private var pageLoad: Task<Void, Never>?
    private var generation = 0
    private var retryAction: (@MainActor () -> Task<Void, Never>)?
    var requestsInFlight = 0 {
        didSet { updateLoading() }
    }
    /// Each item as the server last confirmed it: what a failed optimistic edit rolls back to.
    var confirmed: [Item.ID: Item] = [:]
    var pendingSaves: [Item.ID: Int] = [:]
    var saveChains: [Item.ID: @Sendable () async -> Void] = [:]

    /// Creates an empty list that loads with `fetch`; nothing is requested until ``reload()``.
    public init(fetch: @escaping Fetch) {
        self.fetch = fetch
    }

    deinit {
        pageLoad?.cancel()
    }

    /// The position of the item with `id`, if it is in the list.
    public func index(of id: Item.ID) -> Int? {
        items.firstIndex { $0.id == id }
    }

    /// Loads from the start, replacing any load under way; the items stay until the answer replaces them.
    @discardableResult
    public func reload() -> Task<Void, Never> {
        pageLoad?.cancel()
        return startPageLoad(replacingItems: true)
    }

    /// Switches to another source (a load mode, another set) and loads from the start with it.
    @discardableResult
    public func reload(using fetch: @escaping Fetch) -> Task<Void, Never> {
        self.fetch = fetch
        return reload()
    }

    /// Loads the next page, if the list has more and no load is under way.
    @discardableResult
    public func loadNextPage() -> Task<Void, Never> {
        guard hasMore, pageLoad == nil else { return Task {} }
        return startPageLoad(replacingItems: false)
    }

    /// Repeats the action that failed, if it can be repeated (see ``ListFailure/isRetryable``).
    @discardableResult
    public func retry() -> Task<Void, Never> {
        guard let retryAction, failure?.isRetryable == true else { return Task {} }
        return retryAction()
    }

    private func startPageLoad(replacingItems: Bool) -> Task<Void, Never> {
        generation += 1
        let (generation, fetch) = (self.generation, self.fetch)
        let offset = replacingItems ? 0 : items.count
        clearFailure()
        let load = startTrackedTask { [weak self] in
            let result: Result<PageBatch<Item>, APIError>
            do throws(APIError) {
                result = .success(try await fetch(offset))
            } catch {
                result = .failure(error)
            }
            self?.finishPageLoad(result, replacingItems: replacingItems, generation: generation)
        }
        pageLoad = load
        updateLoading()
        return load
    }

    private func finishPageLoad(_ result: Result<PageBatch<Item>, APIError>, replacingItems: Bool, generation: Int) {
        guard generation == self.generation else { return }
        defer {
            pageLoad = nil
            updateLoading()
        }
        switch result {
        case .success(let batch):
            hasMore = batch.hasMore
            hasLoaded = true
            if replacingItems {
                replaceItems(with: batch.items)
            } else {
                append(batch.items)
            }
            if let reason = batch.stoppedEarly {
                fail(reason, retry: nil)
            }
        case .failure(let error):
            fail(
                error,
                retry: { [weak self] in
                    (replacingItems ? self?.reload() : self?.loadNextPage()) ?? Task {}
                })
        }
    }

    private func replaceItems(with newItems: [Item]) {
        var seen = Set<Item.ID>()
        let fresh = newItems.filter { seen.insert($0.id).inserted }
        confirmed = Dictionary(fresh.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // An item with a save still under way keeps its edit: the server's copy may predate it, and the next edit
        // builds on what the row shows. The save's answer then lands on the new base.
        let shown = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        items = fresh.map { item in pendingSaves[item.id] == nil ? item : shown[item.id] ?? item }
        notify(.reloaded)
    }

    private func append(_ page: [Item]) {
        var seen = Set(items.map(\.id))
        let fresh = page.filter { seen.insert($0.id).inserted }
        guard !fresh.isEmpty else { return }
        items += fresh
        for item in fresh { confirmed[item.id] = item }
        notify(.appended(items.count - fresh.count..<items.count))
    }

    /// Records a failure; `retry` repeats the failed action, or `nil` when it cannot be repeated.
    func fail(_ error: APIError, retry: (@MainActor () -> Task<Void, Never>)?) {
        retryAction = retry
        failure = ListFailure(error: error, isRetryable: retry != nil)
        notify(.failureChanged(failure))
    }

    /// Forgets the last failure, as a new action starts.
    func clearFailure() {
        retryAction = nil
        guard failure != nil else { return }
        failure = nil
        notify(.failureChanged(nil))
    }

    private func updateLoading() {
        let loading = pageLoad != nil || requestsInFlight > 0
        guard loading != isLoading else { return }
        isLoading = loading
        notify(.loadingChanged(loading))
    }

    func notify(_ change: ListChange) {
        onChange?(change)
    }
}
