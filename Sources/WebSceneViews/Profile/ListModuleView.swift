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
        status.describe(tableView)
        addSubview(status)
        addSubview(tableView)
    }
}
