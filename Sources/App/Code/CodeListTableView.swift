import TerminalKit

/// Key `c`'s list of files: ↑/↓ (and page up/down, home/end) move between the files' rows only, passing over the
/// layers' headings and the total.
@MainActor
final class CodeListTableView: TableView {
    /// Whether a row can be selected (a file's row).
    var isSelectable: (Int) -> Bool = { _ in true }

    override func handleKey(_ key: Key) -> Bool {
        switch key {
        case .up, .down:
            let step = key == .up ? -1 : 1
            guard let current = indexPathForSelectedRow?.row else { return super.handleKey(key) }
            if let target = selectableRow(from: current + step, step: step) { select(target) }
            return true
        case .pageUp, .pageDown, .home, .end:
            guard super.handleKey(key), let landed = indexPathForSelectedRow?.row else { return true }
            let step = key == .pageUp || key == .end ? -1 : 1
            if let target = selectableRow(from: landed, step: step) ?? selectableRow(from: landed, step: -step) {
                select(target)
            }
            return true
        default:
            return super.handleKey(key)
        }
    }

    /// After a resize (the first layout included), the selected file shows with its heading.
    override func frameDidChange(from oldFrame: Rect) {
        super.frameDidChange(from: oldFrame)
        if oldFrame.height != frame.height, let row = indexPathForSelectedRow?.row { select(row) }
    }

    /// Selects the first selectable row, showing the heading above it.
    func selectFirstSelectableRow() {
        if let first = selectableRow(from: 0, step: 1) { select(first) }
    }

    private func selectableRow(from start: Int, step: Int) -> Int? {
        var row = start
        while row >= 0, row < numberOfRows {
            if isSelectable(row) { return row }
            row += step
        }
        return nil
    }

    /// Selects `row`, scrolled so that the row above it (its layer's heading, for a layer's first file) shows too.
    private func select(_ row: Int) {
        if row > 0 { scrollToRow(at: IndexPath(row: row - 1)) }
        selectRow(at: IndexPath(row: row))
    }
}
