/// The rules of every list in the app, written once as a value: events in, commands out, no I/O, no clock, no task.
///
/// A list loads from a ``ListItem/Source`` a page at a time, shows `Loading…` while a page or a server-confirmed
/// request is in flight, drops the answer to a load that a newer one replaced, never repeats an item already shown,
/// remembers what `Retry` repeats, and edits single items — at once with a rollback (``ListActionStyle/optimistic``),
/// once the server confirms (``ListActionStyle/confirmed``), or by removing them (``ListActionStyle/removal``).
///
/// Whoever holds the machine — MVC's business model, MVP's presenter, MVVM's view model, TEA's state, VIPER's
/// interactor, usually through a ``PagedList`` — feeds it ``Event``s and carries out the ``Command``s it answers:
/// fetch a page, cancel a fetch, perform an action. Each answer comes back as an event that names the request it
/// answers. ``Step/changes`` says exactly what changed for a table (``ListChange``), so one row's edit redraws one row.
///
///     var list = ListMachine<Counter>(source: .main)
///     let step = list.handle(.reloadAsked)          // commands: [.fetch(#1, from: .main, offset: 0)]
///     list.handle(.pageAnswered(#1, .success(batch)))  // changes: [.reloaded, .loadingChanged(false)]
public struct ListMachine<Item: ListItem>: Equatable, Sendable where Item.ID: Hashable {
    /// Something that happened to the list: what a user asked, or an answer to a command.
    public enum Event: Equatable, Sendable {
        /// Load from the first page, replacing any load under way; the items stay until the answer replaces them.
        case reloadAsked
        /// Switch to another source and load from its first page.
        case sourceSwitched(Item.Source)
        /// Load the next page, if the list has more and no load is under way.
        case nextPageAsked
        /// Repeat the action that failed, if it can be repeated.
        case retryAsked
        /// A page (or everything left) arrived, or failed, for the fetch `request`.
        case pageAnswered(ListRequest, Result<PageBatch<Item>, APIError>)
        /// The user asked for `action` on the item with this id.
        case actionAsked(Item.Action, on: Item.ID)
        /// The server answered the action `request`.
        case actionAnswered(ListRequest, Result<Item.Action.Answer, APIError>)
    }

    /// Work the machine asks its holder to do; the answers come back as ``Event``s.
    public enum Command: Equatable, Sendable {
        /// Load from `offset` in `source` (one page, or everything that is left); answer ``Event/pageAnswered(_:_:)``.
        case fetch(ListRequest, from: Item.Source, offset: Int)
        /// Stop the fetch `request`: its answer will be dropped anyway.
        case cancel(ListRequest)
        /// Send `action` for `item` (as it is now: an optimistic action sends the changed item); answer
        /// ``Event/actionAnswered(_:_:)``.
        case perform(ListRequest, Item.Action, Item)
    }

    /// What one event did: the changes to show and the commands to carry out, in order.
    public struct Step: Equatable, Sendable {
        /// What changed, as precisely as a table needs it.
        public var changes: [ListChange] = []
        /// What to do next.
        public var commands: [Command] = []

        /// Creates an empty step.
        public init(changes: [ListChange] = [], commands: [Command] = []) {
            self.changes = changes
            self.commands = commands
        }
    }

    /// What `Retry` repeats.
    enum Retry: Equatable, Sendable {
        case reload
        case nextPage
        case action(Item.Action, Item.ID)
    }

    /// A page load under way.
    struct PageLoad: Equatable, Sendable {
        var request: ListRequest
        var replacingItems: Bool
    }

    /// A confirmed or removal action under way.
    struct ActionInFlight: Equatable, Sendable {
        var action: Item.Action
        var id: Item.ID
    }

    /// An optimistic save under way for one item, and the latest edit made while it was (sent when it answers).
    struct Save: Equatable, Sendable {
        var request: ListRequest
        var action: Item.Action
        var editedSince: Item.Action?
    }

    /// The items, in list order.
    public private(set) var items: [Item] = []
    /// Where the list loads from now.
    public private(set) var source: Item.Source
    /// Whether items follow the last one (`false` until the first load answers).
    public private(set) var hasMore = false
    /// Whether a load has ever answered (successfully).
    public private(set) var hasLoaded = false
    /// Why the last action failed, until another action starts.
    public private(set) var failure: ListFailure?

