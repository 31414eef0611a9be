import TerminalKit

/// A table of many rows filling an 80×24 headless screen, driven the way the benchmarks need it.
@MainActor
final class BenchTable {
    /// A screen that is just the table.
    final class TableScreen: ViewController {
        let tableView = TableView()

        override func loadView() {
            view = tableView
        }
    }

    let host: HeadlessHost
    let rows: ListDataSource<String, TableViewCell>
    private let screen = TableScreen()
    private var updates = 0

    /// A table of `rowCount` rows, each a full 80-column line mixing English and Chinese, the first selected.
    init(rowCount: Int) {
        rows = ListDataSource(cellIdentifier: "row", items: (0..<rowCount).map(Self.line)) { cell, text, _ in
            cell.textLabel.text = text
        }
        host = HeadlessHost(size: Size(width: 80, height: 24), rootViewController: screen)
        rows.attach(to: screen.tableView)
        screen.tableView.selectRow(at: IndexPath(row: 0))
        host.render()
    }

    /// Row `number`'s text: exactly 80 columns.
    static func line(_ number: Int) -> String {
        let text = "row \(number) · 第\(number)行 · news 新闻 profile 博客 counter 计数器 "
        return text + String(repeating: ".", count: max(0, 80 - text.displayWidth))
    }

    /// A round trip of key presses: 40 downs then 40 ups, each rendered. Answers the number of presses.
    func pressDownAndBack() -> Int {
        for _ in 0..<40 { host.send(.down) }
        for _ in 0..<40 { host.send(.up) }
        return 80
    }

    /// Changes one visible, unselected row's whole text and reloads that row only, then renders.
    func updateOneRow() {
        updates += 1
        let row = 1 + updates % 20
        let text = "updated \(updates) · 已更新 "
        rows.items[row] = text + String(repeating: "#", count: 80 - text.displayWidth)
        screen.tableView.reloadRows(at: [IndexPath(row: row)])
        host.render()
    }

    /// Sets row `row`'s text and reloads that row only, then renders.
    func setRow(_ row: Int, to text: String) {
        rows.items[row] = text
        screen.tableView.reloadRows(at: [IndexPath(row: row)])
        host.render()
    }

    /// Scrolls from the top to the last row with down presses and page downs.
    func scrollToEnd() {
        for _ in 0..<100 { host.send(.down) }
        host.send(.end)
    }
}
