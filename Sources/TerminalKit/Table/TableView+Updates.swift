extension TableView {
    /// Forgets every row and asks the data source again in the next frame (all visible rows redraw).
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source again for the given rows now; only those that are on screen redraw.
    public func reloadRows(at indexPaths: [IndexPath]) {
        refreshRowCountIfNeeded()
        for row in Set(indexPaths.map(\.row)).sorted() where visibleCellsByRow[row] != nil && row < rowCount {
            let focusedControl = focusedControlIndex(inRow: row)
            recycleCell(atRow: row)
            makeCell(forRow: row)
            if let focusedControl { focusControl(at: focusedControl, inRow: row) }
        }
        detachPooledCells()
    }

    /// Inserts rows (index paths in the new numbering); rows below shift down, rows above stay untouched.
    public func insertRows(at indexPaths: [IndexPath]) {
        let inserted = Set(indexPaths.map(\.row)).sorted()
        guard !inserted.isEmpty else { return }
        rowCount = dataSource?.numberOfRows(in: self) ?? 0
        let shift: (Int) -> Int = { old in
            var new = old
            for row in inserted where row <= new {
                new += 1
            }
            return new
        }
        remapRows(shift)
        if let selected = indexPathForSelectedRow?.row {
            indexPathForSelectedRow = IndexPath(row: shift(selected))
        }
        keepSelectionOnARow()
        setNeedsLayout()
    }

    /// Deletes rows (index paths in the old numbering); rows below shift up.
    public func deleteRows(at indexPaths: [IndexPath]) {
        let deleted = Set(indexPaths.map(\.row)).sorted()
        guard !deleted.isEmpty else { return }
        rowCount = dataSource?.numberOfRows(in: self) ?? 0
        for row in deleted where visibleCellsByRow[row] != nil {
            recycleCell(atRow: row)
        }
        let shift: (Int) -> Int = { old in old - deleted.prefix { $0 < old }.count }
        remapRows(shift)
        if let selected = indexPathForSelectedRow?.row {
            let row = min(shift(selected), rowCount - 1)
            indexPathForSelectedRow = row >= 0 ? IndexPath(row: row) : nil
        }
        keepSelectionOnARow()
        setNeedsLayout()
    }

    /// Moves the on-screen cells to their rows' new numbers.
    private func remapRows(_ shift: (Int) -> Int) {
        var remapped: [Int: TableViewCell] = [:]
        for (row, cell) in visibleCellsByRow {
            remapped[shift(row)] = cell
        }
        visibleCellsByRow = remapped
    }

    /// After ``reloadData()``: asks the data source for the count and recycles every visible cell.
    func refreshRowCountIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        rowCount = dataSource?.numberOfRows(in: self) ?? 0
        for row in Array(visibleCellsByRow.keys) {
            recycleCell(atRow: row)
        }
        keepSelectionOnARow()
        setNeedsLayout()
    }

    /// With ``TableView/alwaysSelectsARow``: selects the first row when rows arrive with none selected, and the
    /// last when the selected row went away.
    func keepSelectionOnARow() {
        guard alwaysSelectsARow else { return }
        let selected = indexPathForSelectedRow?.row
        if rowCount == 0 {
            setSelectedRow(nil)
        } else if let selected, selected >= rowCount {
            setSelectedRow(rowCount - 1)
        } else if selected == nil {
            setSelectedRow(0)
        }
    }
}
