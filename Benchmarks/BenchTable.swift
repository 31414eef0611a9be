import TerminalKit

/// A table of many rows filling a headless screen, driven the way the benchmarks need it.
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
    let content: FrameContent
    private let screen = TableScreen()
    private var updates = 0

    /// The table view.
    var tableView: TableView { screen.tableView }

    /// A table of `rowCount` rows filling a screen of `size`, each row exactly as wide as the screen, the first
    /// selected.
    init(rowCount: Int, size: Size = Size(width: 80, height: 24)) {
        let content = FrameContent(size: size)
        self.content = content
        rows = ListDataSource(cellIdentifier: "row", items: (0..<rowCount).map(content.line)) { cell, text, _ in
            cell.textLabel.text = text
        }
        host = HeadlessHost(size: size, rootViewController: screen)
        rows.attach(to: screen.tableView)
        screen.tableView.selectRow(at: IndexPath(row: 0))
        host.render()
    }

    /// Row `number`'s text on an 80-column screen: exactly 80 columns.
    static func line(_ number: Int) -> String {
        FrameContent.line(number, width: 80)
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
        rows.items[row] = content.updatedLine(row, version: updates)
        screen.tableView.reloadRows(at: [IndexPath(row: row)])
        host.render()
    }

    /// Sets row `row`'s text and reloads that row only, then renders.
    func setRow(_ row: Int, to text: String, render: Bool = true) {
        rows.items[row] = text
        screen.tableView.reloadRows(at: [IndexPath(row: row)])
        if render { host.render() }
    }

    /// Scrolls from the top to the last row with down presses and page downs.
    func scrollToEnd() {
        for _ in 0..<100 { host.send(.down) }
        host.send(.end)
    }
}
