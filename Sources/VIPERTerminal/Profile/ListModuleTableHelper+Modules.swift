import SceneViews
import TerminalKit
import VIPER

/// The Blogs module's view: the passive ``BlogView`` of its ``BlogPresenter``.
typealias BlogTableViewHelper = ListModuleTableHelper<BlogPresenter>
/// The Drafts or the Trash module's view: the passive ``DraftListView`` of its ``DraftListPresenter``.
typealias DraftTableViewHelper = ListModuleTableHelper<DraftListPresenter>

extension ListModuleTableHelper: BlogView where Presenter == BlogPresenter {
    /// A view whose rows show a blog each, with its `like` and `share` buttons.
    convenience init(presenter: BlogPresenter) {
        self.init(presenter: presenter, rowHeight: BlogCell.height) { tableView, indexPath, presenter in
            let cell = tableView.dequeueReusableCell(BlogCell.self, for: indexPath)
            let row = presenter.content(at: indexPath.row)
            cell.show(
                title: row.title, author: row.author, likeCount: row.likeCount, likeButtonTitle: row.likeButtonTitle,
                shareCount: row.shareCount)
            cell.onLikeTapped = { [weak presenter] in presenter?.likeButtonTapped(blogID: row.blogID) }
            cell.onShareTapped = { [weak presenter] in presenter?.shareButtonTapped(blogID: row.blogID) }
            return cell
        }
    }
}

extension ListModuleTableHelper: DraftListView where Presenter == DraftListPresenter {
    /// A view whose rows show a draft each, with its one button (`trash` or `restore`).
    convenience init(presenter: DraftListPresenter) {
        self.init(presenter: presenter, rowHeight: DraftCell.height) { tableView, indexPath, presenter in
            let cell = tableView.dequeueReusableCell(DraftCell.self, for: indexPath)
            let row = presenter.content(at: indexPath.row)
            cell.show(title: row.title, edited: row.edited, buttonTitle: row.buttonTitle)
            cell.onButtonTapped = { [weak presenter] in presenter?.rowButtonTapped(draftID: row.draftID) }
            return cell
        }
    }
}
