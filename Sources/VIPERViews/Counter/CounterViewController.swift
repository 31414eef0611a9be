import Model
import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Counter scene in VIPER (seed 004): the passive ``CounterView``. It feeds the table from its presenter's
/// rows, forwards the `-`/`+`/`Retry` taps, and redraws what it is told: one row, or the whole table.
@MainActor
public final class CounterViewController: ViewController, CounterView, CounterCellDelegate, TableViewDataSource {
    private let presenter: any CounterModuleInterface
    private let sceneView = CounterSceneView()

    /// Creates the view over `presenter`, which it holds (the presenter holds it weakly).
    public init(presenter: any CounterModuleInterface) {
        self.presenter = presenter
        super.init()
        title = "Counter"
    }

    public override func loadView() {
        view = sceneView
    }

    public override func viewDidLoad() {
        sceneView.tableView.dataSource = self
        sceneView.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        presenter.viewDidLoad()
    }

    // MARK: CounterView

    public func reloadAllRows() {
        sceneView.tableView.reloadData()
    }

    public func reloadRows(_ rows: [Int]) {
        sceneView.tableView.reloadRows(at: rows.map { IndexPath(row: $0) })
    }

    public func insertRows(_ rows: Range<Int>) {
        sceneView.tableView.insertRows(at: rows.map { IndexPath(row: $0) })
    }

    public func removeRows(_ rows: [Int]) {
        sceneView.tableView.deleteRows(at: rows.map { IndexPath(row: $0) })
    }

    public func showLoading(_ isLoading: Bool) {
        sceneView.status.isLoading = isLoading
    }

    public func showError(_ message: String?, canRetry: Bool) {
        sceneView.status.showError(message, canRetry: canRetry)
    }

    // MARK: Table and cells

    public func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CounterCell.identifier, for: indexPath)
        guard let counterCell = cell as? CounterCell, let row = presenter.row(at: indexPath.row) else { return cell }
        counterCell.show(name: row.name, number: row.number)
        counterCell.delegate = self
        return counterCell
    }

    public func counterCellMinusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        presenter.minusButtonTapped(at: row)
    }

    public func counterCellPlusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        presenter.plusButtonTapped(at: row)
    }
}
