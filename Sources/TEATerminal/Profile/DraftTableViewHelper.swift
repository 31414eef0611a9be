import SceneViews
import TEA
import TerminalKit

/// A draft module's table in TEA (the Drafts or the Trash): renders the module's rows and status, and sends what
/// the user did as the module's messages.
@MainActor
final class DraftTableViewHelper: TableViewDelegate {
    /// The module's view; the scene places it.
    let view = ListModuleView(rowHeight: DraftCell.height)
    private let send: @MainActor (DraftListState.Message) -> Void
    private var rows: TableRenderer<DraftRow>?

    init(send: @escaping @MainActor (DraftListState.Message) -> Void) {
        self.send = send
        rows = TableRenderer(view.tableView) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(DraftCell.self, for: indexPath)
            cell.show(title: row.title, edited: row.edited, buttonTitle: row.button)
            cell.onButtonTapped = { send(.buttonTapped(id: row.id)) }
            return cell
        }
        view.tableView.delegate = self
        view.refreshControl.onRefresh = { send(.pulledToRefresh) }
        view.status.onRetry = { send(.retryButtonTapped) }
    }

    func render(_ state: DraftListState) {
        rows?.render(state.rows)
        view.render(state.list.status)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = rows?.row(at: indexPath) else { return }
        send(.rowSelected(id: row.id))
    }

    func tableViewDidReachEnd(_ tableView: TableView) {
        send(.reachedEnd)
    }
}
