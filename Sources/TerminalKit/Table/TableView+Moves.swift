/// Where a table's rows showed on screen at its last layout.
struct RowsPlacement: Equatable {
    /// The first row shown.
    var topRow: Int
    /// The rows area, in window coordinates, as much of it as shows.
    var band: Rect
    /// The row height then.
    var rowHeight: Int
    /// Whether rows filled the whole band (nothing behind the table showed through).
    var isCovered: Bool
}

extension TableView {
    /// After a scroll, moves the rows that stay visible on the screen instead of redrawing them, when the table
    /// spans the window's width and rows filled it before and after; answers whether it did. The cells then take
    /// their new frames without redrawing (``View/subviewsMoveWithContents``).
    func moveVisibleRowsIfScrolled() -> Bool {
        let placement = currentPlacement()
        defer { lastPlacement = placement }
        guard let placement, let last = lastPlacement, let window, last.topRow != placement.topRow,
            last.band == placement.band, last.rowHeight == placement.rowHeight, last.isCovered, placement.isCovered
        else { return false }
        let offset = (last.topRow - placement.topRow) * rowHeight
        return window.moveRows(placement.band.minY..<placement.band.maxY, by: offset, under: self)
    }

    /// Where the rows show now; `nil` off screen.
    private func currentPlacement() -> RowsPlacement? {
        guard let area = convertToWindow(rowsArea) else { return nil }
        let band = area.intersection(visibleRectInWindow)
        guard !band.isEmpty else { return nil }
        return RowsPlacement(
            topRow: topRow, band: band, rowHeight: rowHeight, isCovered: rowCount - topRow >= visibleRowCapacity)
    }
}
