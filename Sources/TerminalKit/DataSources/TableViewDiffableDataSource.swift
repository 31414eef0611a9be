/// A table data source driven by snapshots of item identifiers — the toolkit's `UITableViewDiffableDataSource`.
///
/// ``apply(_:animatingDifferences:)`` compares the new snapshot with the current one (``HeckelDiff``, linear in
/// the common case) and tells the table only what changed: `deleteRows`, `insertRows`, `reloadRows`. Rows that
/// did not change are not asked for again and do not redraw. The first non-empty snapshot loads with `reloadData`.
///
/// ```swift
/// dataSource = TableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, id in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "blog", for: indexPath)
///     cell.textLabel.text = store.blog(id).title
///     return cell
/// }
/// var snapshot = DataSourceSnapshot<Blog.ID>()
/// snapshot.appendItems(blogs.map(\.id))
/// dataSource.apply(snapshot)
/// ```
///
/// The table holds its data source weakly, as in UIKit: keep a strong reference to this object.
@MainActor
public final class TableViewDiffableDataSource<ItemIdentifier: Hashable>: TableViewDataSource {
    /// Makes the cell for a row: dequeue it from the table and configure it for the item.
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemIdentifier) -> TableViewCell

    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = DataSourceSnapshot<ItemIdentifier>()

    /// Creates the data source and makes it `tableView`'s data source.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the current snapshot, to change and apply again.
    public func snapshot() -> DataSourceSnapshot<ItemIdentifier> {
        DataSourceSnapshot(current.itemIdentifiers)
    }

    /// The item shown at `indexPath`, if there is such a row.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifier? {
        current.itemIdentifiers.indices.contains(indexPath.row) ? current.itemIdentifiers[indexPath.row] : nil
    }

    /// The row showing `item`, if it is in the current snapshot.
    public func indexPath(for item: ItemIdentifier) -> IndexPath? {
        current.indexOfItem(item).map { IndexPath(row: $0) }
    }

    /// Makes `snapshot` current and updates only the rows that changed; answers the changes applied.
    ///
    /// - Parameters:
    ///   - snapshot: the items to show, in order.
    ///   - animatingDifferences: accepted for UIKit's sake; a terminal does not animate, so both values apply the
    ///     same changes.
    @discardableResult
    public func apply(_ snapshot: DataSourceSnapshot<ItemIdentifier>, animatingDifferences: Bool = true)
        -> Changeset
    {
        let old = current.itemIdentifiers
        let new = snapshot.itemIdentifiers
        let reloaded = snapshot.reloadedItemIdentifiers
        let changes = HeckelDiff.changes(oldIdentifiers: old, newIdentifiers: new) { _, newIndex in
            reloaded.contains(new[newIndex])
        }
        current = DataSourceSnapshot(new)
        guard let tableView, !changes.isEmpty else { return changes }
        if old.isEmpty {
            tableView.reloadData()
            return changes
        }
        tableView.deleteRows(at: changes.removedIndices.map { IndexPath(row: $0) })
        tableView.insertRows(at: changes.insertedIndices.map { IndexPath(row: $0) })
        tableView.reloadRows(at: changes.reloads.map { IndexPath(row: $0) })
        return changes
    }

    /// Makes `snapshot` current and reloads the whole table, without diffing.
    public func applySnapshotUsingReloadData(_ snapshot: DataSourceSnapshot<ItemIdentifier>) {
        current = DataSourceSnapshot(snapshot.itemIdentifiers)
        tableView?.reloadData()
    }

    /// The number of items in the current snapshot.
    public func numberOfRows(in tableView: TableView) -> Int {
        current.numberOfItems
    }

    /// The cell provider's cell for the item at `indexPath`.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cellProvider(tableView, indexPath, current.itemIdentifiers[indexPath.row])
    }
}
