import TerminalKit

/// The demo's first screen: a table of many rows. Arrows move, enter opens a row, `q` or Ctrl-C quits.
final class RowListViewController: ViewController {
    private let tableView = TableView()
    private let rowCount: Int
    private lazy var rows = ListDataSource<DemoRow, TableViewCell>(
        cellIdentifier: "row", items: (0..<rowCount).map(DemoRow.init)
    ) { cell, row, _ in
        cell.textLabel.text = row.line
    } select: { [weak self] row, _ in
        self?.rowSelected(row)
    }

    init(rowCount: Int) {
        self.rowCount = rowCount
        super.init()
        title = "TerminalKit demo · \(rowCount.withThousandsSeparators) rows"
        keyCommands = [
            KeyCommand(.enter, title: "open") { [weak self] in self?.openSelectedRow() },
            KeyCommand(.character("q"), title: "quit") { [weak self] in self?.quitTapped() },
        ]
    }

    override func loadView() {
        view = tableView
    }

    override func viewDidLoad() {
        rows.attach(to: tableView)
        tableView.selectRow(at: IndexPath(row: 0))
    }

    private func openSelectedRow() {
        guard let indexPath = tableView.indexPathForSelectedRow, let row = rows.item(at: indexPath) else { return }
        rowSelected(row)
    }

    private func rowSelected(_ row: DemoRow) {
        navigationController?.pushViewController(RowDetailViewController(row: row))
    }

    private func quitTapped() {
        view.window?.application?.quit()
    }
}

extension Int {
    /// The number with thousands separators: `100,000`.
    var withThousandsSeparators: String {
        let digits = Array(String(self))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
