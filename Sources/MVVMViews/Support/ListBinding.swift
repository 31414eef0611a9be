import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// Binds a view model's ``RowList`` to a ``ListSceneView``: the rows through a diffable data source keyed by row id
/// (a reload that keeps the same rows changes nothing; appended or removed rows are inserted or deleted), and
/// `Loading…` and the error to the status line. A row's own changes reach its cell through the cell's binding.
@MainActor
final class ListBinding<Item: Identifiable, Row: AnyObject & Identifiable> where Row.ID == Item.ID {
    /// Makes the cell of a row: dequeue it and bind it to the row's view model.
    typealias CellProvider = @MainActor (TableView, IndexPath, Row) -> TableViewCell

    private var dataSource: TableViewDiffableDataSource<Row.ID>?
    private var rowsByID: [Row.ID: Row] = [:]
    private var tokens: [ObservationToken] = []

    /// Binds `rows` to `view`, cells made by `cell`; the binding lasts as long as this object.
    init(_ rows: RowList<Item, Row>, to view: any ListSceneView, cell: @escaping CellProvider) {
        dataSource = TableViewDiffableDataSource(tableView: view.tableView) { [weak self] tableView, indexPath, id in
            guard let row = self?.rowsByID[id] else { return TableViewCell(reuseIdentifier: nil) }
            return cell(tableView, indexPath, row)
        }
        let status = rows.status
        tokens = [
            observe({ rows.rows }) { [weak self] rows in self?.show(rows) },
            observe({ status.isLoading }) { [weak view] isLoading in view?.showLoading(isLoading) },
            observe({ (status.errorMessage, status.canRetry) }) { [weak view] message, canRetry in
                view?.status.showError(message, canRetry: canRetry)
            },
        ]
    }

    private func show(_ rows: [Row]) {
        rowsByID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        dataSource?.apply(DataSourceSnapshot(rows.map(\.id)))
    }
}
