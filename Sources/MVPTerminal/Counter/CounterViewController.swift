import MVP
import Model
import SceneViews
import TerminalKit

/// The Counter scene in MVP (seed 004): the controller is the passive view. It implements ``CounterView`` on the
/// shared list scene view, holds its presenter, binds each cell to its row's ``CounterCellPresenter`` (which redraws
/// that cell alone when its number changes) and forwards the `-`/`+`/`Retry` taps.
@MainActor
public final class CounterViewController: ViewController, CounterView, ListSceneViewHost, CounterCellDelegate,
    TableViewDataSource
{
    private let presenter: CounterPresenter
    private let sceneView = CounterSceneView()
    public var listSceneView: any ListSceneView { sceneView }

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

    public func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CounterCell.identifier, for: indexPath)
        guard let row = cell as? CounterRowCell, indexPath.row < presenter.numberOfRows else { return cell }
        presenter.cellPresenter(at: indexPath.row).attach(view: row)
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
