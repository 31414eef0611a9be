import Testing

@testable import TerminalKit

/// A counter row as the seed draws it: a name and a number.
@MainActor
private final class CounterCell: TableViewCell {
    let nameLabel = Label()
    let numberLabel = Label()

    required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        let stack = StackView(axis: .horizontal)
        stack.addArrangedSubview(nameLabel, length: .flexible())
        stack.addArrangedSubview(numberLabel, length: .fixed(4))
        stack.fillsSuperview = true
        contentView.addSubview(stack)
    }
}

private struct Counter {
    var name: String
    var number: Int
}

@Suite("List data source (the seed's LMDataSource)")
@MainActor
struct ListDataSourceTests {
    private let screen = BareTableScreen()
    private let host: HeadlessHost
    private let dataSource: ListDataSource<Counter, CounterCell>
    private let selections = Selections()

    @MainActor
    final class Selections {
        var names: [String] = []
        var rows: [Int] = []
    }

    init() {
        host = HeadlessHost(size: Size(width: 20, height: 5), rootViewController: screen)
        let selections = selections
        dataSource = ListDataSource(cellIdentifier: "counter") { cell, counter, _ in
            cell.nameLabel.text = counter.name
            cell.numberLabel.text = "\(counter.number)"
        } select: { counter, indexPath in
            selections.names.append(counter.name)
            selections.rows.append(indexPath.row)
        }
        dataSource.attach(to: screen.tableView)
    }

    @Test("the configure closure draws each visible row from its item")
    func configureDrawsRows() {
        // When
        dataSource.items = [Counter(name: "CadsC", number: 9), Counter(name: "计数器", number: 3)]
        screen.tableView.reloadData()
        // Then
        #expect(host.screen.lines[0] == "CadsC" + String(repeating: " ", count: 11) + "9")
        #expect(host.screen.lines[1].hasPrefix("计数器") && host.screen.lines[1].hasSuffix("3"))
    }

    @Test("100,000 items cost no more cells than the visible rows plus two")
    func reuseKeepsCellsFew() {
        // Given
        dataSource.items = (0..<100_000).map { Counter(name: "item \($0)", number: $0 % 6) }
        screen.tableView.reloadData()
        // When
        for _ in 0..<50 { host.send(.down) }
        host.send(.end)
        // Then
        #expect(host.cellsCreated <= 5 + 2)
        #expect(host.screen.lines.last?.hasPrefix("item 99999") == true)
    }

    @Test("selecting a row hands its item and index path to the select closure")
    func selectCallsClosure() throws {
        // Given
        dataSource.items = ["a", "b", "c"].map { Counter(name: $0, number: 0) }
        screen.tableView.reloadData()
        // When
        try host.select(row: 2)
        // Then
        #expect(selections.names == ["b"])
        #expect(selections.rows == [1])
        #expect(dataSource.item(at: IndexPath(row: 5)) == nil)
    }

    @Test("changing one item and reloading its row redraws that row only")
    func oneRowUpdate() {
        // Given
        dataSource.items = (0..<20).map { Counter(name: "c\($0)", number: 1) }
        screen.tableView.reloadData()
        host.render()
        // When
        let redrawn = host.rowsRedrawn {
            dataSource.items[2].number = 2
            screen.tableView.reloadRows(at: [IndexPath(row: 2)])
        }
        // Then
        #expect(redrawn == 1)
        #expect(host.screen.lines[2].hasSuffix("2"))
    }
}
