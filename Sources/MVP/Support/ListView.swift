/// What a list presenter asks of its passive view: the table's changes, `Loading…`, and the error with `Retry`.
@MainActor
public protocol ListView: LoadStateView {
    /// The whole list changed: ask for every row again.
    func reloadAllRows()
    /// Rows `rows` were appended; the rows above did not change.
    func insertRows(_ rows: Range<Int>)
    /// Rows `rows` (numbered before the removal) are gone; the rows below move up.
    func removeRows(_ rows: [Int])
}
