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
    /// The work the last action started (load, save), so a test can wait for it.
    private(set) var lastTask: Task<Void, Never>?

    /// Creates the scene over its business model; it loads the `main` set when its view loads.
    public init(model: CounterModel) {
        self.model = model
        super.init()
        title = "Counter"
    }

    /// Creates the scene with a business model of its own over the counter service.
    public convenience init(service: any CounterService) {
        self.init(model: CounterModel(service: service))
    }

    public override func loadView() {
        view = sceneView
    }

    public override func viewDidLoad() {
        rows.attach(to: sceneView.tableView)
        model.delegate = self
        sceneView.status.onRetry = { [weak self] in self?.retryButtonTapped() }
        lastTask = model.load()
        updateStatus()
    }

    public func counterModel(_ model: CounterModel, didChange change: CounterModel.Change) {
        switch change {
        case .reloadAll:
            rows.items = model.counters
            sceneView.tableView.reloadData()
        case .updateRows(let changed):
            rows.items = model.counters
            sceneView.tableView.reloadRows(at: changed.map { IndexPath(row: $0) })
        case .errorChanged:
            break
        }
        updateStatus()
    }

    public func counterCellMinusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        lastTask = model.decrement(at: row)
    }

    public func counterCellPlusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        lastTask = model.increment(at: row)
    }

    private func retryButtonTapped() {
        lastTask = model.load()
    }

    private func updateStatus() {
        sceneView.status.show(
            isLoading: model.isLoading, errorMessage: model.errorMessage, canRetry: model.counters.isEmpty)
    }
}
