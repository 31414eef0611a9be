import MVC
import Model
import SceneViews
import TerminalKit

/// The Counter scene in MVC (seed 004): the controller owns a ``CounterModel`` and the views. The table is fed by
/// TerminalKit's ``ListDataSource`` (the seed's `LMDataSource`); the cells report `-`/`+` through their delegate;
/// the model reports each change, and the controller redraws exactly that much: every row, or one.
@MainActor
public final class CounterViewController: ViewController, CounterModelDelegate, CounterCellDelegate {
    private let model: CounterModel
    private let sceneView = CounterSceneView()
    private lazy var rows = ListDataSource<Counter, CounterCell>(cellIdentifier: CounterCell.identifier) {
        [weak self] cell, counter, _ in
        cell.show(name: counter.name, number: String(counter.num))
        cell.delegate = self
    }

    /// Creates the scene over its business model; it loads the `main` set when its view loads.
    public init(model: CounterModel) {
        self.model = model
        super.init()
        title = "Counter"
    }

    public override func loadView() {
        view = sceneView
    }

    public override func viewDidLoad() {
        rows.attach(to: sceneView.tableView)
        model.delegate = self
        sceneView.status.onRetry = { [weak self] in self?.model.retry() }
        model.load()
    }

    public func counterModel(_ model: CounterModel, didChange change: ListChange) {
        rows.items = model.counters
        switch change {
        case .reloaded, .appended, .removed:
            sceneView.tableView.reloadData()
        case .updated(let changed):
            sceneView.tableView.reloadRows(at: changed.map { IndexPath(row: $0) })
        case .loadingChanged(let isLoading):
            sceneView.status.isLoading = isLoading
        case .failureChanged(let failure):
            sceneView.status.showFailure(failure)
        }
    }

    public func counterCellMinusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        model.decrement(at: row)
    }

    public func counterCellPlusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        model.increment(at: row)
    }
}
