import BrowserKit

/// A Profile row cell bound to its row's view model: the one thing a list module's table needs of its cells.
@MainActor
protocol RowCell: TableViewCell {
    /// The view model of a row.
    associatedtype Row
    /// The name of the list the rows are in.
    static var listLabel: String { get }
    /// Creates an empty cell.
    init()
    /// Shows `row` and follows its changes.
    func bind(to row: Row)
}
