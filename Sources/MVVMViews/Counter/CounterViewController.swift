import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Counter scene in MVVM (seed 004): the controller binds the view model's ``RowList`` to the scene view as
/// every MVVM list does — the rows (a new set replaces them), `Loading…`, the error — and each visible cell binds
/// to its row's `number`, so a change redraws that row alone; taps go to the view model.
@MainActor
public final class CounterViewController: ViewController, CounterCellDelegate {
    private let viewModel: CounterViewModel
    private let sceneView = CounterSceneView()
    private var rows: ListBinding<Counter, CounterCellViewModel>?

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
        rows = ListBinding(viewModel.list, to: sceneView) { [weak self] tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(CounterRowCell.self, for: indexPath)
            cell.bind(to: row)
            cell.delegate = self
            return cell
        }
        sceneView.status.onRetry = { [weak self] in self?.viewModel.retryButtonTapped() }
        viewModel.viewDidLoad()
    }

    public func counterCellMinusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        viewModel.minusButtonTapped(at: row)
    }

    public func counterCellPlusButtonTapped(_ cell: CounterCell) {
        guard let row = sceneView.tableView.indexPath(for: cell)?.row else { return }
        viewModel.plusButtonTapped(at: row)
    }
}
