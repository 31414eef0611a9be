/// A list of rows as a real `<ul role=listbox>`: rows come from a ``TableViewDataSource``, what the user does goes to
/// a ``TableViewDelegate``. The table keeps each row's cell until the row is reloaded, so a change to one row — a
/// cell that updates itself, or ``reloadRows(at:)`` — is that row's patch and nothing else. ↑ and ↓ move the
/// highlight, enter selects it, a click selects a row; page up on the first row pulls to refresh, ↓ on the last row
/// (or selecting it) asks for more.
@MainActor
public final class TableView: View {
    /// Supplies the rows.
    public weak var dataSource: (any TableViewDataSource)? {
        didSet { reloadData() }
    }
    /// Hears selections and the end of the list.
    public weak var delegate: (any TableViewDelegate)?
    /// The list's accessible name.
    public var label: String
    /// Pull-to-refresh, if the list has it.
    public var refreshControl: RefreshControl? {
        didSet {
            refreshControl?.tableView = self
            setNeedsRender()
        }
    }
    /// Whether the list shows a `More` button under its rows (a paged list): it asks the delegate for more.
    public var loadsMore = false {
        didSet { if loadsMore != oldValue { setNeedsRender() } }
    }
    /// The highlighted row, if any.
    public private(set) var selectedRow: Int?
    private var cells: [Int: TableViewCell] = [:]
    /// The page identities of rows reloaded since the last render: the new cell takes its row's place in the page, so
    /// a reload is a patch of what changed in the row, not a new row.
    private var reloadedRowKeys: [Int: Int] = [:]
    private var lastRowKey = 0

    /// Creates an empty list named `label`.
    public init(label: String) {
        self.label = label
        super.init()
    }

    /// How many rows the list has now.
    public var numberOfRows: Int {
        max(0, dataSource?.numberOfRows(in: self) ?? 0)
    }

    /// Asks the data source for every row again.
    public func reloadData() {
        for cell in cells.values { cell.removeFromSuperview() }
        cells.removeAll()
        reloadedRowKeys.removeAll()
        if let selectedRow, selectedRow >= numberOfRows { self.selectedRow = nil }
        setNeedsRender()
    }

    /// Asks the data source for `rows` again; the other rows keep their cells.
    public func reloadRows(at rows: [Int]) {
        for row in rows {
            guard let cell = cells.removeValue(forKey: row) else { continue }
            reloadedRowKeys[row] = cell.rowKey
            cell.removeFromSuperview()
        }
        setNeedsRender()
    }

    /// Rows were inserted at `rows` (indexes after the insertion): the rows after them move down.
    public func insertRows(at rows: [Int]) {
        reloadedRowKeys.removeAll()
        for row in rows.sorted() {
            cells = Dictionary(uniqueKeysWithValues: cells.map { ($0.key >= row ? $0.key + 1 : $0.key, $0.value) })
            if let selected = selectedRow, selected >= row { selectedRow = selected + 1 }
        }
        setNeedsRender()
    }

    /// The rows at `rows` (indexes before the deletion) were deleted: the rows after them move up.
    public func deleteRows(at rows: [Int]) {
        reloadedRowKeys.removeAll()
        for row in rows.sorted(by: >) {
            cells.removeValue(forKey: row)?.removeFromSuperview()
            cells = Dictionary(uniqueKeysWithValues: cells.map { ($0.key > row ? $0.key - 1 : $0.key, $0.value) })
            if let selected = selectedRow {
                selectedRow = selected == row ? nil : (selected > row ? selected - 1 : selected)
            }
        }
        setNeedsRender()
    }

    /// The cell showing `row`, if the list has that row.
    public func cellForRow(at row: Int) -> TableViewCell? {
        guard row >= 0, row < numberOfRows else { return nil }
        return cell(forRow: row)
    }

    /// The row `cell` shows, if it shows one.
    public func row(for cell: TableViewCell) -> Int? {
        cells.first { $0.value === cell }?.key
    }

