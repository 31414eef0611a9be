import BrowserKit
import Model
import TEA
import WebSceneViews

/// The Blogs module's table.
typealias BlogTableViewHelper = ListModuleTableHelper<BlogRow, BlogListState.Message, BlogCell>
/// The Drafts or the Trash module's table.
typealias DraftTableViewHelper = ListModuleTableHelper<DraftRow, DraftListState.Message, DraftCell>

extension ListModuleTableHelper where Row == BlogRow, Message == BlogListState.Message, Cell == BlogCell {
    /// A table whose rows show a blog each, with its `like` and `share` buttons.
    convenience init(send: @escaping @MainActor (Message) -> Void) {
        self.init(label: "Blogs", send: send, makeCell: BlogCell.init) { cell, row, send in
            cell.show(
                title: row.title, author: row.author, likeCount: row.likeCount, likeButtonTitle: row.likeButton,
                shareCount: row.shareCount)
            cell.onLikeTapped = { [weak cell] in
                guard let row = cell?.rowIndex else { return }
                send(.likeButtonTapped(at: row))
            }
            cell.onShareTapped = { [weak cell] in
                guard let row = cell?.rowIndex else { return }
                send(.shareButtonTapped(at: row))
            }
        }
    }

    /// Shows the module's state.
    func render(_ state: BlogListState) {
        render(state.rows, status: state.list.status)
    }
}

extension ListModuleTableHelper where Row == DraftRow, Message == DraftListState.Message, Cell == DraftCell {
    /// A table whose rows show a draft each, with its one button (`trash` or `restore`).
    convenience init(send: @escaping @MainActor (Message) -> Void) {
        self.init(label: "Drafts", send: send, makeCell: DraftCell.init) { cell, row, send in
            cell.show(title: row.title, edited: row.edited, buttonTitle: row.button)
            cell.onButtonTapped = { [weak cell] in
                guard let row = cell?.rowIndex else { return }
                send(.draftButtonTapped(at: row))
            }
        }
    }

    /// Shows the module's state.
    func render(_ state: DraftListState) {
        render(state.rows, status: state.list.status)
    }
}
