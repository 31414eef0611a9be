import Model
import TEA
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Counter scene in TEA (seed 004): the controller renders the store's counters into the table (only rows whose
/// counter changed redraw) and the status line, and sends each tap as a message naming the row.
@MainActor
public final class CounterViewController: ViewController, CounterCellDelegate {
    private let store: Store<CounterState>
    private let sceneView = CounterSceneView()
    private var rows: TableRenderer<CounterRow>?

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
        rows = TableRenderer(sceneView.tableView) { [weak self] tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(withIdentifier: CounterCell.identifier, for: indexPath)
            (cell as? CounterCell)?.delegate = self
            (cell as? CounterCell)?.show(name: row.name, number: row.number)
            return cell
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
        guard let indexPath = sceneView.tableView.indexPath(for: cell) else { return }
        store.send(.minusButtonTapped(at: indexPath.row))
    }

    public func counterCellPlusButtonTapped(_ cell: CounterCell) {
        guard let indexPath = sceneView.tableView.indexPath(for: cell) else { return }
        store.send(.plusButtonTapped(at: indexPath.row))
    }
}
