import MVC
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Blogs module in MVC (seed 000's `BlogTableViewHelper`), self-managed: the table's data source and delegate
/// over its ``BlogListModel``. It tells the model what the user did — pull to refresh, load more, `Retry`, `like`,
/// `share`, a selection — redraws what the model reports changed, and hands the detail a selection opens to the
/// scene, which decides where it leads. The same code serves every scene; the model writes the rows as the scene
/// asked.
@MainActor
public final class BlogTableViewHelper: TableViewDataSource, TableViewDelegate, ProfileListModelDelegate {
    /// The module's view; the scene places it.
    public let view = ListModuleView(listing: BlogCell.self)
    /// Called with the detail a selected blog opens (the seed's `VCGenerator`).
    public var onDetailSelected: (@MainActor (ProfileDetail) -> Void)?
    private let model: BlogListModel
    private var tableView: TableView { view.tableView }

    /// Creates the module over `model`; the scene tells the model when to load.
    public init(model: BlogListModel) {
        self.model = model
        tableView.register(BlogCell.self, forCellReuseIdentifier: "blog")
        tableView.dataSource = self
        tableView.delegate = self
        view.refreshControl.onRefresh = { [weak model] in model?.pulledToRefresh() }
        view.status.onRetry = { [weak model] in model?.retryButtonTapped() }
        model.delegate = self
    }

    public func numberOfRows(in tableView: TableView) -> Int {
        model.count
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(BlogCell.self, for: indexPath)
        if let row = model.row(at: indexPath.row) { BlogCellHelper(row: row).configure(cell) }
        cell.onLikeTapped = { [weak self, weak cell] in
            guard let row = cell?.indexPath?.row else { return }
            self?.model.likeButtonTapped(at: row)
        }
        cell.onShareTapped = { [weak self, weak cell] in
            guard let row = cell?.indexPath?.row else { return }
            self?.model.shareButtonTapped(at: row)
        }
        return cell
    }

    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        model.rowSelected(at: indexPath.row)
    }

    public func tableViewDidReachEnd(_ tableView: TableView) {
        model.reachedEnd()
    }

    public func profileListModel<Item, Row>(_ model: ProfileListModel<Item, Row>, didChange change: ListChange) {
        view.apply(change)
    }

    public func profileListModel<Item, Row>(_ model: ProfileListModel<Item, Row>, didSelect detail: ProfileDetail) {
        onDetailSelected?(detail)
    }
}
