/// A reusable table data source and delegate: items, a cell identifier, a configure closure and a select closure.
///
/// The seed's `LMDataSource` made real: the controller stops repeating the same four table methods and
/// says only what differs — how a cell shows an item, and what selecting one does.
///
/// ```swift
/// let counters = ListDataSource<Counter, CounterCell>(cellIdentifier: "counter") { cell, counter, _ in
///     cell.show(counter)
/// } select: { counter, _ in
///     print("selected", counter.name)
/// }
/// counters.attach(to: tableView)   // registers CounterCell, becomes data source and delegate
/// counters.items = loaded          // then tableView.reloadData() or reloadRows(at:)
/// ```
///
/// The table holds its data source weakly, as in UIKit: keep a strong reference to this object.
@MainActor
public final class ListDataSource<Item, Cell: TableViewCell>: TableViewDataSource, TableViewDelegate {
    /// Sets up a dequeued cell for an item at an index path.
    public typealias Configure = @MainActor (Cell, Item, IndexPath) -> Void
    /// Reacts to the user selecting an item.
    public typealias Select = @MainActor (Item, IndexPath) -> Void

    /// The rows' items, top first. Changing them does not redraw: tell the table (`reloadData`, `reloadRows`).
    public var items: [Item]
    /// The reuse identifier the cells are registered and dequeued with.
    public let cellIdentifier: String
    private let configure: Configure
    private let select: Select

    /// Creates a data source for cells of class `Cell` registered as `cellIdentifier`.
    public init(
        cellIdentifier: String, items: [Item] = [], configure: @escaping Configure,
        select: @escaping Select = { _, _ in }
    ) {
        self.cellIdentifier = cellIdentifier
        self.items = items
        self.configure = configure
        self.select = select
    }

    /// Registers `Cell` with `tableView` and becomes its data source and delegate.
    public func attach(to tableView: TableView) {
        tableView.register(Cell.self, forCellReuseIdentifier: cellIdentifier)
        tableView.delegate = self
        tableView.dataSource = self
    }

    /// The item at `indexPath`, if there is such a row.
    public func item(at indexPath: IndexPath) -> Item? {
        items.indices.contains(indexPath.row) ? items[indexPath.row] : nil
    }

    /// The number of items.
    public func numberOfRows(in tableView: TableView) -> Int {
        items.count
    }

    /// Dequeues a cell and lets the configure closure set it up for the row's item.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let dequeued = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            preconditionFailure(
                "ListDataSource: \"\(cellIdentifier)\" dequeued a \(type(of: dequeued)), not a \(Cell.self); "
                    + "register \(Cell.self) for it (attach(to:) does)")
        }
        configure(cell, items[indexPath.row], indexPath)
        return cell
    }

    /// Passes the selected row's item to the select closure.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let item = item(at: indexPath) else { return }
        select(item, indexPath)
    }
}
