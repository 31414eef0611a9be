import BrowserKit

/// The News screen's views, the same in every architecture: the header, the status line, and the list of
/// ``NewsCell`` rows with pull-to-refresh and `More`.
@MainActor
public final class NewsSceneView: View, ListSceneView {
    /// The load mode and the hint.
    public let header: NewsHeaderView
    /// `Loading…`, or the error (with `Retry`).
    public let status = LoadStatusView()
    /// The rows.
    public let tableView = TableView(label: "News")
    /// Pull-to-refresh on ``tableView``.
    public let refreshControl = RefreshControl()

    /// Creates the screen with an empty list and `selectedMode` selected.
    public init(modes: [String], selectedMode: String) {
        header = NewsHeaderView(modes: modes, selectedMode: selectedMode)
        super.init()
        className = "scene"
        tableView.refreshControl = refreshControl
        tableView.loadsMore = true
        tableView.alwaysSelectsARow = true
        status.describe(tableView)
        addSubview(header)
        addSubview(status)
        addSubview(tableView)
    }
}
