/// A reusable list data source and delegate: items, a way to make a cell, a configure closure and a select closure —
/// the seed's `LMDataSource` for the browser. The controller says only what differs: how a cell shows an item, and
/// what selecting one does.
///
/// The table holds its data source weakly: keep a strong reference to this object.
@MainActor
public final class ListDataSource<Item, Cell: TableViewCell>: TableViewDataSource, TableViewDelegate {
    /// Sets up a new cell for an item at a row.
    public typealias Configure = @MainActor (Cell, Item, Int) -> Void
    /// Reacts to the user selecting an item.
    public typealias Select = @MainActor (Item, Int) -> Void

    /// The rows' items, top first. Changing them does not redraw: tell the table (`reloadData`, `reloadRows`).
    public var items: [Item]
    private let makeCell: @MainActor () -> Cell
    private let configure: Configure
    private let select: Select

    /// Creates a data source whose cells `makeCell` makes and `configure` sets up.
    public init(
        items: [Item] = [], makeCell: @escaping @MainActor () -> Cell, configure: @escaping Configure,
        select: @escaping Select = { _, _ in }
    ) {
        self.items = items
        self.makeCell = makeCell
        self.configure = configure
        self.select = select
    }

    /// Becomes `tableView`'s data source and delegate.
    public func attach(to tableView: TableView) {
        tableView.delegate = self
        tableView.dataSource = self
    }

    /// The item at `row`, if there is such a row.
    public func item(at row: Int) -> Item? {
        items.indices.contains(row) ? items[row] : nil
    }

    public func numberOfRows(in tableView: TableView) -> Int {
        items.count
    }

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = makeCell()
        if let item = item(at: row) { configure(cell, item, row) }
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRow row: Int) {
        guard let item = item(at: row) else { return }
        select(item, row)
    }
}
