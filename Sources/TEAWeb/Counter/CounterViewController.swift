import BrowserKit
import Model
import TEA
import WebSceneViews

/// The Counter scene in TEA (seed 004): the controller renders the store's counters into the table (only rows whose
/// counter changed redraw) and the status line, and sends each tap as a message naming the counter.
@MainActor
public final class CounterViewController: ViewController, CounterCellDelegate {
    private let store: Store<CounterState>
    private let sceneView = CounterSceneView()
    private var rows: TableRenderer<CounterRow, CounterCell>?

    /// Creates the scene over `store`.
    public init(store: Store<CounterState>) {
        self.store = store
        super.init()
        title = "Counter"
    }

    public override func loadView() {
        view = sceneView
    }

    public override func viewDidLoad() {
        rows = TableRenderer(sceneView.tableView, makeCell: CounterCell.init) { [weak self] cell, row in
            cell.delegate = self
            cell.show(name: row.name, number: row.number)
        }
        sceneView.status.onRetry = { [weak self] in self?.store.send(.list(.retryButtonTapped)) }
        store.onChange = { [weak self] state in self?.render(state) }
        store.send(.viewDidLoad)
    }

    private func render(_ state: CounterState) {
        rows?.render(state.rows)
        sceneView.status.render(state.list.status)
    }

    public func counterCellMinusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.row(for: cell) else { return }
        store.send(.minusButtonTapped(at: row))
    }

    public func counterCellPlusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.row(for: cell) else { return }
        store.send(.plusButtonTapped(at: row))
    }
}
