import Foundation

/// One row of a ``TableView``: a view the table wraps in its list item. Subclasses render the row's content.
///
/// The page keeps a cell per row until the row is reloaded or removed; then the table calls ``prepareForReuse()`` on
/// the cell it lets go, so that whatever still writes to it (a cell presenter, a binding) can be let go too.
@MainActor
open class TableViewCell: View {
    /// The identifier the cell was registered under, if any.
    public let reuseIdentifier: String?
    /// The row's identity in the page, given by the table: a row whose cell is kept keeps its element.
    public internal(set) var rowKey = 0

    /// The index path of the row this cell shows, while a table shows it.
    public var indexPath: IndexPath? {
        (superview as? TableView)?.indexPath(for: self)
    }

    /// Creates an empty cell; subclasses that add their own initializers must keep this one.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// The table let the cell go (its row was reloaded or removed): reset what ties it to the row.
    open func prepareForReuse() {}
}
