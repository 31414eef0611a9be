import SceneViews
import TerminalKit
import VIPER

/// A draft-list module's view in VIPER (the Drafts or the Trash): the passive ``DraftListView`` of its presenter.
/// It draws each row from the presenter's content and hands the row's button, a selection and the end of the list
/// to the presenter.
@MainActor
final class DraftTableViewHelper: DraftListView, ListSceneViewHost, TableViewDataSource, TableViewDelegate {
    /// The module's view; the scene places it.
    let view = ListModuleView(rowHeight: DraftCell.height)
    private let presenter: DraftListPresenter
    var listSceneView: any ListSceneView { view }

    init(presenter: DraftListPresenter) {
        self.presenter = presenter
        view.tableView.dataSource = self
        view.tableView.delegate = self
        view.refreshControl.onRefresh = { [weak self] in self?.presenter.pulledToRefresh() }
        view.status.onRetry = { [weak self] in self?.presenter.retryButtonTapped() }
    }

    func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(DraftCell.self, for: indexPath)
        let row = presenter.content(at: indexPath.row)
        cell.show(title: row.title, edited: row.edited, buttonTitle: row.buttonTitle)
        cell.onButtonTapped = { [weak self] in self?.presenter.rowButtonTapped(draftID: row.draftID) }
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(at: indexPath.row)
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        presenter.reachedEnd()
    }
}
