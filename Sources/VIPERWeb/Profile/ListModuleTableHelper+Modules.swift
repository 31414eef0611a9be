import BrowserKit
import Model
import VIPER
import WebSceneViews

/// The Blogs module's view: the passive ``BlogView`` of its ``BlogPresenter``.
typealias BlogTableViewHelper = ListModuleTableHelper<BlogPresenter>
/// The Drafts or the Trash module's view: the passive ``DraftListView`` of its ``DraftListPresenter``.
typealias DraftTableViewHelper = ListModuleTableHelper<DraftListPresenter>

extension ListModuleTableHelper: BlogView where Presenter == BlogPresenter {
    /// A view whose rows show a blog each, with its `like` and `share` buttons.
    convenience init(presenter: BlogPresenter) {
        self.init(presenter: presenter, label: "Blogs") { tableView, index, presenter in
            let cell = BlogCell()
            guard let row = presenter.row(at: index) else { return cell }
            cell.show(
                title: row.title, author: row.author, likeCount: row.likeCount, likeButtonTitle: row.likeButton,
                shareCount: row.shareCount)
            cell.onLikeTapped = { [weak presenter, weak tableView, weak cell] in
                guard let cell, let index = tableView?.row(for: cell) else { return }
                presenter?.likeButtonTapped(at: index)
            }
            cell.onShareTapped = { [weak presenter, weak tableView, weak cell] in
                guard let cell, let index = tableView?.row(for: cell) else { return }
                presenter?.shareButtonTapped(at: index)
            }
            return cell
        }
    }
}

extension ListModuleTableHelper: DraftListView where Presenter == DraftListPresenter {
    /// A view whose rows show a draft each, with its one button (`delete` or `restore`).
    convenience init(presenter: DraftListPresenter) {
        self.init(presenter: presenter, label: "Drafts") { tableView, index, presenter in
            let cell = DraftCell()
            guard let row = presenter.row(at: index) else { return cell }
            cell.show(title: row.title, edited: row.edited, buttonTitle: row.button)
            cell.onButtonTapped = { [weak presenter, weak tableView, weak cell] in
                guard let cell, let index = tableView?.row(for: cell) else { return }
                presenter?.draftButtonTapped(at: index)
            }
            return cell
        }
    }
}
