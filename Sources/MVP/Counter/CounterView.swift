/// What the Counter presenter can ask of its view: redraw the table or one row, `Loading…`, and the error.
@MainActor
public protocol CounterView: AnyObject {
    /// The whole list changed (first load, or the swap to the `alt` set): ask for every row again.
    func reloadAllRows()
    /// Only row `index` changed: reconfigure that row's cell and nothing else.
    func reloadRow(at index: Int)
    /// Shows `Loading…` while the counters load.
    func showLoading(_ isLoading: Bool)
    /// Shows the error, with `Retry` when `canRetry`, or hides both when `message` is `nil`.
    func showError(_ message: String?, canRetry: Bool)
}
