import MVVM
import Model
import SceneViews
import TerminalKit

/// A draft-list module's table in MVVM (the Drafts or the Trash): bound to its ``DraftListViewModel``, it forwards
/// what the user did, a selected row included: the view model decides where it leads.
@MainActor
final class DraftTableViewHelper: TableViewDelegate {
    /// The module's view; the scene places it.
    let view = ListModuleView(rowHeight: DraftCell.height)
    let viewModel: DraftListViewModel
    private var rows: ListBinding<Draft, DraftCellViewModel>?

    init(viewModel: DraftListViewModel) {
        self.viewModel = viewModel
        rows = ListBinding(viewModel.list, to: view) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(DraftRowCell.self, for: indexPath)
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
