/// Hears what happens in a table — the toolkit's `UITableViewDelegate`. Every method is optional.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// The user selected a row (enter or space on it, or a headless `select N`).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)

    /// The selection moved to another row (arrow keys); the default does nothing.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)

    /// A cell is about to show for a row.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)

    /// The user reached the end of the list (the selection arrived at the last row, pressed down there, or a
    /// headless `more`): load the next page here.
    func tableViewDidReachEnd(_ tableView: TableView)
}

extension TableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableViewDidReachEnd(_ tableView: TableView) {}
}