    private var pageLoad: PageLoad?
    private var actions: [ListRequest: ActionInFlight] = [:]
    private var saves: [Item.ID: Save] = [:]
    /// Each item as the server last confirmed it: what a failed optimistic edit rolls back to.
    private var confirmed: [Item.ID: Item] = [:]
    private var retry: Retry?
    private var lastRequest = 0

    /// A list of `source` that has loaded nothing yet.
    public init(source: Item.Source) {
        self.source = source
    }

    /// Whether a page load or a server-confirmed action is in flight: what `Loading…` shows. Optimistic edits already
    /// show their result, so they do not count.
    public var isLoading: Bool { pageLoad != nil || !actions.isEmpty }

    /// `Loading…` and the failure, as the status line shows them.
    public var status: LoadStatus { LoadStatus(isLoading: isLoading, failure: failure) }

    /// The position of the item with `id`, if it is in the list.
    public func index(of id: Item.ID) -> Int? {
        items.firstIndex { $0.id == id }
    }

    /// Whether a save of the item with `id` is under way.
    public func isSaving(_ id: Item.ID) -> Bool { saves[id] != nil }

    /// Changes the list for `event` and answers what changed and what to do next.
    @discardableResult
    public mutating func handle(_ event: Event) -> Step {
        var step = Step()
        let wasLoading = isLoading
        switch event {
        case .reloadAsked:
            startPageLoad(replacingItems: true, &step)
        case .sourceSwitched(let source):
            self.source = source
            startPageLoad(replacingItems: true, &step)
        case .nextPageAsked:
            if hasMore, pageLoad == nil { startPageLoad(replacingItems: false, &step) }
        case .retryAsked:
            retryFailedAction(&step)
        case .pageAnswered(let request, let result):
            finishPageLoad(request, result, &step)
        case .actionAsked(let action, let id):
            ask(action, on: id, &step)
        case .actionAnswered(let request, let result):
            finishAction(request, result, &step)
        }
        if isLoading != wasLoading { step.changes.append(.loadingChanged(isLoading)) }
        return step
    }

    // MARK: Pages

    private mutating func startPageLoad(replacingItems: Bool, _ step: inout Step) {
        if let replaced = pageLoad { step.commands.append(.cancel(replaced.request)) }
        clearFailure(&step)
        let request = nextRequest()
        pageLoad = PageLoad(request: request, replacingItems: replacingItems)
        step.commands.append(.fetch(request, from: source, offset: replacingItems ? 0 : items.count))
    }

    private mutating func finishPageLoad(
        _ request: ListRequest, _ result: Result<PageBatch<Item>, APIError>, _ step: inout Step
    ) {
        guard let load = pageLoad, load.request == request else { return }
        pageLoad = nil
        switch result {
        case .success(let batch):
            hasMore = batch.hasMore
            hasLoaded = true
            if load.replacingItems {
                replaceItems(with: batch.items, &step)
            } else {
                append(batch.items, &step)
            }
            if let reason = batch.stoppedEarly { fail(reason, retry: nil, &step) }
        case .failure(let error):
            fail(error, retry: load.replacingItems ? .reload : .nextPage, &step)
        }
    }

