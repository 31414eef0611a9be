import MVP
import Model
import SceneViews
import TerminalKit

/// The Counter scene in MVP (seed 004): the controller is the passive view. It implements ``CounterView``, holds
/// its presenter, feeds the table from it (each cell is a ``CounterCellView`` the presenter fills) and forwards the
/// `-`/`+`/`Retry` taps. `reloadAllRows` reloads the table; `reloadRow(at:)` reloads that row and nothing else.
@MainActor
public final class CounterViewController: ViewController, CounterView, CounterCellDelegate, TableViewDataSource {
    private let presenter: CounterPresenter
    private let sceneView = CounterSceneView()

    /// Creates the scene over `presenter`, which it holds (the presenter holds it weakly).
    public init(presenter: CounterPresenter) {
        self.presenter = presenter
        super.init()
        title = "Counter"
    }

    public override func loadView() {
        view = sceneView
    }

    public override func viewDidLoad() {
        sceneView.tableView.register(CounterRowCell.self, forCellReuseIdentifier: CounterCell.identifier)
        sceneView.tableView.dataSource = self
        sceneView.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        presenter.view = self
        presenter.viewDidLoad()
    }

    // MARK: CounterView

    public func reloadAllRows() {
        sceneView.tableView.reloadData()
    }

    public func reloadRow(at index: Int) {
        sceneView.tableView.reloadRows(at: [IndexPath(row: index)])
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
        guard let row = cell as? CounterRowCell else { return cell }
        presenter.configure(row, at: indexPath.row)
        row.delegate = self
        return row
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
