/// What the Counter presenter can ask of its view: redraw the table or one row, and — as every view — `Loading…` and the error.
@MainActor
public protocol CounterView: LoadStateView {
    /// The whole list changed (first load, or the swap to the `alt` set): ask for every row again.
    func reloadAllRows()
    /// Only row `index` changed: reconfigure that row's cell and nothing else.
    func reloadRow(at index: Int)
}
