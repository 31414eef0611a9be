import TerminalKit

/// A list module's view (Blogs, Drafts, Trash): its own status line — `Loading…`, or its error with `Retry` — over
/// its table, which pulls to refresh. The module's controller fills the table; the scene only places this view.
@MainActor
public final class ListModuleView: StackView {
    /// `Loading…`, or the module's error with `Retry`.
    public let status = LoadStatusView()
    /// The rows.
    public let tableView = TableView()
    /// Pull-to-refresh on ``tableView``.
    public let refreshControl = RefreshControl()

    /// Creates the view for rows `rowHeight` lines high.
    public init(rowHeight: Int) {
        super.init(axis: .vertical)
        tableView.alwaysSelectsARow = true
        tableView.rowHeight = rowHeight
        tableView.refreshControl = refreshControl
        refreshControl.showsRefreshingLine = false
        status.describe(tableView)
        addArrangedSubview(status, length: .fixed(1))
        addArrangedSubview(tableView, length: .flexible())
    }

    /// Creates the view for rows of `cellClass`.
    public convenience init(listing cellClass: any ListModuleCell.Type) {
        self.init(rowHeight: cellClass.height)
    }
}

/// A cell a ``ListModuleView`` lists: the terminal needs its height.
@MainActor
public protocol ListModuleCell: TableViewCell {
    /// How many lines a row is high.
    static var height: Int { get }
}
