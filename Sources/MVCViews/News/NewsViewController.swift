import MVC
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The News screen in MVC (seed 002, after the Model layer was done right): the controller owns the business
/// ``NewsModel`` and the views. It is the table's data source and delegate, tells the model what the user did, and
/// redraws as much as each change the model reports says — the whole table, the appended rows, or the one row read.
@MainActor
public final class NewsViewController: ListSceneController<NewsSceneView> {
    private let model: NewsModel

    /// Creates the screen over `model`; it loads when the view loads.
    public init(model: NewsModel) {
        self.model = model
        super.init(
            sceneView: NewsSceneView(modes: NewsLoadMode.allCases.map(\.title), selectedMode: model.mode.title),
            title: "News")
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        model.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.model.pulledToRefresh() }
        sceneView.header.onModeSelected = { [weak self] index in self?.model.loadModeSelected(at: index) }
        sceneView.status.onRetry = { [weak self] in self?.model.retryButtonTapped() }
        model.viewDidLoad()
    }
}

extension NewsViewController: NewsModelDelegate {
    public func newsModel(_ model: NewsModel, didChange change: ListChange) {
        sceneView.apply(change)
    }
}

extension NewsViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        model.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(NewsCell.self, for: indexPath)
        if let row = model.row(at: indexPath.row) {
            cell.show(title: row.title, date: row.date, coverURL: row.coverURL, readCount: row.readCount)
        }
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        model.rowSelected(at: indexPath.row)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        model.reachedEnd()
    }
}
