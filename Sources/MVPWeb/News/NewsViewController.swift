import BrowserKit
import MVP
import Model
import WebSceneViews

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

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = NewsRowCell()
        presenter.cellPresenter(at: row).attach(view: cell)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRow row: Int) {
        presenter.rowSelected(at: row)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        presenter.reachedEnd()
    }
}
