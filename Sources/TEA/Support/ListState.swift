import Model

/// What a Model ``PagedList`` shows, as a value a scene's state can hold: the items, the ``LoadStatus`` (`Loading…`,
/// the error, `Retry`) and whether more pages follow. The list keeps its rules (paging, stale answers, optimistic
/// edits and rollback, retry); a scene's effect runner owns it and reports each change as a new `ListState` message.
public struct ListState<Item: Identifiable & Equatable & Sendable>: Equatable, Sendable where Item.ID: Sendable {
    /// The items, in list order.
    public var items: [Item] = []
    /// `Loading…` and the error.
    public var status = LoadStatus()
    /// Whether more pages follow.
    public var hasMore = false

    /// An empty list, before its first load.
    public init() {}

    /// The state `list` shows now.
    @MainActor
    public init(_ list: PagedList<Item>) where Item: ListItem {
        items = list.items
        status = list.status
        hasMore = list.hasMore
    }
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
