import Model

/// What a list presenter asks of its passive view: the table's changes, `Loading…`, and the error with `Retry`.
/// The view asks the presenter for each row's content when it draws the row.
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

extension ListView {
    /// Tells this view what `change` of its list means for the table: what every VIPER list presenter does with
    /// the changes its interactor reports.
    func show(_ change: ListChange) {
        guard !showStatus(of: change) else { return }
        switch change {
        case .reloaded: reloadAllRows()
        case .appended(let rows): insertRows(rows)
        case .updated(let rows): reloadRows(rows)
        case .removed(let rows): removeRows(rows)
        case .loadingChanged, .failureChanged: break
        }
    }
}
