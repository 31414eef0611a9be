extension TableView {
    /// Registers the class to create cells from when `identifier` has none to reuse.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// Registers `cellClass` under its own type name (for ``dequeueReusableCell(_:for:)``).
    public func register<Cell: TableViewCell>(_ cellClass: Cell.Type) {
        register(cellClass, forCellReuseIdentifier: String(describing: cellClass))
    }

    /// A cell of class `Cell` registered with ``register(_:)``: typed, so no cast is needed.
    public func dequeueReusableCell<Cell: TableViewCell>(_ cellClass: Cell.Type, for indexPath: IndexPath) -> Cell {
        let identifier = String(describing: cellClass)
        if registrations[identifier] == nil { register(cellClass) }
        guard let cell = dequeueReusableCell(withIdentifier: identifier, for: indexPath) as? Cell else {
            preconditionFailure("TableView: \"\(identifier)\" is registered for another cell class")
        }
        return cell
    }

    /// A cell for `indexPath`: a recycled one (after its ``TableViewCell/prepareForReuse()``) or a new one of the
    /// registered class. Registering the identifier first is required, as in UIKit.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let cell = reusePool[identifier]?.popLast() {
            // Placed first, so what the data source changes in it marks its new row dirty, not the row it left
            // (which, after a scroll moved the rows, shows another cell's content).
            cell.frame = frameForRow(indexPath.row)
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registrations[identifier] else {
            preconditionFailure(
                "TableView: no cell class registered for \"\(identifier)\"; call register(_:forCellReuseIdentifier:)")
        }
        statistics.cellsCreated += 1
        window?.application?.statistics.cellsCreated += 1
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// Asks the data source for `row`'s cell and puts it on screen.
    @discardableResult
    func makeCell(forRow row: Int) -> TableViewCell? {
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row))
        cell.tableView = self
        visibleCellsByRow[row] = cell
        cell.frame = frameForRow(row)
        cell.isSelected = indexPathForSelectedRow?.row == row
        if cell.superview !== self {
            insertSubview(cell, at: 0)
        }
        cell.setNeedsDisplay()
        delegate?.tableView(self, willDisplay: cell, forRowAt: IndexPath(row: row))
        return cell
    }

    /// Takes `row`'s cell off the row and puts it in the reuse pool (it stays a subview until
    /// ``detachPooledCells()``, so a cell reused for the same place is not removed and re-added).
    func recycleCell(atRow row: Int) {
        guard let cell = visibleCellsByRow.removeValue(forKey: row) else { return }
        if let focused = window?.application?.focusedView, focused !== self, focused.isDescendant(of: cell) {
            window?.application?.setFocus(self)
        }
        reusePool[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    /// Removes pooled cells that are still subviews (they were not reused this pass).
    func detachPooledCells() {
        for cells in reusePool.values {
            for cell in cells where cell.superview === self {
                cell.removeFromSuperview()
                cell.tableView = nil
            }
        }
    }
}
