import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The News screen in MVVM: the controller binds the views to the ``NewsViewModel`` — the rows through a diffable
/// data source keyed by article id (``ListBinding``), `Loading…`, the error — and each visible row to its
/// ``NewsCellViewModel``, then only forwards what the user did.
@MainActor
public final class NewsViewController: ListSceneController<NewsSceneView> {
    private let viewModel: NewsViewModel
    private var rows: ListBinding<NewsItem, NewsCellViewModel>?

    /// Creates the screen over `viewModel`; it loads when the view loads.
    public init(viewModel: NewsViewModel) {
        self.viewModel = viewModel
        super.init(
            sceneView: NewsSceneView(modes: NewsLoadMode.allCases.map(\.title), selectedMode: viewModel.mode.title),
            title: "News")
    }

    public override func viewDidLoad() {
        rows = ListBinding(viewModel.list, to: sceneView) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(NewsRowCell.self, for: indexPath)
            cell.bind(to: row)
            return cell
        }
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.viewModel.pulledToRefresh() }
        sceneView.header.onModeSelected = { [weak self] index in self?.viewModel.loadModeSelected(at: index) }
        sceneView.status.onRetry = { [weak self] in self?.viewModel.retryButtonTapped() }
        viewModel.viewDidLoad()
    }
}

extension NewsViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.rowSelected(at: indexPath.row)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        viewModel.reachedEnd()
    }
}
