import MVP
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A Profile list module's table in MVP — Blogs (the seed's `BlogViewController`), Drafts or Trash: the passive
/// ``ListView`` of its ``ListModulePresenter``. It forwards what the user did — a selected row included: the
/// presenter decides where it leads — and binds each cell to its row's cell presenter.
@MainActor
final class ListModuleTableHelper<Item: ListItem, Cell: PresenterCell>: ListSceneViewHost,
    TableViewDataSource, TableViewDelegate
where Item.ID: Sendable {
    /// The module's view; the scene places it.
    let view = ListModuleView(listing: Cell.self)
    let presenter: ListModulePresenter<Item, Cell.Presenter>
    var listSceneView: any ListSceneView { view }

    init(presenter: ListModulePresenter<Item, Cell.Presenter>) {
        self.presenter = presenter
        view.tableView.dataSource = self
        view.tableView.delegate = self
        view.refreshControl.onRefresh = { [weak self] in self?.presenter.pulledToRefresh() }
        view.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
        presenter.view = self
    }

    func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(Cell.self, for: indexPath)
        cell.bind(to: presenter.cellPresenter(at: indexPath.row))
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(at: indexPath.row)
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        presenter.reachedEnd()
    }
}

/// The Blogs module's table.
typealias BlogTableViewHelper = ListModuleTableHelper<Blog, BlogRowCell>
/// The Drafts or the Trash module's table.
typealias DraftTableViewHelper = ListModuleTableHelper<Draft, DraftRowCell>
