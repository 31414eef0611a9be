import BrowserKit
import VIPER
import WebSceneViews

/// What a Profile list module's table hands its presenter: the rows to count, and what the user did besides a
/// row's own buttons. ``BlogPresenter`` and ``DraftListPresenter`` answer it as their module interfaces do.
@MainActor
protocol ListModuleEventHandler: AnyObject {
    var numberOfRows: Int { get }
    func pulledToRefresh()
    func retryButtonTapped()
    func rowSelected(at index: Int)
    func reachedEnd()
}

extension BlogPresenter: ListModuleEventHandler {}
extension DraftListPresenter: ListModuleEventHandler {}

/// A Profile list module's view in VIPER — Blogs (the seed's `BlogViewController`), Drafts or Trash: the passive
/// view of its presenter. It draws each row with `cell` from the presenter's content and hands a selection, a pull,
/// `Retry` and the end of the list to the presenter; `cell` wires the row's own buttons.
@MainActor
final class ListModuleTableHelper<Presenter: ListModuleEventHandler>: ListSceneViewHost, TableViewDataSource,
    TableViewDelegate
{
    /// Makes the cell of a row and shows the presenter's content for it in it.
    typealias CellProvider = @MainActor (TableView, Int, Presenter) -> TableViewCell

    /// The module's view; the scene places it.
    let view: ListModuleView
    private let presenter: Presenter
    private let cell: CellProvider
    var listSceneView: any ListSceneView { view }

    init(presenter: Presenter, label: String, cell: @escaping CellProvider) {
        self.presenter = presenter
        self.cell = cell
        view = ListModuleView(label: label)
        view.tableView.dataSource = self
        view.tableView.delegate = self
        view.refreshControl.onRefresh = { [weak presenter] in presenter?.pulledToRefresh() }
        view.status.onRetry = { [weak presenter] in presenter?.retryButtonTapped() }
    }

    func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRow row: Int) -> TableViewCell {
        cell(tableView, row, presenter)
    }

    func tableView(_ tableView: TableView, didSelectRow row: Int) {
        presenter.rowSelected(at: row)
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        presenter.reachedEnd()
    }
}
