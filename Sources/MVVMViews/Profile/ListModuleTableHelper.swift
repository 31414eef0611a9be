import MVVM
import Model
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// A Profile list module's table in MVVM — Blogs, Drafts or Trash: bound to its ``ListModuleViewModel`` (rows,
/// `Loading…`, the error), it forwards what the user did — a selected row included: the view model decides where
/// it leads.
@MainActor
final class ListModuleTableHelper<Item: ListItem, Cell: RowCell>: TableViewDelegate
where Item.ID: Sendable, Cell.Row: AnyObject & Identifiable, Cell.Row.ID == Item.ID {
    /// The module's view; the scene places it.
    let view = ListModuleView(listing: Cell.self)
    let viewModel: ListModuleViewModel<Item, Cell.Row>
    private var rows: ListBinding<Item, Cell.Row>?

    init(viewModel: ListModuleViewModel<Item, Cell.Row>) {
        self.viewModel = viewModel
        rows = ListBinding(viewModel.list, to: view) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(Cell.self, for: indexPath)
            cell.bind(to: row)
            return cell
        }
        view.tableView.delegate = self
        view.refreshControl.onRefresh = { [weak self] in self?.viewModel.pulledToRefresh() }
        view.status.onRetry = { [weak self] in self?.viewModel.retryButtonTapped() }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.rowSelected(at: indexPath.row)
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        viewModel.reachedEnd()
    }
}

/// The Blogs module's table.
typealias BlogTableViewHelper = ListModuleTableHelper<Blog, BlogRowCell>
/// The Drafts or the Trash module's table.
typealias DraftTableViewHelper = ListModuleTableHelper<Draft, DraftRowCell>
