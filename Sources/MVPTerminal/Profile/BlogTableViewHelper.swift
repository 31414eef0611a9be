import MVP
import Model
import SceneViews
import TerminalKit

/// The Blogs module's table in MVP (the seed's `BlogViewController`): the passive ``BlogView`` of its
/// ``BlogPresenter``. It forwards what the user did — a selected row included: the presenter decides where it
/// leads — and draws each row through its cell presenter.
@MainActor
final class BlogTableViewHelper: BlogView, ListSceneViewHost, TableViewDataSource, TableViewDelegate {
    /// The module's view; the scene places it.
    let view = ListModuleView(rowHeight: BlogCell.height)
    let presenter: BlogPresenter
    var listSceneView: any ListSceneView { view }

    init(presenter: BlogPresenter) {
        self.presenter = presenter
        view.tableView.register(BlogRowCell.self, forCellReuseIdentifier: "blog")
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
        let cell = tableView.dequeueReusableCell(BlogRowCell.self, for: indexPath)
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
