import BrowserKit
import Model
import VIPER
import WebSceneViews

/// The News screen in VIPER: the passive ``NewsView``. It forwards what the user did to the presenter, draws each
/// row from the presenter's ``NewsRow``, and redraws the rows it is told to.
@MainActor
public final class NewsViewController: ListSceneController<NewsSceneView> {
    private let presenter: any NewsModuleInterface

    /// Creates the screen over `presenter`, which it holds (the presenter holds it weakly).
    public init(presenter: any NewsModuleInterface) {
        self.presenter = presenter
        super.init(
            sceneView: NewsSceneView(
                modes: NewsLoadMode.allCases.map(\.title), selectedMode: presenter.selectedModeTitle),
            title: "News")
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.presenter.pulledToRefresh() }
        sceneView.header.onModeSelected = { [weak self] index in self?.presenter.loadModeSelected(at: index) }
        sceneView.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
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
        let cell = NewsCell()
        guard let row = presenter.row(at: row) else { return cell }
        cell.show(title: row.title, date: row.date, coverURL: row.coverURL, readCount: row.readCount)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRow row: Int) {
        presenter.rowSelected(at: row)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        presenter.reachedEnd()
    }
}
