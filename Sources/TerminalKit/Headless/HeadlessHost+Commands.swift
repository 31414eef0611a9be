extension HeadlessHost {
    /// Taps the first visible, enabled control titled exactly `title`, in reading order (buttons, segments of
    /// segmented controls, alert buttons); only the top layer counts while an alert is up.
    public func tap(_ title: String) throws(HeadlessError) {
        render()
        guard let layer = application.activeLayer, let target = tapTargets(in: layer, titled: title).first else {
            throw .noVisibleControl(title: title)
        }
        target.activate()
        render()
    }

    /// Types `text` key by key, as a person would: into the focused text field, or into the only visible, enabled
    /// text field of the top layer (focusing it first) when no text field has the focus. Each character is one key
    /// press (a space is the space key), so the field reports one edit per character.
    public func type(_ text: String) throws(HeadlessError) {
        let field = try fieldToTypeInto()
        if !field.isFocused, !field.becomeFocused() { throw .noTextField }
        for character in text {
            send(character == " " ? .space : .character(character))
        }
    }

    /// The focused text field, else the only visible, enabled one in the top layer.
    private func fieldToTypeInto() throws(HeadlessError) -> TextField {
        render()
        if let focused = application.focusedView as? TextField { return focused }
        guard let layer = application.activeLayer else { throw .noTextField }
        let fields = layer.allDescendants.compactMap { $0 as? TextField }.filter {
            $0.isEnabled && $0.isVisibleOnScreen
        }
        guard let field = fields.first else { throw .noTextField }
        guard fields.count == 1 else { throw .severalTextFields(count: fields.count) }
        return field
    }

    /// Taps the control titled `title` in row `row` (1-based) of the visible table, scrolling the row into view.
    public func tap(_ title: String, row: Int) throws(HeadlessError) {
        let table = try visibleTable()
        try checkRow(row, in: table)
        table.scrollToRow(at: IndexPath(row: row - 1))
        render()
        guard let cell = table.cellForRow(at: IndexPath(row: row - 1)),
            let target = tapTargets(in: cell, titled: title).first
        else {
            throw .noControlInRow(title: title, row: row)
        }
        target.activate()
        render()
    }

    /// Selects row `row` (1-based) of the visible table as a user would: moves the selection there and tells the
    /// table's delegate.
    public func select(row: Int) throws(HeadlessError) {
        let table = try visibleTable()
        try checkRow(row, in: table)
        table.userSelectRow(at: IndexPath(row: row - 1))
        render()
    }

    /// Pulls the visible table to refresh.
    public func pull() throws(HeadlessError) {
        let table = try visibleTable()
        guard table.refreshControl != nil else { throw .noRefreshControl }
        table.pullToRefresh()
        render()
    }

    /// Asks the visible table for its next page (its delegate's `tableViewDidReachEnd`).
    public func more() throws(HeadlessError) {
        let table = try visibleTable()
        table.loadMore()
        render()
    }

    /// The table on screen in the top layer: the focused one, else the first in reading order.
    public func visibleTable() throws(HeadlessError) -> TableView {
        render()
        guard let layer = application.activeLayer else { throw .noVisibleTable }
        let tables = layer.allDescendants.compactMap { $0 as? TableView }.filter(\.isVisibleOnScreen)
        if let focused = application.focusedView,
            let table = tables.first(where: { focused.isDescendant(of: $0) })
        {
            return table
        }
        guard let first = tables.sorted(by: View.readingOrder).first else { throw .noVisibleTable }
        return first
    }

    private func checkRow(_ row: Int, in table: TableView) throws(HeadlessError) {
        guard row >= 1, row <= table.numberOfRows else {
            throw .rowOutOfRange(row: row, rowCount: table.numberOfRows)
        }
    }

    /// The enabled targets titled `title` in `root`'s subtree that show on screen, in reading order.
    func tapTargets(in root: View, titled title: String) -> [TapTarget] {
        var found: [(rect: Rect, target: TapTarget)] = []
        for case let control as Control in root.allDescendants {
            let visible = control.visibleRectInWindow
            guard !visible.isEmpty, let origin = control.convertToWindow(.zero)?.origin else { continue }
            for target in control.tapTargets where target.title == title && target.isEnabled {
                let rect = target.rect.offsetBy(dx: origin.x, dy: origin.y).intersection(visible)
                if !rect.isEmpty { found.append((rect, target)) }
            }
        }
        return found.sorted { ($0.rect.minY, $0.rect.minX) < ($1.rect.minY, $1.rect.minX) }.map(\.target)
    }
}
