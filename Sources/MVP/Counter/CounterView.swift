/// What the Counter presenter can ask of its view: redraw the table, or one row, and show an error.
@MainActor
public protocol CounterView: AnyObject {
    /// The whole list changed (first load, or the swap to the `alt` set): ask for every row again.
    func reloadAllRows()
    /// Only row `index` changed: reconfigure that row's cell and nothing else.
    func reloadRow(at index: Int)
    /// Shows an error line, or hides it when `message` is `nil`.
    func showError(_ message: String?)
}
