import PropertyBased
import Testing

@testable import TerminalKit

/// A screen that is just a table filling the window.
@MainActor
final class BareTableScreen: ViewController {
    let tableView = TableView()

    override func loadView() {
        view = tableView
    }
}

/// A table on a headless screen whose rows show titles looked up by item id, as a real scene's store would.
@MainActor
private final class DiffableFixture {
    let screen = BareTableScreen()
    let host: HeadlessHost
    var titles: [Int: String] = [:]
    var dataSource: TableViewDiffableDataSource<Int>?

    init(height: Int = 6) {
        host = HeadlessHost(size: Size(width: 20, height: height), rootViewController: screen)
        screen.tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
        dataSource = TableViewDiffableDataSource(tableView: screen.tableView) { [unowned self] table, indexPath, id in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel.text = titles[id] ?? "#\(id)"
            return cell
        }
    }

    /// Applies a snapshot of `ids` and renders.
    @discardableResult
    func apply(_ ids: [Int], reloading reloaded: [Int] = []) -> Changeset {
        var snapshot = DataSourceSnapshot(ids)
        snapshot.reloadItems(reloaded)
        let changes = dataSource?.apply(snapshot) ?? Changeset()
        host.render()
        return changes
    }

    var lines: [String] { host.screen.lines }
}

@Suite("Diffable data source")
@MainActor
struct TableViewDiffableDataSourceTests {
    @Test("after any two snapshots the table shows exactly the second one's first rows")
    func tableShowsNewSnapshot() async {
        let ids = Gen.int(in: 0...15).array(of: 0...25)
        await propertyCheck(count: 150, input: ids, ids) { first, second in
            // Given
            let fixture = DiffableFixture()
            fixture.apply(first)
            // When
            fixture.apply(second)
            // Then
            let expected = second.prefix(6).map { "#\($0)" } + Array(repeating: "", count: max(0, 6 - second.count))
            #expect(fixture.lines == expected)
            #expect(fixture.screen.tableView.numberOfRows == second.count)
        }
    }

    @Test("an item marked for reload redraws its row only, with its new content")
    func reloadRedrawsOneRow() {
        // Given
        let fixture = DiffableFixture()
        fixture.apply(Array(0..<100))
        // When
        fixture.titles[3] = "three, edited"
        let redrawn = fixture.host.rowsRedrawn {
            fixture.apply(Array(0..<100), reloading: [3])
        }
        // Then
        #expect(redrawn == 1)
        #expect(fixture.lines[3] == "three, edited")
    }

    @Test("applying the same snapshot again changes and redraws nothing")
    func sameSnapshotIsANoOp() {
        // Given
        let fixture = DiffableFixture()
        fixture.apply(Array(0..<50))
        // When
        var changes = Changeset(inserts: [-1])
        let redrawn = fixture.host.rowsRedrawn {
            changes = fixture.apply(Array(0..<50))
        }
        // Then
        #expect(changes.isEmpty)
        #expect(redrawn == 0)
    }

    @Test("inserting at the top of 100,000 rows is one insert and creates no more cells than fit")
    func insertAtTopOfManyRows() {
        // Given
        let fixture = DiffableFixture()
        fixture.apply(Array(1...100_000))
        fixture.host.resetCounters()
        // When
        let changes = fixture.apply([0] + Array(1...100_000))
        // Then
        #expect(changes == Changeset(inserts: [0]))
        #expect(fixture.lines == ["#0", "#1", "#2", "#3", "#4", "#5"])
        #expect(fixture.host.cellsCreated <= 2)
    }

    @Test("the data source answers which item a row shows and where an item is")
    func lookups() throws {
        // Given
        let fixture = DiffableFixture()
        fixture.apply([7, 8, 9])
        let dataSource = try #require(fixture.dataSource)
        // Then
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1)) == 8)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 3)) == nil)
        #expect(dataSource.indexPath(for: 9) == IndexPath(row: 2))
        #expect(dataSource.snapshot().itemIdentifiers == [7, 8, 9])
    }
}
