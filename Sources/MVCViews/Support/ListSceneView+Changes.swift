import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

extension ListSceneView {
    /// Applies a list's change to this view, as precisely as it says: the whole table, the appended, updated or
    /// removed rows, `Loading…`, or the error. MVC's controllers forward their model's changes here.
    func apply(_ change: ListChange) {
        switch change {
        case .reloaded:
            tableView.reloadData()
        case .appended(let rows):
            tableView.insertRows(at: rows.map { IndexPath(row: $0) })
        case .updated(let rows):
            tableView.reloadRows(at: rows.map { IndexPath(row: $0) })
        case .removed(let rows):
            tableView.deleteRows(at: rows.map { IndexPath(row: $0) })
        case .loadingChanged(let isLoading):
            showLoading(isLoading)
        case .failureChanged(let failure):
            status.showFailure(failure)
        }
    }
}
