import MVP
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The News screen in MVP: a passive view. It forwards what the user did to the ``NewsPresenter`` and carries out
/// what the presenter asks through ``NewsView``; each visible row is bound to its ``NewsCellPresenter``.
@MainActor
public final class NewsViewController: ListSceneController<NewsSceneView> {
    private let presenter: NewsPresenter

    /// Creates the screen over `presenter`; it loads when the view loads.
    public init(presenter: NewsPresenter) {
        self.presenter = presenter
        super.init(
            sceneView: NewsSceneView(modes: NewsLoadMode.allCases.map(\.title), selectedMode: presenter.mode.title),
            title: "News")
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.presenter.pulledToRefresh() }
        sceneView.header.onModeSelected = { [weak self] index in self?.presenter.loadModeSelected(at: index) }
        sceneView.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        presenter.view = self
        presenter.viewDidLoad()
    }
}

extension NewsViewController: NewsView, ListSceneViewHost {
    public var listSceneView: any ListSceneView { sceneView }
}

extension NewsViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(NewsRowCell.self, for: indexPath)
        presenter.cellPresenter(at: indexPath.row).attach(view: cell)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(at: indexPath.row)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        presenter.reachedEnd()
    }
}
