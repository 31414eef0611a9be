extension TableView {
    /// Up/down (and page up/down, home/end) move the selection; enter/space select; left/right/tab move between
    /// the controls of the selected row. Page up on the first row pulls to refresh; down on the last row asks
    /// for more.
    func handleTableKey(_ key: Key) -> Bool {
        refreshRowCountIfNeeded()
        if rowCount == 0, let control = controlWhenEmpty, handOver(key, to: control) { return true }
        switch key {
        case .up: return moveSelection(by: -1)
        case .down:
            if let row = indexPathForSelectedRow?.row, row == rowCount - 1 {
                loadMore()
                return true
            }
            return moveSelection(by: 1)
        case .pageUp:
            if indexPathForSelectedRow?.row ?? 0 == 0, pullToRefresh() { return true }
            return moveSelection(by: -fullyVisibleRowCount)
        case .pageDown: return moveSelection(by: fullyVisibleRowCount)
        case .home: return moveSelection(to: 0)
        case .end: return moveSelection(to: rowCount - 1)
        case .enter, .space:
            guard let selected = indexPathForSelectedRow else { return false }
            delegate?.tableView(self, didSelectRowAt: selected)
            return true
        case .right, .tab: return moveFocusInRow(forward: true)
        case .left, .backTab: return moveFocusInRow(forward: false)
        default: return false
        }
    }

    /// With no rows: ↑/↓ focus `control`, enter and space press it; answers whether the key went to it.
    private func handOver(_ key: Key, to control: Control) -> Bool {
        guard [Key.up, .down, .enter, .space].contains(key), control.isEnabled, control.isVisibleOnScreen,
            control.becomeFocused()
        else { return false }
        if key == .enter || key == .space { _ = control.handleKey(key) }
        return true
    }

    private func moveSelection(by delta: Int) -> Bool {
        guard rowCount > 0 else { return false }
        guard let current = indexPathForSelectedRow?.row else { return moveSelection(to: delta < 0 ? 0 : topRow) }
        let target = min(max(0, current + delta), rowCount - 1)
        guard target != current else { return false }
        return moveSelection(to: target)
    }

    private func moveSelection(to row: Int) -> Bool {
        guard rowCount > 0 else { return false }
        let target = min(max(0, row), rowCount - 1)
        let controlIndex = focusedControlIndexInSelectedRow
        selectRow(at: IndexPath(row: target))
        layoutIfNeeded()
        if let controlIndex, let controls = controlsInSelectedRow, !controls.isEmpty {
            window?.application?.setFocus(controls[min(controlIndex, controls.count - 1)])
        } else if controlIndex != nil {
            window?.application?.setFocus(self)
        }
        delegate?.tableView(self, didHighlightRowAt: IndexPath(row: target))
        if target == rowCount - 1 { loadMore() }
        return true
    }

    /// The index of the focused control among the focusable views of `row`'s cell, if the focus is on one.
    func focusedControlIndex(inRow row: Int) -> Int? {
        guard let cell = visibleCellsByRow[row], let focused = window?.application?.focusedView, focused !== self,
            focused.isDescendant(of: cell)
        else { return nil }
        return cell.focusableDescendants.firstIndex { $0 === focused }
    }

    /// Focuses the control at `index` (or the last one) in `row`'s cell, after laying the cell out.
    func focusControl(at index: Int, inRow row: Int) {
        guard let cell = visibleCellsByRow[row] else { return }
        cell.layoutIfNeeded()
        let controls = cell.focusableDescendants
        guard !controls.isEmpty else { return }
        window?.application?.setFocus(controls[min(index, controls.count - 1)])
    }

    /// The focusable controls inside the selected row's cell, in reading order.
    var controlsInSelectedRow: [View]? {
        guard let row = indexPathForSelectedRow?.row, let cell = visibleCellsByRow[row] else { return nil }
        return cell.focusableDescendants
    }

    /// The index of the focused control among ``controlsInSelectedRow``, if the focus is on one.
    var focusedControlIndexInSelectedRow: Int? {
        guard let focused = window?.application?.focusedView, focused !== self else { return nil }
        return controlsInSelectedRow?.firstIndex { $0 === focused }
    }

    /// Moves focus from the table to the row's first control, between its controls, and back to the table.
    private func moveFocusInRow(forward: Bool) -> Bool {
        if forward, indexPathForSelectedRow == nil, let cell = visibleCellsByRow[topRow],
            !cell.focusableDescendants.isEmpty
        {
            _ = moveSelection(to: topRow)
        }
        guard let application = window?.application, let controls = controlsInSelectedRow, !controls.isEmpty else {
            return false
        }
        if let index = focusedControlIndexInSelectedRow {
            let next = index + (forward ? 1 : -1)
            if controls.indices.contains(next) {
                application.setFocus(controls[next])
            } else if !forward {
                application.setFocus(self)
            } else {
                return false
            }
            return true
        }
        guard forward, application.focusedView === self else { return false }
        application.setFocus(controls[0])
        return true
    }
}
