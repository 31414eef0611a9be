/// Feeds a ``TableView`` from a list of item identifiers: ``apply(_:reloading:)`` hands it the new list, and each
/// item keeps its cell — and so its element in the page — for as long as it is in the list. A new id is one inserted
/// row, a gone id one removed row, a reloaded id one new cell; everything else stays as it is.
@MainActor
public final class TableViewDiffableDataSource<ItemID: Hashable>: TableViewDataSource {
    /// Makes the cell of the item with an id at a row.
    public typealias CellProvider = @MainActor (TableView, Int, ItemID) -> TableViewCell

    /// The item ids, top first.
    public private(set) var itemIDs: [ItemID] = []
    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var cells: [ItemID: TableViewCell] = [:]

    /// Becomes `tableView`'s data source, its cells made by `cellProvider`.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// Shows `ids`; the items in `reloading` get new cells.
    public func apply(_ ids: [ItemID], reloading: Set<ItemID> = []) {
        let kept = Set(ids)
        cells = cells.filter { kept.contains($0.key) && !reloading.contains($0.key) }
        itemIDs = ids
        tableView?.reloadData()
    }

    /// The id of the item at `row`, if any.
    public func itemIdentifier(at row: Int) -> ItemID? {
        itemIDs.indices.contains(row) ? itemIDs[row] : nil
    }

    public func numberOfRows(in tableView: TableView) -> Int {
        itemIDs.count
    }

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        guard let id = itemIdentifier(at: row) else { return TableViewCell() }
        if let cell = cells[id] { return cell }
        let cell = cellProvider(tableView, row, id)
        cells[id] = cell
        return cell
    }
}
