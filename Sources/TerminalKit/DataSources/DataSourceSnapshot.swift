/// The state of a table's rows as item identifiers, built up and handed to
/// ``TableViewDiffableDataSource/apply(_:animatingDifferences:)`` — the toolkit's `NSDiffableDataSourceSnapshot`
/// (one section, as TerminalKit tables have).
///
/// Identifiers say which item a row shows, not what it shows: give each item a stable id (`blog.id`), and mark an
/// item whose content changed with ``reloadItems(_:)`` so its row redraws. Identifiers should be unique; if one
/// repeats, its occurrences are matched in order when diffing.
public struct DataSourceSnapshot<ItemIdentifier: Hashable>: Hashable {
    /// The items, top row first.
    public private(set) var itemIdentifiers: [ItemIdentifier]
    /// Items marked with ``reloadItems(_:)``: their rows redraw on apply.
    public private(set) var reloadedItemIdentifiers: Set<ItemIdentifier> = []

    /// Creates an empty snapshot.
    public init() {
        itemIdentifiers = []
    }

    /// Creates a snapshot of `items`, in order.
    public init(_ items: [ItemIdentifier]) {
        itemIdentifiers = items
    }

    /// The number of items.
    public var numberOfItems: Int { itemIdentifiers.count }

    /// The position of `item`, if it is in the snapshot.
    public func indexOfItem(_ item: ItemIdentifier) -> Int? {
        itemIdentifiers.firstIndex(of: item)
    }

    /// Adds items at the end.
    public mutating func appendItems(_ items: [ItemIdentifier]) {
        itemIdentifiers += items
    }

    /// Inserts items just before `item` (at the end if `item` is not there).
    public mutating func insertItems(_ items: [ItemIdentifier], beforeItem item: ItemIdentifier) {
        itemIdentifiers.insert(contentsOf: items, at: indexOfItem(item) ?? itemIdentifiers.count)
    }

    /// Inserts items just after `item` (at the end if `item` is not there).
    public mutating func insertItems(_ items: [ItemIdentifier], afterItem item: ItemIdentifier) {
        itemIdentifiers.insert(contentsOf: items, at: indexOfItem(item).map { $0 + 1 } ?? itemIdentifiers.count)
    }

    /// Removes every occurrence of the given items.
    public mutating func deleteItems(_ items: [ItemIdentifier]) {
        let doomed = Set(items)
        itemIdentifiers.removeAll { doomed.contains($0) }
        reloadedItemIdentifiers.subtract(doomed)
    }

    /// Removes every item.
    public mutating func deleteAllItems() {
        itemIdentifiers.removeAll()
        reloadedItemIdentifiers.removeAll()
    }

    /// Moves `item` to just before `other`; does nothing unless both are in the snapshot.
    public mutating func moveItem(_ item: ItemIdentifier, beforeItem other: ItemIdentifier) {
        guard item != other, let from = indexOfItem(item), indexOfItem(other) != nil else { return }
        itemIdentifiers.remove(at: from)
        itemIdentifiers.insert(item, at: indexOfItem(other) ?? itemIdentifiers.count)
    }

    /// Moves `item` to just after `other`; does nothing unless both are in the snapshot.
    public mutating func moveItem(_ item: ItemIdentifier, afterItem other: ItemIdentifier) {
        guard item != other, let from = indexOfItem(item), indexOfItem(other) != nil else { return }
        itemIdentifiers.remove(at: from)
        itemIdentifiers.insert(item, at: indexOfItem(other).map { $0 + 1 } ?? itemIdentifiers.count)
    }

    /// Marks items whose content changed: on apply their rows ask the cell provider again (items not in the
    /// snapshot are ignored).
    public mutating func reloadItems(_ items: [ItemIdentifier]) {
        reloadedItemIdentifiers.formUnion(items)
    }
}

extension DataSourceSnapshot: Sendable where ItemIdentifier: Sendable {}
