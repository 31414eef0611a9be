import MVVM
import Model
import SceneViews
import TerminalKit

/// The Blogs module's table in MVVM: bound to its ``BlogViewModel`` (rows, `Loading…`, the error), it forwards what
/// the user did — a selected row included: the view model decides where it leads.
@MainActor
final class BlogTableViewHelper: TableViewDelegate {
    /// The module's view; the scene places it.
    let view = ListModuleView(rowHeight: BlogCell.height)
    let viewModel: BlogViewModel
    private var rows: ListBinding<Blog, BlogCellViewModel>?

    init(viewModel: BlogViewModel) {
        self.viewModel = viewModel
        rows = ListBinding(viewModel.list, to: view) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(BlogRowCell.self, for: indexPath)
            cell.bind(to: row)
            return cell
        }
        view.tableView.delegate = self
        view.refreshControl.onRefresh = { [weak self] in self?.viewModel.send(.pulledToRefresh) }
        view.status.onRetry = { [weak self] in self?.viewModel.send(.retryButtonTapped) }
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.send(.rowSelected(at: indexPath.row))
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        viewModel.send(.reachedEnd)
    }
}
