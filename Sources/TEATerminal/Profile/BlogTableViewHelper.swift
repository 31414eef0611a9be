import SceneViews
import TEA
import TerminalKit

/// The Blogs module's table in TEA: renders the module's rows (only a row whose text changed redraws) and status,
/// and sends what the user did as the module's messages.
@MainActor
final class BlogTableViewHelper: TableViewDelegate {
    /// The module's view; the scene places it.
    let view = ListModuleView(rowHeight: BlogCell.height)
    private let send: @MainActor (BlogListState.Message) -> Void
    private var rows: TableRenderer<BlogRow>?

    init(send: @escaping @MainActor (BlogListState.Message) -> Void) {
        self.send = send
        rows = TableRenderer(view.tableView) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(BlogCell.self, for: indexPath)
            cell.show(
                title: row.title, author: row.author, likeCount: row.likeCount, likeButtonTitle: row.likeButton,
                shareCount: row.shareCount)
            cell.onLikeTapped = { send(.likeButtonTapped(id: row.id)) }
            cell.onShareTapped = { send(.shareButtonTapped(id: row.id)) }
            return cell
        }
        view.tableView.delegate = self
        view.refreshControl.onRefresh = { send(.pulledToRefresh) }
        view.status.onRetry = { send(.retryButtonTapped) }
    }

    func render(_ state: BlogListState) {
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
