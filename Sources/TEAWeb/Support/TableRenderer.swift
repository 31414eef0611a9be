import BrowserKit

/// Renders a state's rows — values, keyed by id — into a list: each render hands over the whole list, new ids become
/// new rows, gone ids go, and a row whose value changed is shown again in its own cell. The page's diff then sends
/// exactly that: a one-row change is that row's patch.
@MainActor
final class TableRenderer<Row: Identifiable & Equatable, Cell: TableViewCell> {
    /// Shows a row's value in its cell.
    typealias Configure = @MainActor (Cell, Row) -> Void
    private var dataSource: TableViewDiffableDataSource<Row.ID>?
    private var shown: [Row] = []
    private var rowsByID: [Row.ID: Row] = [:]
    private var cellsByID: [Row.ID: Cell] = [:]
    private let configure: Configure

    /// Renders into `tableView`, cells made by `makeCell` and set up by `configure`.
    init(_ tableView: TableView, makeCell: @escaping @MainActor () -> Cell, configure: @escaping Configure) {
        self.configure = configure
        dataSource = TableViewDiffableDataSource(tableView: tableView) { [weak self] _, _, id in
            let cell = makeCell()
            if let row = self?.rowsByID[id] {
                configure(cell, row)
                self?.cellsByID[id] = cell
            }
            return cell
        }
    }

    /// The row shown at `index`, if any.
    func row(at index: Int) -> Row? {
        dataSource?.itemIdentifier(at: index).flatMap { rowsByID[$0] }
    }

    /// Shows `rows`, touching only what differs from what is shown.
    func render(_ rows: [Row]) {
        guard rows != shown else { return }
        let before = rowsByID
        rowsByID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ids = rows.map(\.id)
        cellsByID = cellsByID.filter { rowsByID[$0.key] != nil }
        for row in rows where before[row.id].map({ $0 != row }) ?? false {
            if let cell = cellsByID[row.id] { configure(cell, row) }
        }
        if shown.map(\.id) != ids { dataSource?.apply(ids) }
        shown = rows
    }
}
