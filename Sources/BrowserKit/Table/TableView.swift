import Foundation

/// A list of rows as a real `<ul role=listbox>`: rows come from a ``TableViewDataSource``, what the user does goes to
/// a ``TableViewDelegate``. The table keeps each row's cell until the row is reloaded, so a change to one row — a
/// cell that updates itself, or ``reloadRows(at:)`` — is that row's patch and nothing else. ↑ and ↓ move the
/// highlight (page up and down by ten, home and end to the ends), enter selects it, a click selects a row; page up on
/// the first row pulls to refresh, ↓ on (or to) the last row, or selecting it, asks for more.
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
    /// Whether a list with rows always has one highlighted (the first, until the user moves): keys then act on a row
    /// from the start, as in the terminal.
    public var alwaysSelectsARow = false {
        didSet { if alwaysSelectsARow != oldValue { setNeedsRender() } }
    }
    /// The highlighted row, if any.
    public private(set) var selectedRow: Int?
    private var cells: [Int: TableViewCell] = [:]
    /// Cells taken off their rows since the last render (``letGo(_:)``).
    private var droppedCells: [TableViewCell] = []
    /// The cell classes registered by reuse identifier (``register(_:forCellReuseIdentifier:)``).
    var registrations: [String: TableViewCell.Type] = [:]
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
        for cell in cells.values { letGo(cell) }
        cells.removeAll()
        reloadedRowKeys.removeAll()
        if let selectedRow, selectedRow >= numberOfRows { self.selectedRow = nil }
        setNeedsRender()
    }

    /// Asks the data source for the rows at `indexPaths` again; the other rows keep their cells.
    public func reloadRows(at indexPaths: [IndexPath]) {
        for row in indexPaths.map(\.row) {
            guard let cell = cells.removeValue(forKey: row) else { continue }
            reloadedRowKeys[row] = cell.rowKey
            letGo(cell)
        }
        setNeedsRender()
    }

    /// Rows were inserted at `indexPaths` (after the insertion): the rows after them move down.
    public func insertRows(at indexPaths: [IndexPath]) {
        reloadedRowKeys.removeAll()
        for row in indexPaths.map(\.row).sorted() {
            cells = Dictionary(uniqueKeysWithValues: cells.map { ($0.key >= row ? $0.key + 1 : $0.key, $0.value) })
            if let selected = selectedRow, selected >= row { selectedRow = selected + 1 }
        }
        setNeedsRender()
    }

    /// The rows at `indexPaths` (before the deletion) were deleted: the rows after them move up.
    public func deleteRows(at indexPaths: [IndexPath]) {
        reloadedRowKeys.removeAll()
        for row in indexPaths.map(\.row).sorted(by: >) {
            if let cell = cells.removeValue(forKey: row) { letGo(cell) }
            cells = Dictionary(uniqueKeysWithValues: cells.map { ($0.key > row ? $0.key - 1 : $0.key, $0.value) })
            if let selected = selectedRow {
                selectedRow = selected == row ? nil : (selected > row ? selected - 1 : selected)
            }
        }
        setNeedsRender()
    }

    /// The cell showing the row at `indexPath`, if the list has that row.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard indexPath.row >= 0, indexPath.row < numberOfRows else { return nil }
        return cell(forRow: indexPath.row)
    }

    /// The index path of the row `cell` shows, if it shows one.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        cells.first { $0.value === cell }.map { IndexPath(row: $0.key) }
    }

    /// The highlighted row's index path, if a row is highlighted.
    public var indexPathForSelectedRow: IndexPath? {
        selectedRow.map { IndexPath(row: $0) }
    }

    /// Highlights the row at `indexPath` (or nothing), without telling the delegate.
    public func selectRow(at indexPath: IndexPath?) {
        let target = indexPath.flatMap { $0.row >= 0 && $0.row < numberOfRows ? $0.row : nil }
        guard target != selectedRow else { return }
        selectedRow = target
        setNeedsRender()
    }

    /// Chooses the row at `indexPath` as the user would: highlights it and tells the delegate; the last row also asks
    /// for more.
    public func userSelectRow(at indexPath: IndexPath) {
        let row = indexPath.row
        guard row >= 0, row < numberOfRows else { return }
        selectRow(at: indexPath)
        delegate?.tableView(self, didSelectRowAt: indexPath)
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
        case "Home":
            return count > 0 && move(to: 0)
        case "End":
            return count > 0 && move(to: count - 1)
        case "Enter":
            guard let selectedRow else { return false }
            delegate?.tableView(self, didSelectRowAt: IndexPath(row: selectedRow))
            return true
        default:
            return false
        }
    }

    private func move(to row: Int) -> Bool {
        guard row != selectedRow else { return false }
        selectRow(at: IndexPath(row: row))
        delegate?.tableView(self, didHighlightRowAt: IndexPath(row: row))
        if row == numberOfRows - 1 { loadMore() }
        return true
    }

    private func cell(forRow row: Int) -> TableViewCell? {
        if let cell = cells[row] { return cell }
        guard let dataSource else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row))
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

    /// Takes a cell off its row. Once the next render has asked for the rows again, a cell the data source did not
    /// hand back is told it is let go (``TableViewCell/prepareForReuse()``); one it kept (a diffable source keeps
    /// each item's cell) is shown again as it was.
    private func letGo(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        droppedCells.append(cell)
    }

    /// Tells the cells let go since the last render that the data source did not hand back.
    private func releaseDroppedCells() {
        let shown = Set(cells.values.map(ObjectIdentifier.init))
        let dropped = droppedCells
        droppedCells = []
        for cell in dropped where !shown.contains(ObjectIdentifier(cell)) { cell.prepareForReuse() }
    }

    public override func render() -> Element {
        let count = numberOfRows
        if alwaysSelectsARow, count > 0, selectedRow == nil { selectedRow = 0 }
        for row in cells.keys where row >= count {
            if let cell = cells.removeValue(forKey: row) { letGo(cell) }
        }
        let rows = (0..<count).compactMap { row -> Element? in
            guard let cell = cell(forRow: row) else { return nil }
            var attributes = ["role": "option", "aria-selected": row == selectedRow ? "true" : "false"]
            attributes["tabindex"] = row == selectedRow ? "0" : "-1"
            if row == selectedRow { attributes["data-focus"] = "" }
            return Element(
                "li", key: "r\(cell.rowKey)", attributes: attributes, children: [cell.render()],
                listeners: Listeners(click: { [weak self] in self?.userSelectRow(at: IndexPath(row: row)) }))
        }
        releaseDroppedCells()
        var children: [Element] = []
        if let refreshControl {
            children.append(
                // One indicator of a refresh, the scene's status line: the button only waits.
                Element.button("Refresh", className: "refresh", disabled: refreshControl.isRefreshing) {
                    [weak self] in self?.pullToRefresh()
                })
        }
        children.append(Element("ul", attributes: ["role": "listbox", "aria-label": label], children: rows))
        if loadsMore {
            children.append(Element.button("More", className: "more") { [weak self] in self?.loadMore() })
        }
        return Element.box(className: className ?? "table", children)
    }
}
