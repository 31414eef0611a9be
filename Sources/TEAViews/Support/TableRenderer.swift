#if BROWSER
    import BrowserKit
#else
    import TerminalKit
#endif

/// Renders a state's rows — values, keyed by id — into a table: each render diffs the new rows against the ones
/// shown, so new ids are inserted, gone ones deleted, and only rows whose value changed are drawn again. The view
/// hands over the whole list every time; this is what keeps a one-row change a one-row redraw.
@MainActor
final class TableRenderer<Row: Identifiable & Equatable> {
    /// Makes the cell of a row: dequeue it and show the row in it.
    typealias CellProvider = @MainActor (TableView, IndexPath, Row) -> TableViewCell

    private var dataSource: TableViewDiffableDataSource<Row.ID>?
    private var shown: [Row] = []
    private var rowsByID: [Row.ID: Row] = [:]

    /// Renders into `tableView`, cells made by `cell`.
    init(_ tableView: TableView, cell: @escaping CellProvider) {
        dataSource = TableViewDiffableDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            guard let row = self?.rowsByID[id] else { return TableViewCell(reuseIdentifier: nil) }
            return cell(tableView, indexPath, row)
        }
    }

    /// The row shown at `indexPath`, if any.
    func row(at indexPath: IndexPath) -> Row? {
        dataSource?.itemIdentifier(for: indexPath).flatMap { rowsByID[$0] }
    }

    /// Shows `rows`, redrawing only what differs from what is shown.
    func render(_ rows: [Row]) {
        guard rows != shown else { return }
        let before = rowsByID
        rowsByID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        shown = rows
        var snapshot = DataSourceSnapshot(rows.map(\.id))
        snapshot.reloadItems(rows.filter { row in before[row.id].map { $0 != row } ?? false }.map(\.id))
        dataSource?.apply(snapshot)
    }
}
