import MVVM
import Model
import SceneViews
import TerminalKit

/// The News screen in MVVM: the controller binds the views to the ``NewsViewModel`` — the rows through a diffable
/// data source keyed by article id, `Loading…`, the error — and each visible row to its ``NewsCellViewModel``,
/// then only forwards what the user did.
@MainActor
public final class NewsViewController: ViewController {
    private let viewModel: NewsViewModel
    private let sceneView: NewsSceneView
    private var tableView: TableView { sceneView.tableView }
    private var dataSource: TableViewDiffableDataSource<String>?
    private var rowsByID: [String: NewsCellViewModel] = [:]
    private var bindings: [ObservationToken] = []

    /// Creates the screen over `viewModel`; it loads when the view loads.
    public init(viewModel: NewsViewModel) {
        self.viewModel = viewModel
        sceneView = NewsSceneView(modes: NewsLoadMode.allCases.map(\.title), selectedMode: viewModel.mode.title)
        super.init()
        title = "News"
    }

    public override func loadView() {
        view = sceneView
    }

    public override var preferredFocusedView: View? { tableView }

    public override func viewDidLoad() {
        dataSource = TableViewDiffableDataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(NewsRowCell.self, for: indexPath)
            if let row = self?.rowsByID[id] { cell.bind(to: row) }
            return cell
        }
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.viewModel.send(.pulledToRefresh) }
        sceneView.header.onModeSelected = { [weak self] index in self?.viewModel.send(.modeSelected(at: index)) }
        sceneView.status.onRetry = { [weak self] in self?.viewModel.send(.retryButtonTapped) }
        bind()
        viewModel.send(.viewDidLoad)
    }

    private func bind() {
        let viewModel = self.viewModel
        bindings = [
            observe({ viewModel.rows }) { [weak self] rows in self?.show(rows) },
            observe({ viewModel.isLoading }) { [weak self] isLoading in self?.showLoading(isLoading) },
            observe({ (viewModel.errorMessage, viewModel.canRetry) }) { [weak self] message, canRetry in
                self?.sceneView.status.showError(message, canRetry: canRetry)
            },
        ]
    }

    private func show(_ rows: [NewsCellViewModel]) {
        rowsByID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        dataSource?.apply(DataSourceSnapshot(rows.map(\.id)))
    }

    private func showLoading(_ isLoading: Bool) {
        sceneView.status.isLoading = isLoading
        if !isLoading { sceneView.refreshControl.endRefreshing() }
    }
}

extension NewsViewController: TableViewDelegate {
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.send(.rowSelected(at: indexPath.row))
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        viewModel.send(.reachedEnd)
    }
}
