import MVC
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Counter scene in MVC (seed 004): the controller owns a ``CounterModel`` and the views. The table is fed by
/// the toolkit's ``ListDataSource`` (the seed's `LMDataSource`); the cells report `-`/`+` through their delegate;
/// the model reports each change, and the controller redraws exactly that much: every row, or one.
@MainActor
public final class CounterViewController: ViewController, CounterModelDelegate, CounterCellDelegate {
    private let model: CounterModel
    private let sceneView = CounterSceneView()
    private lazy var rows = ListDataSource<Counter, CounterCell>(cellIdentifier: CounterCell.identifier) {
        [weak self] cell, counter, _ in
        let row = CounterRow(counter: counter)
        cell.show(name: row.name, number: row.number)
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
        sceneView.status.onRetry = { [weak self] in self?.model.retryButtonTapped() }
        model.viewDidLoad()
    }

    public func counterModel(_ model: CounterModel, didChange change: ListChange) {
        rows.items = model.counters
        sceneView.apply(change)
    }

    public func counterCellMinusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        model.minusButtonTapped(at: row)
    }

    public func counterCellPlusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        model.plusButtonTapped(at: row)
    }
}
