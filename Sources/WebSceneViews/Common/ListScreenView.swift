import BrowserKit

/// A screen that is one list, the same in every architecture: a hint line, an optional search field, the status
/// line, and the list with pull-to-refresh (Following, Discover, Voice).
@MainActor
public final class ListScreenView: View, ListSceneView {
    /// The rows.
    public let tableView: TableView
    /// Pull-to-refresh on ``tableView``.
    public let refreshControl = RefreshControl()
    /// `Loading…`, or the error (with `Retry` when the list could not load).
    public let status = LoadStatusView()
    /// The search field over the list, on the screens that have one (Discover).
    public let searchBar: UserSearchBar?

    /// Creates the screen with an empty list named `label` under `hint`, and `searchBar` under the hint.
    public init(hint: String, label: String, searchBar: UserSearchBar? = nil) {
        tableView = TableView(label: label)
        self.searchBar = searchBar
        super.init()
        className = "scene"
        tableView.refreshControl = refreshControl
        tableView.alwaysSelectsARow = true
        status.describe(tableView)
        addSubview(Label(text: hint, tag: "p", className: "hint"))
        if let searchBar { addSubview(searchBar) }
        addSubview(status)
        addSubview(tableView)
    }
}
