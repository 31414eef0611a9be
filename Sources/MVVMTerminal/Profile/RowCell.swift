import TerminalKit

/// A Profile row cell bound to its row's view model: the one thing a list module's table needs of its cells.
@MainActor
protocol RowCell: TableViewCell {
    /// The view model of a row.
    associatedtype Row
    /// The height of every row.
    static var rowHeight: Int { get }
    /// Shows `row` and follows its changes.
    func bind(to row: Row)
}
