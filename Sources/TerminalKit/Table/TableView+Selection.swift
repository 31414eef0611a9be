/// Where a row ends up when the table scrolls to it.
public enum TableViewScrollPosition: Sendable {
    /// Scroll as little as possible.
    case nearest
    /// The row at the top.
    case top
    /// The row in the middle.
    case middle
    /// The row at the bottom.
    case bottom
}

extension TableView {
    /// Moves the selection (the keyboard cursor) to `indexPath` — or clears it with `nil` — and scrolls it into
    /// view. Like UIKit, it does not call the delegate's `didSelectRowAt`.
    public func selectRow(at indexPath: IndexPath?, scrollPosition: TableViewScrollPosition = .nearest) {
        refreshRowCountIfNeeded()
        guard let indexPath, indexPath.row >= 0, indexPath.row < rowCount else {
            setSelectedRow(nil)
            return
        }
        setSelectedRow(indexPath.row)
        scrollToRow(at: indexPath, at: scrollPosition)
    }

    /// Clears the selection.
    public func deselectRow() {
        setSelectedRow(nil)
    }

    /// Scrolls so that `indexPath` is on screen.
    public func scrollToRow(at indexPath: IndexPath, at position: TableViewScrollPosition = .nearest) {
        refreshRowCountIfNeeded()
        let row = min(max(0, indexPath.row), max(0, rowCount - 1))
        let fits = fullyVisibleRowCount
        let newTop: Int
        switch position {
        case .nearest:
            newTop = row < topRow ? row : (row >= topRow + fits ? row - fits + 1 : topRow)
        case .top: newTop = row
        case .middle: newTop = row - fits / 2
        case .bottom: newTop = row - fits + 1
        }
        let clamped = max(0, min(newTop, rowCount - fits))
        guard clamped != topRow else { return }
        topRow = clamped
        setNeedsLayout()
    }

    /// The first row shown at the top.
    public var firstVisibleRow: Int { topRow }

    /// Sets the selected row, redrawing only the old and the new selected cells.
    func setSelectedRow(_ row: Int?) {
        let old = indexPathForSelectedRow?.row
        guard old != row else { return }
        indexPathForSelectedRow = row.map { IndexPath(row: $0) }
        if let old { visibleCellsByRow[old]?.isSelected = false }
        if let row { visibleCellsByRow[row]?.isSelected = true }
    }

    /// Selects `indexPath` as the user would: moves the selection there, scrolls to it, and tells the delegate;
    /// a selection that lands on the last row also reports the end of the list (`tableViewDidReachEnd`).
    public func userSelectRow(at indexPath: IndexPath) {
        selectRow(at: indexPath)
        guard indexPathForSelectedRow == indexPath else { return }
        if !containsFocus { becomeFocused() }
        delegate?.tableView(self, didSelectRowAt: indexPath)
        if indexPath.row == rowCount - 1 { loadMore() }
    }

    /// Starts pull-to-refresh as the user would: the refresh control begins refreshing and calls its
    /// `onRefresh`. Answers `false` when there is no refresh control or it is already refreshing.
    @discardableResult
    public func pullToRefresh() -> Bool {
        guard let refreshControl, !refreshControl.isRefreshing else { return false }
        refreshControl.beginRefreshing()
        refreshControl.onRefresh?()
        return true
    }

    /// Tells the delegate the user wants more rows (the headless `more`).
    public func loadMore() {
        delegate?.tableViewDidReachEnd(self)
    }
}
