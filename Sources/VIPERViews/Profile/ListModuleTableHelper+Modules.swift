import Model
import VIPER
#if BROWSER
    import BrowserKit
    import WebSceneViews
#else
    import SceneViews
    import TerminalKit
#endif

/// The Blogs module's view: the passive ``BlogView`` of its ``BlogPresenter``.
typealias BlogTableViewHelper = ListModuleTableHelper<BlogPresenter>
/// The Drafts or the Trash module's view: the passive ``DraftListView`` of its ``DraftListPresenter``.
typealias DraftTableViewHelper = ListModuleTableHelper<DraftListPresenter>

extension ListModuleTableHelper: BlogView where Presenter == BlogPresenter {
    /// A view whose rows show a blog each, with its `like` and `share` buttons.
    convenience init(presenter: BlogPresenter) {
        self.init(presenter: presenter, listing: BlogCell.self) { tableView, indexPath, presenter in
            let cell = tableView.dequeueReusableCell(BlogCell.self, for: indexPath)
            guard let row = presenter.row(at: indexPath.row) else { return cell }
            cell.show(
                title: row.title, author: row.author, likeCount: row.likeCount, likeButtonTitle: row.likeButton,
                shareCount: row.shareCount)
            cell.onLikeTapped = { [weak presenter, weak tableView, weak cell] in
                guard let cell, let index = tableView?.indexPath(for: cell)?.row else { return }
                presenter?.likeButtonTapped(at: index)
            }
            cell.onShareTapped = { [weak presenter, weak tableView, weak cell] in
                guard let cell, let index = tableView?.indexPath(for: cell)?.row else { return }
                presenter?.shareButtonTapped(at: index)
            }
            return cell
        }
    }
}

extension ListModuleTableHelper: DraftListView where Presenter == DraftListPresenter {
    /// A view whose rows show a draft each, with its one button (`delete` or `restore`).
    convenience init(presenter: DraftListPresenter) {
        self.init(presenter: presenter, listing: DraftCell.self) { tableView, indexPath, presenter in
            let cell = tableView.dequeueReusableCell(DraftCell.self, for: indexPath)
            guard let row = presenter.row(at: indexPath.row) else { return cell }
            cell.show(title: row.title, edited: row.edited, buttonTitle: row.button)
            cell.onButtonTapped = { [weak presenter, weak tableView, weak cell] in
                guard let cell, let index = tableView?.indexPath(for: cell)?.row else { return }
                presenter?.draftButtonTapped(at: index)
            }
            return cell
        }
    }
}
