/// What the News presenter can ask of its view: table changes, the `Loading…` indicator, the error with `Retry`.
@MainActor
public protocol NewsView: AnyObject {
    /// The whole list changed (first page, refresh, mode switch): ask for every row again.
    func reloadAllRows()
    /// Rows `rows` were appended (the next page); the rows above them did not change.
    func insertRows(_ rows: Range<Int>)
    /// Shows `Loading…` while any request is in flight, hides it when none is.
    func showLoading(_ isLoading: Bool)
    /// Shows the error, with `Retry` when `canRetry`, or hides both when `message` is `nil`. Rows stay as they are.
    func showError(_ message: String?, canRetry: Bool)
}