    /// Highlights `row` (or nothing), without telling the delegate.
    public func selectRow(_ row: Int?) {
        let target = row.flatMap { $0 >= 0 && $0 < numberOfRows ? $0 : nil }
        guard target != selectedRow else { return }
        selectedRow = target
        setNeedsRender()
    }

    /// Chooses `row` as the user would: highlights it and tells the delegate; the last row also asks for more.
    public func userSelectRow(_ row: Int) {
        guard row >= 0, row < numberOfRows else { return }
        selectRow(row)
        delegate?.tableView(self, didSelectRow: row)
        if row == numberOfRows - 1 { loadMore() }
    }

    /// Starts pull-to-refresh as the user would; answers `false` when there is none or one is under way.
    @discardableResult
    public func pullToRefresh() -> Bool {
        guard let refreshControl, !refreshControl.isRefreshing else { return false }
        refreshControl.beginRefreshing()
        refreshControl.onRefresh?()
        return true
    }

    /// Tells the delegate the user wants more rows.
    public func loadMore() {
        delegate?.tableViewDidReachEnd(self)
    }

    /// ↑/↓ move the highlight (↓ on the last row asks for more), page up on the first row refreshes, enter selects.
    public override func handleKey(_ key: String) -> Bool {
        let count = numberOfRows
        switch key {
        case "ArrowUp", "ArrowDown":
            guard count > 0 else { return false }
            guard let current = selectedRow else { return move(to: 0) }
            if key == "ArrowDown", current == count - 1 {
                loadMore()
                return true
            }
            return move(to: min(max(0, current + (key == "ArrowUp" ? -1 : 1)), count - 1))
        case "PageUp":
            if (selectedRow ?? 0) == 0, pullToRefresh() { return true }
            return count > 0 && move(to: max(0, (selectedRow ?? 0) - 10))
        case "PageDown":
            return count > 0 && move(to: min(count - 1, (selectedRow ?? 0) + 10))
        case "Enter":
            guard let selectedRow else { return false }
            delegate?.tableView(self, didSelectRow: selectedRow)
            return true
        default:
            return false
        }
    }

    private func move(to row: Int) -> Bool {
        guard row != selectedRow else { return false }
        selectRow(row)
        delegate?.tableView(self, didHighlightRow: row)
        if row == numberOfRows - 1 { loadMore() }
        return true
    }

    private func cell(forRow row: Int) -> TableViewCell? {
        if let cell = cells[row] { return cell }
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRow: row)
        if let key = reloadedRowKeys.removeValue(forKey: row), !cells.values.contains(where: { $0.rowKey == key }) {
            cell.rowKey = key
        } else if cell.rowKey == 0 || cells.values.contains(where: { $0.rowKey == cell.rowKey }) {
            lastRowKey += 1
            cell.rowKey = lastRowKey
        }
        cells[row] = cell
        if cell.superview !== self { addSubview(cell) }
        return cell
    }

    public override func render() -> Element {
        let count = numberOfRows
        for row in cells.keys where row >= count { cells.removeValue(forKey: row)?.removeFromSuperview() }
        let rows = (0..<count).compactMap { row -> Element? in
            guard let cell = cell(forRow: row) else { return nil }
            var attributes = ["role": "option", "aria-selected": row == selectedRow ? "true" : "false"]
            attributes["tabindex"] = row == selectedRow ? "0" : "-1"
            if row == selectedRow { attributes["data-focus"] = "" }
            return Element(
                "li", key: "r\(cell.rowKey)", attributes: attributes, children: [cell.render()],
                listeners: Listeners(click: { [weak self] in self?.userSelectRow(row) }))
        }
        var children: [Element] = []
        if let refreshControl {
            children.append(
                Element.button(
                    refreshControl.isRefreshing ? "Refreshing…" : "Refresh", className: "refresh",
                    disabled: refreshControl.isRefreshing
                ) { [weak self] in self?.pullToRefresh() })
        }
        children.append(Element("ul", attributes: ["role": "listbox", "aria-label": label], children: rows))
        if loadsMore {
            children.append(Element.button("More", className: "more") { [weak self] in self?.loadMore() })
        }
        return Element.box(className: className ?? "table", children)
    }
}
