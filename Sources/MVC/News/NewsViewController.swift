import Model
import SceneViews
import TerminalKit

/// The News screen in MVC (seed 002, after the Model layer was done right): the controller owns a ``NewsModel``
/// and the views, turns the user's actions into model actions, and redraws as much as each ``ListChange`` says —
/// the whole table, the appended rows, or the one row that was read.
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
        sceneView.refreshControl.onRefresh = { [weak self] in self?.model.reload() }
        sceneView.header.onModeSelected = { [weak self] index in
            self?.model.switchMode(to: NewsLoadMode.allCases[index])
        }
        sceneView.status.onRetry = { [weak self] in self?.model.retry() }
        model.delegate = self
        model.reload()
    }
}

extension NewsViewController: NewsModelDelegate {
    public func newsModel(_ model: NewsModel, didChange change: ListChange) {
        sceneView.apply(change)
    }
}

extension NewsViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        model.items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(NewsCell.self, for: indexPath)
        let row = indexPath.row
        cell.show(
            title: model.title(at: row), date: model.date(at: row), coverURL: model.coverURL(at: row),
            readCount: model.readCountText(at: row))
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        model.markRead(at: indexPath.row)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        model.loadNextPage()
    }
}
