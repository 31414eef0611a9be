import BrowserKit

/// One of Profile's list modules (Blogs, Drafts, Trash) as it shows: its status line over its list, with
/// pull-to-refresh and `More`.
@MainActor
public final class ListModuleView: View, ListSceneView {
    /// `Loading…`, or the module's own error with `Retry`.
    public let status = LoadStatusView()
    /// The module's rows.
    public let tableView: TableView
    /// Pull-to-refresh on ``tableView``.
    public let refreshControl = RefreshControl()

    /// Creates an empty module whose list is named `label`.
    public init(label: String) {
        tableView = TableView(label: label)
        super.init()
        className = "module"
        tableView.refreshControl = refreshControl
        tableView.loadsMore = true
        tableView.alwaysSelectsARow = true
        status.describe(tableView)
        addSubview(status)
        addSubview(tableView)
    }

    /// Creates an empty module listing rows of `cellClass`.
    public convenience init(listing cellClass: any ListModuleCell.Type) {
        self.init(label: cellClass.listLabel)
    }
}

/// A cell a ``ListModuleView`` lists: the browser needs the list's accessible name.
@MainActor
public protocol ListModuleCell: TableViewCell {
    /// The name of a list of these rows, for assistive technology.
    static var listLabel: String { get }
}
