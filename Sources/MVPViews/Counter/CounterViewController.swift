import MVP
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Counter scene in MVP (seed 004): the controller is the passive view. It implements ``CounterView`` on the
/// shared list scene view and holds its presenter; the table is fed by the toolkit's ``ListDataSource`` (the seed's
/// `LMDataSource`), whose items are the rows' ``CounterCellPresenter``s: each cell is bound to its row's presenter,
/// which redraws that cell alone when its number changes. The `-`/`+`/`Retry` taps go to the presenter.
@MainActor
public final class CounterViewController: ViewController, CounterView, ListSceneViewHost, CounterCellDelegate {
    private let presenter: CounterPresenter
    private let sceneView = CounterSceneView()
    public var listSceneView: any ListSceneView { sceneView }
    private lazy var rows = ListDataSource<CounterCellPresenter, CounterRowCell>(
        cellIdentifier: CounterCell.identifier
    ) { [weak self] cell, rowPresenter, _ in
        rowPresenter.attach(view: cell)
        cell.delegate = self
    }

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
        rows.attach(to: sceneView.tableView)
        sceneView.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        presenter.view = self
        presenter.viewDidLoad()
    }

    /// The presenter's rows changed as a whole: hand the data source the new rows, then redraw the table (the
    /// seed's `reloadDataForUI`). Counter's list only ever changes whole — a load, the swap to `alt` — so rows are
    /// never inserted or removed one by one.
    public func reloadAllRows() {
        rows.items = (0..<presenter.numberOfRows).map(presenter.cellPresenter(at:))
        sceneView.tableView.reloadData()
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
