import MVP
import Model
import SceneViews
import TerminalKit

/// A draft-list module's table in MVP (the Drafts or the Trash): the passive ``DraftListView`` of its
/// ``DraftListPresenter``. It forwards what the user did, a selected row included: the presenter decides where it
/// leads.
@MainActor
final class DraftTableViewHelper: DraftListView, ListSceneViewHost, TableViewDataSource, TableViewDelegate {
    /// The module's view; the scene places it.
    let view = ListModuleView(rowHeight: DraftCell.height)
    let presenter: DraftListPresenter
    var listSceneView: any ListSceneView { view }

    init(presenter: DraftListPresenter) {
        self.presenter = presenter
        view.tableView.register(DraftRowCell.self, forCellReuseIdentifier: "draft")
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
        let cell = tableView.dequeueReusableCell(DraftRowCell.self, for: indexPath)
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
