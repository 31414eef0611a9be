/// Supplies a table's rows — the toolkit's `UITableViewDataSource` (one section).
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of rows.
    func numberOfRows(in tableView: TableView) -> Int

    /// A configured cell for the row at `indexPath`; get it from
    /// ``TableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
}
