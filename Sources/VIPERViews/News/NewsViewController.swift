import Model
import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

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

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(NewsCell.self, for: indexPath)
        guard let row = presenter.row(at: indexPath.row) else { return cell }
        cell.show(title: row.title, date: row.date, coverURL: row.coverURL, readCount: row.readCount)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(at: indexPath.row)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        presenter.reachedEnd()
    }
}
