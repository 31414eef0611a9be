import Model

/// What a Model ``PagedList`` shows, as a value a scene's state can hold: the items, `Loading…`, the error and
/// whether more pages follow. The list keeps its rules (paging, stale answers, optimistic edits and rollback,
/// retry); a scene's effect runner owns it and reports each change as a new `ListState` message.
public struct ListState<Item: Identifiable & Equatable & Sendable>: Equatable, Sendable where Item.ID: Sendable {
    /// The items, in list order.
    public var items: [Item] = []
    /// Whether a load or a server-confirmed request is in flight: `Loading…`.
    public var isLoading = false
    /// Why the last action failed, until another starts.
    public var failure: ListFailure?
    /// Whether more pages follow.
    public var hasMore = false

    /// An empty list, before its first load.
    public init() {}

    /// The state `list` shows now.
    @MainActor
    public init(_ list: PagedList<Item>) {
        items = list.items
        isLoading = list.isLoading
        failure = list.failure
        hasMore = list.hasMore
    }

    /// The error line, if the last action failed.
    public var errorMessage: String? { failure?.message }
    /// Whether `Retry` shows with the error.
    public var canRetry: Bool { failure?.isRetryable ?? false }
}

extension PagedList {
    /// Reports the list's state after every change to `report` (an effect runner sending it to its store).
    @MainActor
    func reportChanges(to report: @escaping @MainActor (ListState<Item>) -> Void) {
        onChange = { [weak self] _ in
            guard let self else { return }
            report(ListState(self))
        }
    }
}
