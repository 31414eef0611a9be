import MVVM
import Model
import SceneViews
import TerminalKit

/// The Counter scene in MVVM (seed 004): the controller binds the table to the view model's `rows` (a new list
/// reloads the table), each visible cell to its row's `number` (a change redraws that row alone), and the status
/// line to `isLoading` and `errorMessage`; taps go to the view model.
@MainActor
public final class CounterViewController: ViewController, CounterCellDelegate, TableViewDataSource {
    private let viewModel: CounterViewModel
    private let sceneView = CounterSceneView()
    private var bindings: [ObservationToken] = []
    private var cellBindings: [ObjectIdentifier: ObservationToken] = [:]

    /// Creates the scene over `viewModel`.
    public init(viewModel: CounterViewModel) {
        self.viewModel = viewModel
        super.init()
        title = "Counter"
    }

    public override func loadView() {
        view = sceneView
    }

    public override func viewDidLoad() {
        sceneView.tableView.dataSource = self
        sceneView.status.onRetry = { [weak self] in self?.viewModel.send(.retryButtonTapped) }
        viewModel.send(.viewDidLoad)
        bindings = [
            observe({ [viewModel] in viewModel.rows }) { [weak self] _ in self?.rowsReplaced() },
            observe({ [viewModel] in viewModel.isLoading }) { [weak self] isLoading in
                self?.sceneView.status.isLoading = isLoading
            },
            observe({ [viewModel] in (viewModel.errorMessage, viewModel.canRetry) }) { [weak self] message, canRetry in
                self?.sceneView.status.showError(message, canRetry: canRetry)
            },
        ]
    }

    private func rowsReplaced() {
        cellBindings.removeAll()
        sceneView.tableView.reloadData()
    }

    // MARK: Table and cells

    public func numberOfRows(in tableView: TableView) -> Int {
        viewModel.rows.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let dequeued = tableView.dequeueReusableCell(withIdentifier: CounterCell.identifier, for: indexPath)
        guard let cell = dequeued as? CounterCell, viewModel.rows.indices.contains(indexPath.row) else {
            return dequeued
        }
        let row = viewModel.rows[indexPath.row]
        cell.delegate = self
        cellBindings[ObjectIdentifier(cell)] = observe({ [row] in row.number }) { [weak cell] number in
            cell?.show(name: row.name, number: number)
        }
        return cell
    }

    public func counterCellMinusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        viewModel.send(.minusButtonTapped(at: row))
    }

    public func counterCellPlusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        viewModel.send(.plusButtonTapped(at: row))
    }
}
