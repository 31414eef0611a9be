/// Supplies a ``TableView``'s rows: how many, and a cell for each.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many rows the table has.
    func numberOfRows(in tableView: TableView) -> Int
    /// The cell that shows `row` (a new one, or one the source keeps: the table holds it while the row shows).
    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell
}

/// Hears what the user does with a ``TableView``'s rows.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The user chose `row` (a click, or enter on the highlighted row).
    func tableView(_ tableView: TableView, didSelectRow row: Int)
    /// ↑ or ↓ moved the highlight to `row`.
    func tableView(_ tableView: TableView, didHighlightRow row: Int)
    /// The user reached the end of the list (↓ on the last row, or the `More` button): load more, if there is more.
    func tableViewDidReachEnd(_ tableView: TableView)
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRow row: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didHighlightRow row: Int) {}
    /// Does nothing.
    public func tableViewDidReachEnd(_ tableView: TableView) {}
}
