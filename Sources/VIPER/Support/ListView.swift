/// What a list presenter asks of its passive view: which rows to draw again, `Loading…`, and the error with `Retry`.
/// The view asks the presenter for a row's display value when it draws the row.
@MainActor
public protocol ListView: LoadStateView {
    /// The whole list changed: ask for every row again.
    func reloadAllRows()
    /// Rows `rows` changed: ask for those rows again, and only those.
    func reloadRows(_ rows: [Int])
    /// Rows `rows` were appended; the rows above did not change.
    func insertRows(_ rows: Range<Int>)
    /// Rows `rows` (numbered before the removal) are gone; the rows below move up.
    func removeRows(_ rows: [Int])
}
