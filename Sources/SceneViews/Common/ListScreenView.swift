import TerminalKit

/// A screen that is one list, the same in every architecture: a hint line, the status line, and the table with
/// pull-to-refresh (Following, Discover, Voice).
@MainActor
public final class ListScreenView: StackView, ListSceneView {
    /// The rows.
    public let tableView = TableView()
    /// Pull-to-refresh on ``tableView``.
    public let refreshControl = RefreshControl()
    /// `Loading…`, or the error (with `Retry` when the list could not load).
    public let status = LoadStatusView()
    /// The search field between the hint and the status line, on the screens that have one (Discover).
    public let searchBar: UserSearchBar?

    /// Creates the screen with an empty table under `hint` (what the keys do), and `searchBar` under the hint.
    public init(hint: String, searchBar: UserSearchBar? = nil) {
        self.searchBar = searchBar
        super.init(axis: .vertical)
        tableView.alwaysSelectsARow = true
        tableView.refreshControl = refreshControl
        refreshControl.showsRefreshingLine = false
        status.describe(tableView)
        let hintBar = StackView(axis: .horizontal)
        hintBar.insets = EdgeInsets(left: 1, right: 1)
        hintBar.addArrangedSubview(Label(text: hint, style: Style(dim: true)), length: .flexible())
        addArrangedSubview(hintBar, length: .fixed(1))
        if let searchBar { addArrangedSubview(searchBar, length: .fixed(1)) }
        addArrangedSubview(status, length: .fixed(1))
        addArrangedSubview(tableView, length: .flexible())
    }
}
