import Model
import SceneViews
import TerminalKit

/// The News screen in MVC (seed 002, after the Model layer was done right): the controller owns the feed's
/// ``NewsFeedModel`` and the views, turns the user's actions into model actions, and redraws as much as each
/// ``ListChange`` says — the whole table, the appended rows, or the one row that was read.
@MainActor
public final class NewsViewController: ListSceneController<NewsSceneView> {
    private let model: NewsFeedModel
    private let formatting: NewsFormatting

    /// Creates the screen over `model`, its rows written by `formatting`; it loads when the view loads.
    public init(model: NewsFeedModel, formatting: NewsFormatting) {
        self.model = model
        self.formatting = formatting
        super.init(
            sceneView: NewsSceneView(modes: NewsLoadMode.allCases.map(\.title), selectedMode: model.mode.title),
            title: "News")
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        sceneView.refreshControl.onRefresh = { [weak self] in self?.model.reload() }
        sceneView.header.onModeSelected = { [weak self] index in
            guard NewsLoadMode.allCases.indices.contains(index) else { return }
            self?.model.switchMode(to: NewsLoadMode.allCases[index])
        }
        sceneView.status.onRetry = { [weak self] in self?.model.retry() }
        model.onChange = { [weak self] change in self?.sceneView.apply(change) }
        model.reload()
    }
}

extension NewsViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        model.items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(NewsCell.self, for: indexPath)
        let row = NewsRow(item: model.items[indexPath.row], formatting: formatting)
        cell.show(title: row.title, date: row.date, coverURL: row.coverURL, readCount: row.readCount)
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        model.markRead(id: model.items[indexPath.row].id)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        model.loadNextPage()
    }
}
