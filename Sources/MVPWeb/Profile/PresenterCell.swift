import BrowserKit

/// A Profile row cell that shows what its cell presenter tells it: the one thing a list module's table needs of
/// its cells.
@MainActor
protocol PresenterCell: TableViewCell {
    /// The cell presenter of a row.
    associatedtype Presenter
    /// The name of the list the rows are in.
    static var listLabel: String { get }
    /// Creates an empty cell.
    init()
    /// Binds the cell to `presenter`: it shows the row, and the row's buttons go to it.
    func bind(to presenter: Presenter)
}
