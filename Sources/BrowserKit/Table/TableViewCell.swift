/// One row of a ``TableView``: a view the table wraps in its list item. Subclasses render the row's content.
@MainActor
open class TableViewCell: View {
    /// The row's identity in the page, given by the table: a row whose cell is kept keeps its element.
    public internal(set) var rowKey = 0

    /// The row this cell shows, while a list shows it.
    public var rowIndex: Int? {
        (superview as? TableView)?.row(for: self)
    }

    /// Creates an empty cell.
    public override init() {
        super.init()
    }
}
