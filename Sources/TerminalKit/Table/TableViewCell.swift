/// One row of a ``TableView``, recycled as the table scrolls — the toolkit's `UITableViewCell`.
///
/// Put subviews in ``contentView`` (it fills the cell), or use ``textLabel`` for a plain row. A selected cell
/// draws inverse, and so does everything inside it. Reset per-row state in ``prepareForReuse()``.
@MainActor
open class TableViewCell: View {
    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The view to add the cell's content to; it always fills the cell.
    public let contentView = View()
    // Read on every redraw of the row, set only when the table takes the cell: no dynamic exclusivity check.
    /// The table showing the cell (while it shows).
    @exclusivity(unchecked) public internal(set) weak var tableView: TableView?
    private var defaultLabel: Label?

    // Read or written many times a frame, never across a call that could touch it again: no dynamic
    // exclusivity check.
    /// Whether the row is the table's selected row: the whole row draws inverse.
    @exclusivity(unchecked) public var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }
    /// Whether the row draws highlighted (inverse) for another reason, such as a pressed state.
    @exclusivity(unchecked) public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    /// Creates a cell; tables call this through ``TableView/register(_:forCellReuseIdentifier:)``. Subclasses that
    /// add their own initializers must keep this one.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.fillsSuperview = true
        addSubview(contentView)
    }

    /// A label filling the content view, created on first use: for rows that are just text.
    public var textLabel: Label {
        if let defaultLabel { return defaultLabel }
        let label = Label()
        label.fillsSuperview = true
        contentView.addSubview(label)
        defaultLabel = label
        return label
    }

    /// The row this cell shows, while it shows.
    public var indexPath: IndexPath? { tableView?.indexPath(for: self) }

    /// Resets per-row state before the cell is handed out again; call `super`. The default clears the selection
    /// and the ``textLabel``.
    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
        defaultLabel?.text = ""
    }

    /// Everything inside a selected or highlighted cell draws inverse.
    open override var drawsSubviewsHighlighted: Bool { isSelected || isHighlighted }

    /// Fills the row (inverse when selected) and counts it as redrawn.
    open override func draw(in context: DrawContext) {
        if context.noteRowDrawn(self) {
            tableView?.statistics.rowsRedrawn += 1
        }
        var look = Style(background: backgroundColor ?? .default)
        look.inverse = isSelected || isHighlighted
        context.fill(context.bounds, style: look)
    }
}
