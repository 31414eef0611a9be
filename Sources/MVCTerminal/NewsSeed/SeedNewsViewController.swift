import Model
import SceneViews
import TerminalKit

/// The News screen as seed 002 leaves its MVC when it lets the view depend on the model: the controller owns the
/// feed (the business model: articles, load modes, read marking) and the views, applies each change the feed
/// reports, and hands each cell its article (`cell.configData(item)`); the article formats its own date. Layered
/// MVC (``NewsViewController``) keeps the cell dumb: its business model writes the row's texts.
@MainActor
public final class SeedNewsViewController: ListSceneController<NewsSceneView> {
    private let feed: NewsFeedModel
    private let formatting: NewsFormatting

    /// Creates the screen over `feed`, its dates shown in `formatting`'s time zone; it loads when the view loads.
    public init(feed: NewsFeedModel, formatting: NewsFormatting) {
        self.feed = feed
        self.formatting = formatting
        super.init(
            sceneView: NewsSceneView(modes: NewsLoadMode.allCases.map(\.title), selectedMode: feed.mode.title),
            title: "News")
    }

    public override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        feed.onChange = { [weak self] change in self?.sceneView.apply(change) }
        sceneView.refreshControl.onRefresh = { [weak self] in self?.feed.reload() }
        sceneView.header.onModeSelected = { [weak self] index in self?.feed.switchMode(toModeAt: index) }
        sceneView.status.onRetry = { [weak self] in self?.feed.retry() }
        feed.reload()
    }
}

extension SeedNewsViewController: TableViewDataSource, TableViewDelegate {
    public func numberOfRows(in tableView: TableView) -> Int {
        feed.items.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(NewsItemCell.self, for: indexPath)
        if feed.items.indices.contains(indexPath.row) {
            cell.configData(item: feed.items[indexPath.row], timeZone: formatting.timeZone)
        }
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard feed.items.indices.contains(indexPath.row) else { return }
        feed.markRead(id: feed.items[indexPath.row].id)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        feed.loadNextPage()
    }
}