    private mutating func replaceItems(with newItems: [Item], _ step: inout Step) {
        var seen = Set<Item.ID>()
        let fresh = newItems.filter { seen.insert($0.id).inserted }
        confirmed = Dictionary(fresh.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // An item with a save still under way keeps its edit: the server's copy may predate it, and the next edit
        // builds on what the row shows. The save's answer then lands on the new base.
        let shown = Dictionary(items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        items = fresh.map { item in saves[item.id] == nil ? item : shown[item.id] ?? item }
        step.changes.append(.reloaded)
    }

    private mutating func append(_ page: [Item], _ step: inout Step) {
        var seen = Set(items.map(\.id))
        let fresh = page.filter { seen.insert($0.id).inserted }
        guard !fresh.isEmpty else { return }
        items += fresh
        for item in fresh { confirmed[item.id] = item }
        step.changes.append(.appended(items.count - fresh.count..<items.count))
    }

    // MARK: Actions on one item

    private mutating func ask(_ action: Item.Action, on id: Item.ID, _ step: inout Step) {
        guard let index = index(of: id) else { return }
        switch action.style {
        case .confirmed, .removal:
            clearFailure(&step)
            let request = nextRequest()
            actions[request] = ActionInFlight(action: action, id: id)
            step.commands.append(.perform(request, action, items[index]))
        case .optimistic:
            var edited = items[index]
            action.change(&edited)
            guard edited != items[index] else { return }
            clearFailure(&step)
            items[index] = edited
            step.changes.append(.updated([index]))
            if saves[id] != nil {
                // One save of an item at a time: this edit goes with the next one, when the current one answers.
                saves[id]?.editedSince = action
            } else {
                startSave(action, of: edited, &step)
            }
        }
    }

    private mutating func startSave(_ action: Item.Action, of item: Item, _ step: inout Step) {
        let request = nextRequest()
        saves[item.id] = Save(request: request, action: action, editedSince: nil)
        step.commands.append(.perform(request, action, item))
    }

    private mutating func finishAction(
        _ request: ListRequest, _ result: Result<Item.Action.Answer, APIError>, _ step: inout Step
    ) {
        if let inFlight = actions.removeValue(forKey: request) {
            finishConfirmed(inFlight, result, &step)
        } else if let (id, save) = saves.first(where: { $0.value.request == request }) {
            finishSave(save, of: id, result, &step)
        }
    }

    private mutating func finishConfirmed(
        _ inFlight: ActionInFlight, _ result: Result<Item.Action.Answer, APIError>, _ step: inout Step
    ) {
        switch result {
        case .success where inFlight.action.style == .removal:
            guard let index = index(of: inFlight.id) else { return }
            items.remove(at: index)
            confirmed[inFlight.id] = nil
            step.changes.append(.removed([index]))
        case .success(let answer):
            update(inFlight.id, &step) { inFlight.action.confirm(&$0, with: answer) }
            if saves[inFlight.id] == nil, let index = index(of: inFlight.id) {
                confirmed[inFlight.id] = items[index]
            }
            switchSource(after: inFlight.action, answer, &step)
        case .failure(let error):
            fail(error, retry: .action(inFlight.action, inFlight.id), &step)
        }
    }

    private mutating func finishSave(
        _ save: Save, of id: Item.ID, _ result: Result<Item.Action.Answer, APIError>, _ step: inout Step
    ) {
        saves[id] = nil
        switch result {
        case .success(let answer):
            if var item = confirmed[id] {
                save.action.confirm(&item, with: answer)
                confirmed[id] = item
            }
        case .failure(let error):
            fail(error, retry: .action(save.action, id), &step)
        }
        if let later = save.editedSince, let index = index(of: id) {
            // Edits made meanwhile stand and are saved now, on top of what the server confirmed.
            startSave(later, of: items[index], &step)
        } else if let item = confirmed[id] {
            // The row shows what the server confirmed: the saved item, or the item before the edit (the rollback).
            update(id, &step) { $0 = item }
        }
        if case .success(let answer) = result, saves[id] == nil {
            switchSource(after: save.action, answer, &step)
        }
    }

    private mutating func switchSource(after action: Item.Action, _ answer: Item.Action.Answer, _ step: inout Step) {
        guard let next = action.source(after: answer, in: source) else { return }
        source = next
        startPageLoad(replacingItems: true, &step)
    }

    private mutating func update(_ id: Item.ID, _ step: inout Step, _ change: (inout Item) -> Void) {
        guard let index = index(of: id) else { return }
        var item = items[index]
        change(&item)
        guard item != items[index] else { return }
        items[index] = item
        step.changes.append(.updated([index]))
    }

    // MARK: Failure and retry

    private mutating func retryFailedAction(_ step: inout Step) {
        guard let retry, failure?.isRetryable == true else { return }
        switch retry {
        case .reload: startPageLoad(replacingItems: true, &step)
        case .nextPage: if pageLoad == nil { startPageLoad(replacingItems: false, &step) }
        case .action(let action, let id): ask(action, on: id, &step)
        }
    }

    private mutating func fail(_ error: APIError, retry: Retry?, _ step: inout Step) {
        self.retry = retry
        failure = ListFailure(error: error, isRetryable: retry != nil)
        step.changes.append(.failureChanged(failure))
    }

    private mutating func clearFailure(_ step: inout Step) {
        retry = nil
        guard failure != nil else { return }
        failure = nil
        step.changes.append(.failureChanged(nil))
    }

    private mutating func nextRequest() -> ListRequest {
        lastRequest += 1
        return ListRequest(lastRequest)
    }
}
