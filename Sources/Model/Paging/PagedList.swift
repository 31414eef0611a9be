/// A ``ListMachine`` with the I/O that carries out its commands: the shell that MVC's business models, MVP's
/// presenters, MVVM's view models and VIPER's interactors hold. It decides nothing: every rule — paging, stale
/// answers, `Loading…`, retry, the optimistic edit and its rollback — is the machine's.
///
/// One-way: an action (``reload()``, ``loadNextPage()``, ``perform(_:on:)``) is an event for the machine; the machine's
/// commands become requests; each answer is an event again; and ``onChange`` hears exactly what changed
/// (``ListChange``), so a table redraws that much and no more.
@MainActor
public final class PagedList<Item: ListItem> where Item.ID: Hashable {
    /// The rules and the state: the items, the status, the source.
    public private(set) var machine: ListMachine<Item>
    /// Hears every change, on the main actor; the owner of the list (a business model, a presenter, a view model,
    /// an interactor) sets it once.
    public var onChange: (@MainActor (ListChange) -> Void)?

    private let runner: ListCommandRunner<Item, ListMachine<Item>.Event>
    /// The task of each item's save under way, which also carries the saves of edits made meanwhile.
    private var saveChains: [Item.ID: (request: ListRequest, task: Task<Void, Never>)] = [:]

    /// Creates an empty list of `source` whose commands `service` carries out; nothing is requested until
    /// ``reload()``.
    public init(source: Item.Source, service: ListService<Item>) {
        machine = ListMachine(source: source)
        runner = ListCommandRunner(service: service)
        runner.onAnswer = { [weak self] answer in
            // The command's task ends once what its answer started in turn has been applied.
            await self?.send(answer).value
        }
    }

    /// The items, in list order.
    public var items: [Item] { machine.items }
    /// Whether items follow the last one.
    public var hasMore: Bool { machine.hasMore }
    /// Whether a load has ever answered.
    public var hasLoaded: Bool { machine.hasLoaded }
    /// Whether `Loading…` shows.
    public var isLoading: Bool { machine.isLoading }
    /// Why the last action failed, until another action starts.
    public var failure: ListFailure? { machine.failure }
    /// `Loading…` and the failure, as the status line shows them.
    public var status: LoadStatus { machine.status }
    /// Where the list loads from now.
    public var source: Item.Source { machine.source }
    /// The one item of a list of one (a profile header, a detail screen), once loaded.
    public var item: Item? { items.first }

    /// The position of the item with `id`, if it is in the list.
    public func index(of id: Item.ID) -> Int? { machine.index(of: id) }

    /// Loads from the start, replacing any load under way; the items stay until the answer replaces them.
    @discardableResult
    public func reload() -> Task<Void, Never> { send(.reloadAsked) }

    /// Switches to another source (a load mode, another set, a search) and loads from the start with it.
    @discardableResult
    public func reload(from source: Item.Source) -> Task<Void, Never> { send(.sourceSwitched(source)) }

    /// Loads the next page, if the list has more and no load is under way.
    @discardableResult
    public func loadNextPage() -> Task<Void, Never> { send(.nextPageAsked) }

    /// Repeats the action that failed, if it can be repeated (see ``ListFailure/isRetryable``).
    @discardableResult
    public func retry() -> Task<Void, Never> { send(.retryAsked) }

    /// Asks for `action` on the item with `id`.
    @discardableResult
    public func perform(_ action: Item.Action, on id: Item.ID) -> Task<Void, Never> {
        send(.actionAsked(action, on: id))
    }

    /// Hands `event` to the machine, tells ``onChange`` what changed and carries out the commands.
    ///
    /// - Returns: A task that ends once the work the event started — and the work its answers started in turn, such
    ///   as a later edit's save or Counter's swap — has been applied.
    @discardableResult
    public func send(_ event: ListMachine<Item>.Event) -> Task<Void, Never> {
        let step = machine.handle(event)
        for change in step.changes { onChange?(change) }
        let started = step.commands.compactMap { runner.run($0) }
        if case .actionAsked(_, let id) = event, machine.isSaving(id) {
            if started.isEmpty, let chain = saveChains[id] {
                // The edit goes with the next save of that item: its task ends when that item's chain of saves does.
                return chain.task
            }
            if let (request, task) = started.first {
                keepChain(request, task, of: id)
            }
        }
        let tasks = started.map(\.task)
        return Task { for task in tasks { await task.value } }
    }

    /// Keeps the task of the save `request` of item `id` as that item's chain until it ends.
    private func keepChain(_ request: ListRequest, _ task: Task<Void, Never>, of id: Item.ID) {
        saveChains[id] = (request, task)
        Task { [weak self] in
            await task.value
            if self?.saveChains[id]?.request == request { self?.saveChains[id] = nil }
        }
    }
}
