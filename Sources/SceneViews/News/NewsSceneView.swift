import TerminalKit

/// The News screen's views, the same in every architecture: header, status line, and the table of rows with
/// pull-to-refresh. Controllers register their cell class and fill the table; this view decides only the layout.
@MainActor
public final class NewsSceneView: StackView {
    /// The mode switch.
    public let header: NewsHeaderView
    /// `Loading…`, or the error with `Retry`.
    public let status = LoadStatusView()
    /// The rows.
    public let tableView = TableView()
    /// Pull-to-refresh on ``tableView``.
    public let refreshControl = RefreshControl()

    /// Creates the screen with the mode switch offering `modes`, `selectedMode` picked.
    public init(modes: [String], selectedMode: String) {
        header = NewsHeaderView(modes: modes, selectedMode: selectedMode)
        super.init(axis: .vertical)
        tableView.alwaysSelectsARow = true
        tableView.rowHeight = NewsCell.height
        tableView.refreshControl = refreshControl
        refreshControl.showsRefreshingLine = false
        status.describe(tableView)
        addArrangedSubview(header, length: .fixed(1))
        addArrangedSubview(status, length: .fixed(1))
        addArrangedSubview(tableView, length: .flexible())
    }
}
