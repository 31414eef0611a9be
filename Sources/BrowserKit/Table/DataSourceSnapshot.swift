/// What a ``TableViewDiffableDataSource`` shows: its item identifiers in order, and which of them to show anew.
public struct DataSourceSnapshot<ItemIdentifier: Hashable>: Hashable {
    /// The items, top first.
    public private(set) var itemIdentifiers: [ItemIdentifier]
    /// The items whose cells are made anew when the snapshot is applied.
    public private(set) var reloadedItemIdentifiers: Set<ItemIdentifier> = []

    /// A snapshot of `items`, top first.
    public init(_ items: [ItemIdentifier] = []) {
        itemIdentifiers = items
    }

    /// Marks `items` to be shown anew: their rows get new cells, in the same places in the page.
    public mutating func reloadItems(_ items: [ItemIdentifier]) {
        reloadedItemIdentifiers.formUnion(items.filter(itemIdentifiers.contains))
    }
}

extension DataSourceSnapshot: Sendable where ItemIdentifier: Sendable {}
