import BrowserKit
import MVC
import Model
import WebSceneViews

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

    public func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = NewsCell()
        if let row = model.row(at: row) {
            cell.show(title: row.title, date: row.date, coverURL: row.coverURL, readCount: row.readCount)
        }
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRow row: Int) {
        model.rowSelected(at: row)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        model.reachedEnd()
    }
}
