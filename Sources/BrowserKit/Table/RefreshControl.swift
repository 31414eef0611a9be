/// A table's pull-to-refresh, in the browser a `Refresh` button over the list (and page up on the first row).
@MainActor
public final class RefreshControl {
    /// Called when the user asks for a refresh (not when ``beginRefreshing()`` is called in code).
    public var onRefresh: (@MainActor () -> Void)?
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    weak var tableView: TableView?

    /// Creates an idle control.
    public init() {}

    /// Marks a refresh as under way.
    public func beginRefreshing() {
        isRefreshing = true
        tableView?.setNeedsRender()
    }

    /// Marks the refresh as done.
    public func endRefreshing() {
        isRefreshing = false
        tableView?.setNeedsRender()
    }
}
