import Foundation

/// A reusable list data source and delegate: items, a cell identifier, a configure closure and a select closure —
/// the seed's `LMDataSource`. The controller says only what differs: how a cell shows an item, and what selecting one
/// does.
///
/// The table holds its data source weakly: keep a strong reference to this object.
@MainActor
public final class ListDataSource<Item, Cell: TableViewCell>: TableViewDataSource, TableViewDelegate {
    /// Sets up a dequeued cell for an item at an index path.
    public typealias Configure = @MainActor (Cell, Item, IndexPath) -> Void
    /// Reacts to the user selecting an item.
    public typealias Select = @MainActor (Item, IndexPath) -> Void

    /// The rows' items, top first. Changing them does not redraw: tell the table (`reloadData`, `reloadRows`).
    public var items: [Item]
    /// The identifier `Cell` is registered under.
    public let cellIdentifier: String
    private let configure: Configure
    private let select: Select

    /// Creates a data source whose cells are `Cell`s registered under `cellIdentifier`, set up by `configure`.
    public init(
        cellIdentifier: String, items: [Item] = [], configure: @escaping Configure,
        select: @escaping Select = { _, _ in }
    ) {
        self.items = items
        self.cellIdentifier = cellIdentifier
        self.configure = configure
        self.select = select
    }

    /// Registers `Cell` on `tableView` and becomes its data source and delegate.
    public func attach(to tableView: TableView) {
        tableView.register(Cell.self, forCellReuseIdentifier: cellIdentifier)
        tableView.delegate = self
        tableView.dataSource = self
    }

    /// The item at `indexPath`, if there is such a row.
    public func item(at indexPath: IndexPath) -> Item? {
        items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    public func numberOfRows(in tableView: TableView) -> Int {
        items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        if let cell = cell as? Cell, let item = item(at: indexPath) { configure(cell, item, indexPath) }
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let item = item(at: indexPath) else { return }
        select(item, indexPath)
    }
}
