import BrowserKit
import MVP
import Model
import WebSceneViews

/// A Profile list module's table in MVP — Blogs (the seed's `BlogViewController`), Drafts or Trash: the passive
/// ``ListView`` of its ``ListModulePresenter``. It forwards what the user did — a selected row included: the
/// presenter decides where it leads — and binds each cell to its row's cell presenter.
@MainActor
final class ListModuleTableHelper<Item: ListItem, Cell: PresenterCell>: ListSceneViewHost,
    TableViewDataSource, TableViewDelegate
where Item.ID: Sendable {
    /// The module's view; the scene places it.
    let view = ListModuleView(label: Cell.listLabel)
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

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        let cell = Cell()
        cell.bind(to: presenter.cellPresenter(at: row))
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRow row: Int) {
        presenter.rowSelected(at: row)
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        presenter.reachedEnd()
    }
}

/// The Blogs module's table.
typealias BlogTableViewHelper = ListModuleTableHelper<Blog, BlogRowCell>
/// The Drafts or the Trash module's table.
typealias DraftTableViewHelper = ListModuleTableHelper<Draft, DraftRowCell>
