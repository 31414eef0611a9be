import Testing

@testable import TerminalKit

@MainActor
@Suite("Table view: keyboard, selection, refresh and load-more")
struct TableViewKeyboardTests {
    @Test("arrows move the selection, the table scrolls to keep it visible, enter tells the delegate")
    func arrowsAndEnter() {
        // Given
        let controller = TableTestViewController(count: 100)
        let host = HeadlessHost(rootViewController: controller)
        // When the user presses down 30 times, then enter
        for _ in 0..<30 { host.send(.down) }
        host.send(.enter)
        // Then row 29 is selected, on screen, highlighted, and reported
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 29))
        #expect(controller.source.selected == [29])
        let row = host.screen.lines.firstIndex { $0.contains("row 29") }
        #expect(row != nil)
        #expect(row.map { host.screen[2, $0].style.inverse } == true)
    }

    @Test("reaching the last row asks the delegate for more; down on the last row asks again")
    func reachEnd() {
        let controller = TableTestViewController(count: 3)
        let host = HeadlessHost(rootViewController: controller)
        host.send(.down)
        host.send(.down)
        #expect(controller.source.reachedEnd == 0)
        host.send(.down)
        #expect(controller.source.reachedEnd == 1)
        host.send(.down)
        #expect(controller.source.reachedEnd == 2)
    }

    @Test("right moves focus onto the row's buttons, left back; enter then taps the focused button")
    func focusInsideRow() {
        // Given the third row selected
        let controller = TableTestViewController(count: 10)
        let host = HeadlessHost(rootViewController: controller)
        for _ in 0..<3 { host.send(.down) }
        // When
        host.send(.right)
        host.send(.right)
        host.send(.enter)
        // Then + of row 2 was tapped
        #expect(controller.source.plusTapped == [2])
        // And moving down keeps the focus on the + of the next row
        host.send(.down)
        host.send(.enter)
        #expect(controller.source.plusTapped == [2, 3])
        // And left twice returns the focus to the table
        host.send(.left)
        host.send(.left)
        #expect(host.application.focusedView === controller.tableView)
    }

    @Test("right with no row selected picks the top row and focuses its first button")
    func rightWithoutSelection() {
        // Given a table of rows with buttons and nothing selected
        let controller = TableTestViewController(count: 10)
        let host = HeadlessHost(rootViewController: controller)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        // When the user presses right, right, enter
        host.send(.right)
        host.send(.right)
        host.send(.enter)
        // Then the top row is selected and its + was tapped
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 0))
        #expect(controller.source.plusTapped == [0])
    }

    @Test("a pull shows Refreshing… above the rows until endRefreshing; only a user pull calls onRefresh")
    func pullToRefresh() throws {
        // Given
        let controller = TableTestViewController(count: 5)
        let host = HeadlessHost(rootViewController: controller)
        var refreshes = 0
        let refresh = RefreshControl { refreshes += 1 }
        controller.tableView.refreshControl = refresh
        // When
        try host.pull()
        // Then
        #expect(refreshes == 1)
        #expect(host.screenText.hasPrefix("⠋ Refreshing…\n"))
        #expect(host.screen.lines[1].contains("row 0"))
        // When a second pull comes while refreshing, it is ignored
        try host.pull()
        #expect(refreshes == 1)
        // When the reload ends
        refresh.endRefreshing()
        #expect(!host.screenText.contains("Refreshing"))
        #expect(host.screen.lines[0].contains("row 0"))
    }

    @Test("page up on the first row pulls to refresh")
    func pageUpPulls() {
        let controller = TableTestViewController(count: 5)
        let host = HeadlessHost(rootViewController: controller)
        var refreshes = 0
        controller.tableView.refreshControl = RefreshControl { refreshes += 1 }
        host.send(.down)
        host.send(.pageUp)
        #expect(refreshes == 1)
    }

    @Test("home and end jump to the first and last rows")
    func homeEnd() {
        let controller = TableTestViewController(count: 1_000)
        let host = HeadlessHost(rootViewController: controller)
        host.send(.end)
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 999))
        #expect(host.screenText.contains("row 999"))
        host.send(.home)
        #expect(controller.tableView.firstVisibleRow == 0)
    }
}
