/// A scrolling list of rows with real cell reuse — the toolkit's `UITableView` (one section, fixed row height).
///
/// Only the visible rows own cells; a row that scrolls out gives its cell back to a reuse pool, and
/// ``dequeueReusableCell(withIdentifier:for:)`` hands it out again, so 100,000 rows cost as many cells as fit on
/// screen. Up and down move the selection (the table scrolls to keep it visible); enter or space selects it;
/// left, right and tab move between the controls inside the selected row.
@MainActor
open class TableView: View {
    /// Supplies the rows (held weakly, as in UIKit).
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { reloadData() }
    }
    /// Hears selection and end-of-list events (held weakly).
    public weak var delegate: (any TableViewDelegate)?

    /// The height of every row, in lines (1 to 3 is typical).
    public var rowHeight = 1 {
        didSet {
            rowHeight = max(1, rowHeight)
            if rowHeight != oldValue { reloadData() }
        }
    }

    /// The pull-to-refresh control, if any: shows `Refreshing…` above the rows while refreshing.
    public var refreshControl: RefreshControl? {
        didSet {
            oldValue?.removeFromSuperview()
            oldValue?.tableView = nil
            if let refreshControl {
                refreshControl.tableView = self
                addSubview(refreshControl)
            }
            setNeedsLayout()
        }
    }

    // Read or written on every key press, never across a call that could touch them again: no dynamic
    // exclusivity check.
    /// The selected row's index path (the keyboard cursor), if any.
    @exclusivity(unchecked) public internal(set) var indexPathForSelectedRow: IndexPath?
    /// Whether a row is always selected while the table has rows — the first when rows arrive, the nearest when
    /// the selected one goes away — so that enter acts at once on a list the user just opened.
    public var alwaysSelectsARow = false
    /// The control that ↑, ↓ and enter reach while the table has no rows (a status line's `Retry`): the arrows
    /// move the focus to it, enter and space press it. Ignored while it is hidden or disabled.
    public weak var controlWhenEmpty: Control?

    /// This table's rows drawn (once per row per frame) and cells created (reuse keeps it at most the visible rows
    /// + 2).
    @exclusivity(unchecked) public internal(set) var statistics = RenderStatistics()

    @exclusivity(unchecked) var rowCount = 0
    var needsReload = true
    /// The first row shown at the top.
    @exclusivity(unchecked) var topRow = 0
    @exclusivity(unchecked) var visibleCellsByRow: [Int: TableViewCell] = [:]
    var registrations: [String: TableViewCell.Type] = [:]
    var reusePool: [String: [TableViewCell]] = [:]
    /// Where the rows showed at the last layout (see ``moveVisibleRowsIfScrolled()``).
    var lastPlacement: RowsPlacement?

    /// Creates an empty table.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Up/down, page up/down, home/end move the selection; enter/space select; left/right/tab move between the
    /// selected row's controls. Page up on the first row pulls to refresh; down on the last row asks for more.
    open override func handleKey(_ key: Key) -> Bool {
        handleTableKey(key)
    }

    /// Focus arriving or leaving changes nothing a table draws (the selected row shows either way), so no redraw.
    open override func focusDidChange() {}

    /// Tables take focus.
    open override var canBecomeFocused: Bool { true }

    /// The number of rows (asking the data source after ``reloadData()``).
    public var numberOfRows: Int {
        refreshRowCountIfNeeded()
        return rowCount
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [TableViewCell] {
        visibleCellsByRow.keys.sorted().compactMap { visibleCellsByRow[$0] }
    }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath] {
        visibleCellsByRow.keys.sorted().map { IndexPath(row: $0) }
    }

    /// The cell showing `indexPath`, if that row is on screen.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        visibleCellsByRow[indexPath.row]
    }

    /// The row `cell` shows, if it is on screen in this table.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        visibleCellsByRow.first { $0.value === cell }.map { IndexPath(row: $0.key) }
    }

    /// The rows area: the bounds below the refresh line (while refreshing).
    var rowsArea: Rect {
        let top = refreshControl?.occupiesLine == true ? 1 : 0
        return Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top))
    }

    /// How many rows fit on screen (a partly visible last row counts).
    public var visibleRowCapacity: Int {
        (rowsArea.height + rowHeight - 1) / rowHeight
    }

    /// How many rows fit entirely on screen (at least 1).
    var fullyVisibleRowCount: Int { max(1, rowsArea.height / rowHeight) }

    /// The frame of `row`'s cell at the current scroll position.
    func frameForRow(_ row: Int) -> Rect {
        let area = rowsArea
        return Rect(x: 0, y: area.minY + (row - topRow) * rowHeight, width: area.width, height: rowHeight)
    }

    /// Asks the data source for rows that came into view, recycles cells of rows that left, places the rest.
    open override func layoutSubviews() {
        refreshRowCountIfNeeded()
        clampScrollPosition()
        subviewsMoveWithContents = moveVisibleRowsIfScrolled()
        defer { subviewsMoveWithContents = false }
        let end = min(rowCount, topRow + visibleRowCapacity)
        let visibleRange = topRow..<max(topRow, end)
        for row in visibleCellsByRow.keys where !visibleRange.contains(row) {
            recycleCell(atRow: row)
        }
        for row in visibleRange {
            let cell = visibleCellsByRow[row] ?? makeCell(forRow: row)
            cell?.frame = frameForRow(row)
            cell?.isSelected = indexPathForSelectedRow?.row == row
        }
        detachPooledCells()
        if let refreshControl {
            refreshControl.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
            refreshControl.isHidden = !refreshControl.occupiesLine
        }
    }

    /// After a resize, scrolls so the selected row stays on screen.
    open override func frameDidChange(from oldFrame: Rect) {
        super.frameDidChange(from: oldFrame)
        if oldFrame.height != frame.height, let selected = indexPathForSelectedRow {
            scrollToRow(at: selected)
        }
    }

    /// Keeps the scroll position within the rows, and the selection on a row.
    func clampScrollPosition() {
        topRow = max(0, min(topRow, rowCount - fullyVisibleRowCount))
        if let selected = indexPathForSelectedRow?.row, selected >= rowCount {
            indexPathForSelectedRow = rowCount > 0 ? IndexPath(row: rowCount - 1) : nil
        }
    }
}
