import Foundation

/// Supplies a ``TableView``'s rows: how many, and a cell for each.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// How many rows the table has.
    func numberOfRows(in tableView: TableView) -> Int
    /// The cell that shows the row at `indexPath`: dequeued from the table (``TableView/dequeueReusableCell(_:for:)``)
    /// or one the source keeps; the table holds it while the row shows.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}

/// Hears what the user does with a ``TableView``'s rows.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The user chose the row at `indexPath` (a click, or enter on the highlighted row).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// ↑ or ↓ moved the highlight to the row at `indexPath`.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The user reached the end of the list (↓ on the last row, or the `More` button): load more, if there is more.
    func tableViewDidReachEnd(_ tableView: TableView)
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableViewDidReachEnd(_ tableView: TableView) {}
}
