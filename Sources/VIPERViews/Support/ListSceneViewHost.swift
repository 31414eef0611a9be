import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A passive ``ListView`` whose table, refresh control and status line are those of a ``ListSceneView``: it carries
/// out what its presenter asks on them, and nothing else.
@MainActor
public protocol ListSceneViewHost: ListView {
    /// The view the presenter's requests land on.
    var listSceneView: any ListSceneView { get }
}

extension ListSceneViewHost {
    public func reloadAllRows() {
        listSceneView.tableView.reloadData()
    }

    public func reloadRows(_ rows: [Int]) {
        listSceneView.tableView.reloadRows(at: rows.map { IndexPath(row: $0) })
    }

    public func insertRows(_ rows: Range<Int>) {
        listSceneView.tableView.insertRows(at: rows.map { IndexPath(row: $0) })
    }

    public func removeRows(_ rows: [Int]) {
        listSceneView.tableView.deleteRows(at: rows.map { IndexPath(row: $0) })
    }

    /// Shows or hides `Loading…`; ends a pull-to-refresh when loading stops.
    public func showLoading(_ isLoading: Bool) {
        listSceneView.showLoading(isLoading)
    }

    public func showError(_ message: String?, canRetry: Bool) {
        listSceneView.status.showError(message, canRetry: canRetry)
    }
}
