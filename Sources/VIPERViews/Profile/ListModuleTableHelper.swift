import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

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
    /// Dequeues the cell of row `indexPath` and shows the presenter's content for it in it.
    typealias CellProvider = @MainActor (TableView, IndexPath, Presenter) -> TableViewCell

    /// The module's view; the scene places it.
    let view: ListModuleView
    private let presenter: Presenter
    private let cell: CellProvider
    var listSceneView: any ListSceneView { view }

    init(presenter: Presenter, listing cellClass: any ListModuleCell.Type, cell: @escaping CellProvider) {
        self.presenter = presenter
        self.cell = cell
        view = ListModuleView(listing: cellClass)
        view.tableView.dataSource = self
        view.tableView.delegate = self
        view.refreshControl.onRefresh = { [weak presenter] in presenter?.pulledToRefresh() }
        view.status.onRetry = { [weak presenter] in presenter?.retryButtonTapped() }
    }

    func numberOfRows(in tableView: TableView) -> Int {
        presenter.numberOfRows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        cell(tableView, indexPath, presenter)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.rowSelected(at: indexPath.row)
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        presenter.reachedEnd()
    }
}
