import BrowserKit

/// A view whose content is one list: its table, the refresh control on it, and its status line. Controllers that
/// apply a list's changes to it need nothing else.
@MainActor
public protocol ListSceneView: AnyObject {
    /// The rows.
    var tableView: TableView { get }
    /// Pull-to-refresh on ``tableView``, if the list refreshes.
    var refreshControl: RefreshControl { get }
    /// `Loading…`, or the error with `Retry`.
    var status: LoadStatusView { get }
}

extension ListSceneView {
    /// Shows `Loading…` while the list loads; when it stops, a pull-to-refresh under way ends too.
    public func showLoading(_ isLoading: Bool) {
        status.isLoading = isLoading
        if !isLoading { refreshControl.endRefreshing() }
    }
}
