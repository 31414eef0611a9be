import BrowserKit
import Model
import WebSceneViews

extension ListSceneView {
    /// Applies a business model's list change to the screen: exactly the rows it names, `Loading…`, the error.
    func apply(_ change: ListChange) {
        switch change {
        case .reloaded:
            tableView.reloadData()
        case .appended(let rows):
            tableView.insertRows(at: Array(rows))
        case .updated(let rows):
            tableView.reloadRows(at: rows)
        case .removed(let rows):
            tableView.deleteRows(at: rows)
        case .loadingChanged(let isLoading):
            showLoading(isLoading)
        case .failureChanged(let failure):
            status.showFailure(failure)
        }
    }
}
