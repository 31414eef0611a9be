import Testing

@testable import TerminalKit

@MainActor
@Suite("Table view: cell reuse and row updates")
struct TableViewReuseTests {
    @Test("100,000 rows: scrolling through thousands of rows creates no more cells than visible rows + 2")
    func reuseAcrossHundredThousandRows() {
        // Given an 80x24 screen showing a table of 100,000 rows
        let controller = TableTestViewController(count: 100_000)
        let host = HeadlessHost(rootViewController: controller)
        let visible = controller.tableView.visibleRowCapacity
        // When the user pages down 120 times and presses down 300 times
        for _ in 0..<120 { host.send(.pageDown) }
        for _ in 0..<300 { host.send(.down) }
        // Then
        #expect(controller.tableView.firstVisibleRow > 2_500)
        #expect(host.screenText.contains("row \(controller.tableView.indexPathForSelectedRow?.row ?? -1)"))
        #expect(controller.tableView.statistics.cellsCreated <= visible + 2)
        #expect(host.cellsCreated == controller.tableView.statistics.cellsCreated)
        #expect(controller.tableView.visibleCells.count == visible)
    }

    @Test("reloadRows redraws exactly that row, with the new content")
    func reloadOneRow() {
        // Given
        let controller = TableTestViewController(count: 50)
        let host = HeadlessHost(rootViewController: controller)
        let cellsBefore = host.cellsCreated
        // When
        controller.source.items[3] = "row three, read 8"
        let redrawn = host.rowsRedrawn { controller.tableView.reloadRows(at: [IndexPath(row: 3)]) }
        // Then
        #expect(redrawn == 1)
        #expect(host.screenText.split(separator: "\n")[3].contains("row three, read 8"))
        #expect(host.cellsCreated == cellsBefore)
    }

    @Test("reloading the row whose + has the focus keeps the focus on that + and redraws only that row")
    func reloadKeepsFocusInRow() {
        // Given the focus on + in row 2
        let controller = TableTestViewController(count: 50)
        let host = HeadlessHost(rootViewController: controller)
        for key: Key in [.down, .down, .right, .right] { host.send(key) }
        let plus = (controller.tableView.cellForRow(at: IndexPath(row: 1)) as? CounterTestCell)?.plusButton
        #expect(host.application.focusedView === plus)
        // When the row is reloaded after a tap on +
        controller.source.items[1] = "row 1 = 4"
        let redrawn = host.rowsRedrawn { controller.tableView.reloadRows(at: [IndexPath(row: 1)]) }
        // Then
        #expect(redrawn == 1)
        let focused = host.application.focusedView as? Button
        #expect(focused?.title == "+")
        #expect(
            focused.map { controller.tableView.cellForRow(at: IndexPath(row: 1)).map($0.isDescendant(of:)) } == true)
    }

    @Test("reloadRows for a row scrolled out of view redraws nothing")
    func reloadInvisibleRow() {
        let controller = TableTestViewController(count: 500)
        let host = HeadlessHost(rootViewController: controller)
        let redrawn = host.rowsRedrawn { controller.tableView.reloadRows(at: [IndexPath(row: 400)]) }
        #expect(redrawn == 0)
    }

    @Test("moving the selection down one row redraws the two rows whose highlight changed")
    func selectionRedrawsTwoRows() {
        let controller = TableTestViewController(count: 50)
        let host = HeadlessHost(rootViewController: controller)
        host.send(.down)
        let redrawn = host.rowsRedrawn { host.send(.down) }
        #expect(redrawn == 2)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1))
    }

    @Test("reloadData asks the data source again and shows the new rows")
    func reloadData() {
        let controller = TableTestViewController(count: 5)
        let host = HeadlessHost(rootViewController: controller)
        controller.source.items = ["alpha", "beta"]
        controller.tableView.reloadData()
        let lines = host.screenText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].contains("alpha") && lines[1].contains("beta"))
        #expect(!host.screenText.contains("row "))
        #expect(controller.tableView.numberOfRows == 2)
    }

    @Test("rows appended below the screen leave the visible rows untouched")
    func appendBelow() {
        // Given a full screen of rows
        let controller = TableTestViewController(count: 40)
        let host = HeadlessHost(rootViewController: controller)
        // When a page of 20 is appended
        controller.source.items += (40..<60).map { "row \($0)" }
        let redrawn = host.rowsRedrawn {
            controller.tableView.insertRows(at: (40..<60).map { IndexPath(row: $0) })
        }
        // Then
        #expect(redrawn == 0)
        #expect(controller.tableView.numberOfRows == 60)
    }

    @Test("inserting at the top shifts the rows down and keeps the selection on the same item")
    func insertAtTop() {
        let controller = TableTestViewController(count: 10)
        let host = HeadlessHost(rootViewController: controller)
        controller.tableView.selectRow(at: IndexPath(row: 2))
        controller.source.items.insert("new", at: 0)
        controller.tableView.insertRows(at: [IndexPath(row: 0)])
        let lines = host.screenText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].contains("new") && lines[1].contains("row 0"))
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 3))
        #expect(
            controller.tableView.cellForRow(at: IndexPath(row: 3)).map { ($0 as? CounterTestCell)?.titleLabel.text }
                == "row 2")
    }

    @Test("deleting rows closes the gap and recycles their cells")
    func deleteRows() {
        let controller = TableTestViewController(count: 10)
        let host = HeadlessHost(rootViewController: controller)
        let created = host.cellsCreated
        controller.source.items.removeSubrange(1...2)
        controller.tableView.deleteRows(at: [IndexPath(row: 1), IndexPath(row: 2)])
        let lines = host.screenText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].contains("row 0") && lines[1].contains("row 3") && lines[7].contains("row 9"))
        #expect(lines[8].isEmpty)
        #expect(host.cellsCreated == created)
    }

    @Test("cellForRow answers only for visible rows; prepareForReuse runs before a cell is handed out again")
    func visibleOnlyAndPrepareForReuse() {
        let controller = TableTestViewController(count: 100)
        let host = HeadlessHost(rootViewController: controller)
        let first = controller.tableView.cellForRow(at: IndexPath(row: 0))
        #expect(first != nil)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 60)) == nil)
        first?.isHighlighted = true
        controller.tableView.scrollToRow(at: IndexPath(row: 60))
        host.render()
        #expect(first?.isHighlighted == false)
        #expect(first?.indexPath.map { $0.row >= 37 } == true)
    }

    @Test("typed dequeue registers the class by name and hands back that class")
    func typedDequeue() {
        let table = TableView()
        let cell: CounterTestCell = table.dequeueReusableCell(CounterTestCell.self, for: IndexPath(row: 0))
        #expect(cell.reuseIdentifier == "CounterTestCell")
        #expect(table.statistics.cellsCreated == 1)
    }
}
