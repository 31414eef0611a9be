import Foundation

/// Feeds a ``TableView`` from a list of item identifiers: ``apply(_:animatingDifferences:)`` hands it a snapshot,
/// and each item keeps its cell — and so its element in the page — for as long as it is in the list. A new id is one
/// inserted row, a gone id one removed row, a reloaded id one new cell; everything else stays as it is.
@MainActor
public final class TableViewDiffableDataSource<ItemID: Hashable>: TableViewDataSource {
    /// Makes the cell of the item with an id at a row.
    public typealias CellProvider = @MainActor (TableView, IndexPath, ItemID) -> TableViewCell

    /// The item ids, top first.
    public private(set) var itemIDs: [ItemID] = []
    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var cells: [ItemID: TableViewCell] = [:]
    /// The page identities of reloaded items' rows, for their new cells.
    private var rowKeys: [ItemID: Int] = [:]

    /// Becomes `tableView`'s data source, its cells made by `cellProvider`.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Shows `snapshot`: a new id is an inserted row, a gone id a removed row, a reloaded id a new cell in its row's
    /// place in the page (so the page gets what changed in the row); every other row keeps its cell.
    public func apply(_ snapshot: DataSourceSnapshot<ItemID>, animatingDifferences: Bool = true) {
        let kept = Set(snapshot.itemIdentifiers)
        for (id, cell) in cells where kept.contains(id) && snapshot.reloadedItemIdentifiers.contains(id) {
            rowKeys[id] = cell.rowKey
        }
        cells = cells.filter { kept.contains($0.key) && !snapshot.reloadedItemIdentifiers.contains($0.key) }
        itemIDs = snapshot.itemIdentifiers
        tableView?.reloadData()
    }

    /// The id of the item at `indexPath`, if any.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemID? {
        itemIDs.indices.contains(indexPath.row) ? itemIDs[indexPath.row] : nil
    }

    public func numberOfRows(in tableView: TableView) -> Int {
        itemIDs.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard let id = itemIdentifier(for: indexPath) else { return TableViewCell(reuseIdentifier: nil) }
        if let cell = cells[id] { return cell }
        let cell = cellProvider(tableView, indexPath, id)
        if let key = rowKeys.removeValue(forKey: id) { cell.rowKey = key }
        cells[id] = cell
        return cell
    }
}
