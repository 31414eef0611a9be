import Model
import TEA
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Blogs module's table.
typealias BlogTableViewHelper = ListModuleTableHelper<BlogRow, BlogListState.Message>
/// The Drafts or the Trash module's table.
typealias DraftTableViewHelper = ListModuleTableHelper<DraftRow, DraftListState.Message>

extension ListModuleTableHelper where Row == BlogRow, Message == BlogListState.Message {
    /// A table whose rows show a blog each, with its `like` and `share` buttons.
    convenience init(send: @escaping @MainActor (Message) -> Void) {
        self.init(listing: BlogCell.self, send: send) { tableView, indexPath, row, send in
            let cell = tableView.dequeueReusableCell(BlogCell.self, for: indexPath)
            cell.show(
                title: row.title, author: row.author, likeCount: row.likeCount, likeButtonTitle: row.likeButton,
                shareCount: row.shareCount)
            cell.onLikeTapped = { [weak tableView, weak cell] in
                guard let cell, let indexPath = tableView?.indexPath(for: cell) else { return }
                send(.likeButtonTapped(at: indexPath.row))
            }
            cell.onShareTapped = { [weak tableView, weak cell] in
                guard let cell, let indexPath = tableView?.indexPath(for: cell) else { return }
                send(.shareButtonTapped(at: indexPath.row))
            }
            return cell
        }
    }

    /// Shows the module's state.
    func render(_ state: BlogListState) {
        render(state.rows, status: state.list.status)
    }
}

extension ListModuleTableHelper where Row == DraftRow, Message == DraftListState.Message {
    /// A table whose rows show a draft each, with its one button (`trash` or `restore`).
    convenience init(send: @escaping @MainActor (Message) -> Void) {
        self.init(listing: DraftCell.self, send: send) { tableView, indexPath, row, send in
            let cell = tableView.dequeueReusableCell(DraftCell.self, for: indexPath)
            cell.show(title: row.title, edited: row.edited, buttonTitle: row.button)
            cell.onButtonTapped = { [weak tableView, weak cell] in
                guard let cell, let indexPath = tableView?.indexPath(for: cell) else { return }
                send(.draftButtonTapped(at: indexPath.row))
            }
            return cell
        }
    }

    /// Shows the module's state.
    func render(_ state: DraftListState) {
        render(state.rows, status: state.list.status)
    }
}
