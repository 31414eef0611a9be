import MVC
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A draft-list module in MVC — the owner's Drafts, or the Trash, as its model's kind says — self-managed like the
/// Blogs module: the table's data source and delegate over its ``DraftListModel``. It tells the model what the user
/// did — pull to refresh, load more, `Retry`, the row's button (`delete`, `restore`), a selection — redraws what the
/// model reports changed, and hands the detail a selection opens to the scene.
@MainActor
public final class DraftTableViewHelper: TableViewDataSource, TableViewDelegate, ProfileListModelDelegate {
    /// The module's view; the scene places it.
    public let view = ListModuleView(listing: DraftCell.self)
    /// Called with the detail a selected draft opens.
    public var onDetailSelected: (@MainActor (ProfileDetail) -> Void)?
    private let model: DraftListModel
    private var tableView: TableView { view.tableView }

    /// Creates the module over `model`; the scene tells the model when to load.
    public init(model: DraftListModel) {
        self.model = model
        tableView.register(DraftCell.self, forCellReuseIdentifier: "draft")
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
        let cell = tableView.dequeueReusableCell(DraftCell.self, for: indexPath)
        if let row = model.row(at: indexPath.row) { DraftCellHelper(row: row).configure(cell) }
        cell.onButtonTapped = { [weak self, weak cell] in
            guard let row = cell?.indexPath?.row else { return }
            self?.model.draftButtonTapped(at: row)
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
